import type { TemplateSummary } from '@taskhub/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../auth/useAuth.js';
import { listTemplates, templateCards } from './board-calls.js';

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

/**
 * The titles of the first cards of each section of a template (GET /api/v1/templates/{id}), for its preview; empty
 * while loading or when they cannot be read (the preview then shows the sections alone).
 */
export function useTemplateCards(template: TemplateSummary): string[][] {
  const { http } = useAuthStore();
  const [cards, setCards] = useState<{ id: string; cards: string[][] }>({ id: '', cards: [] });
  useEffect(() => {
    if (template.type === 'workflow_only') return undefined;
    let live = true;
    templateCards(http, template.id).then((found) => { if (live) setCards({ id: template.id, cards: found }); }, () => undefined);
    return () => { live = false; };
  }, [http, template.id, template.type]);
  return cards.id === template.id ? cards.cards : [];
}
