import { describe, expect, it } from 'vitest';
import { applyThemeClass, resolveThemeClass } from './theme.js';

describe('the theme class', () => {
  it('follows an explicit choice whatever the system prefers', () => {
    expect(resolveThemeClass('dark', false)).toBe('theme-dark');
    expect(resolveThemeClass('light', true)).toBe('theme-light');
  });

  it('follows the system for auto and for nobody signed in', () => {
    expect(resolveThemeClass('auto', true)).toBe('theme-dark');
    expect(resolveThemeClass('auto', false)).toBe('theme-light');
    expect(resolveThemeClass(null, true)).toBe('theme-dark');
  });

  it('keeps exactly one theme class and leaves other classes alone', () => {
    const element = document.createElement('html');
    element.className = 'theme-light other';
    applyThemeClass(element, 'theme-dark');
    expect([...element.classList].sort()).toEqual(['other', 'theme-dark']);
  });
});
