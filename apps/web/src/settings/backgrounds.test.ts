import { describe, expect, it } from 'vitest';
import { backgroundSettingFor, homeBackground } from './backgrounds.js';

describe('homeBackground', () => {
  it('shows a shipped image by its numbered file', () => {
    expect(homeBackground('3')).toEqual({ kind: 'image', url: '/backgrounds/3.svg' });
  });

  it('shows a plain surface for blank and nothing for none', () => {
    expect(homeBackground('blank')).toEqual({ kind: 'blank' });
    expect(homeBackground('none')).toEqual({ kind: 'none' });
  });

  it('shows nothing for an image id this client does not ship', () => {
    expect(homeBackground('17')).toEqual({ kind: 'none' });
  });
});

describe('backgroundSettingFor', () => {
  it('uses selectedImage in the light theme and selectedImageDark in the dark theme', () => {
    const config = { selectedImage: '1', selectedImageDark: '4' };
    expect(backgroundSettingFor(config, 'light')).toBe('1');
    expect(backgroundSettingFor(config, 'dark')).toBe('4');
  });
});
