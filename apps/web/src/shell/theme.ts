import type { WebConfig } from '@taskhub/domain';

export type ThemeClass = 'theme-light' | 'theme-dark';
export const themeClasses: readonly ThemeClass[] = ['theme-light', 'theme-dark'];

/** The theme shown: the user's choice, or the system preference when the choice is 'auto' or nobody is signed in. */
export function resolveThemeClass(setting: WebConfig['theme'] | null, systemPrefersDark: boolean): ThemeClass {
  if (setting === 'light') return 'theme-light';
  if (setting === 'dark') return 'theme-dark';
  return systemPrefersDark ? 'theme-dark' : 'theme-light';
}

/** Sets one theme class on the element and removes the other. */
export function applyThemeClass(element: Element, theme: ThemeClass): void {
  for (const name of themeClasses) element.classList.toggle(name, name === theme);
}

/** The part of MediaQueryList the shell uses; tests pass a controllable one (jsdom has no matchMedia). */
export interface ColorSchemeQuery {
  matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

export const darkSchemeQuery = '(prefers-color-scheme: dark)';

/** The browser's colour-scheme query, or a fixed light one where matchMedia is missing. */
export function systemColorScheme(): ColorSchemeQuery {
  if (typeof window.matchMedia === 'function') return window.matchMedia(darkSchemeQuery);
  return { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
}
