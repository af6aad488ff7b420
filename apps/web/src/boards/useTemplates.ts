import type { TemplateSummary } from '@taskhub/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../auth/useAuth.js';
import { listTemplates } from './board-calls.js';

export type TemplatesLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; templates: TemplateSummary[] };

/** The templates the caller may use (built-in, then their workspaces' saved ones), fetched once per mount. */
export function useTemplates() {
  const { http } = useAuthStore();
  const [load, setLoad] = useState<TemplatesLoad>({ state: 'loading' });
  const reload = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'ready', templates: await listTemplates(http) });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, [http]);
  useEffect(() => { void reload(); }, [reload]);
  return { load, reload };
}
