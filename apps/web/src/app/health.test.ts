import { describe, expect, it } from 'vitest';

describe('the web test environment', () => {
  it('has a DOM and session storage', () => {
    sessionStorage.setItem('k', 'v');
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(document.createElement('div').tagName).toBe('DIV');
  });
});
