import type { CSSProperties } from 'react';
import { useSyncExternalStore } from 'react';
import { useAuth } from '../auth/useAuth.js';
import { backgroundSettingFor, homeBackground, type ShownTheme } from './backgrounds.js';

function subscribeToThemeClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function shownTheme(): ShownTheme {
  return document.documentElement.classList.contains('theme-dark') ? 'dark' : 'light';
}

/**
 * The theme the page shows right now. Read from the class the shell puts on <html> (useThemeClass), because that
 * already combines the user's setting with the system preference; watching it keeps the two from disagreeing.
 */
export function useShownTheme(): ShownTheme {
  return useSyncExternalStore(subscribeToThemeClass, shownTheme, () => 'light');
}

/** Class and style for the signed-in home: the background the user chose for the theme shown. */
export function useHomeBackground(): { className: string; style: CSSProperties | undefined } {
  const theme = useShownTheme();
  const setting = useAuth((state) => (state.user ? backgroundSettingFor(state.user.webConfig, theme) : 'none'));
  const background = homeBackground(setting);
  if (background.kind === 'image') {
    return { className: 'home-background home-background-image', style: { backgroundImage: `url("${background.url}")` } };
  }
  return { className: background.kind === 'blank' ? 'home-background home-background-blank' : '', style: undefined };
}
