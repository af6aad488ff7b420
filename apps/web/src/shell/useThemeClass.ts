import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/useAuth.js';
import { applyThemeClass, type ColorSchemeQuery, resolveThemeClass } from './theme.js';

/** Keeps the theme class on <html> in step with the user's setting and, for 'auto', with the system preference. */
export function useThemeClass(query: ColorSchemeQuery, root: Element = document.documentElement): void {
  const setting = useAuth((state) => (state.session === 'loggedIn' ? state.user?.webConfig.theme ?? null : null));
  const prefersDark = useSyncExternalStore(
    (onChange) => {
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => query.matches,
  );
  useEffect(() => {
    applyThemeClass(root, resolveThemeClass(setting, prefersDark));
  }, [root, setting, prefersDark]);
}
