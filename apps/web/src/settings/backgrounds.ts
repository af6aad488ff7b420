import type { WebConfig } from '@taskhub/domain';

/** A background setting as the server stores it: 'none', 'blank' or a numbered image id. */
export type BackgroundSetting = WebConfig['selectedImage'];

/** The numbered images this client ships under public/backgrounds/<id>.svg. */
export const backgroundImageIds = ['1', '2', '3', '4'] as const;

/** Every choice the settings offer, in the order they are shown. */
export const backgroundChoices: readonly BackgroundSetting[] = ['none', 'blank', ...backgroundImageIds];

/** Which theme the page shows, as the shell's class on <html> says. */
export type ShownTheme = 'light' | 'dark';

/** Served from the site root, so the address is the same on every route. */
export function backgroundImageUrl(id: string): string {
  return `/backgrounds/${id}.svg`;
}

/**
 * What the home shows for a setting: nothing for 'none', a plain surface for 'blank', the image for a shipped id.
 * An id this client does not ship (another client may offer more images) shows like 'none' rather than a broken image.
 */
export type HomeBackground = { kind: 'none' } | { kind: 'blank' } | { kind: 'image'; url: string };

export function homeBackground(setting: BackgroundSetting): HomeBackground {
  if (setting === 'blank') return { kind: 'blank' };
  if ((backgroundImageIds as readonly string[]).includes(setting)) return { kind: 'image', url: backgroundImageUrl(setting) };
  return { kind: 'none' };
}

/** The setting that applies to the theme shown: selectedImage for light, selectedImageDark for dark. */
export function backgroundSettingFor(webConfig: Pick<WebConfig, 'selectedImage' | 'selectedImageDark'>, theme: ShownTheme): BackgroundSetting {
  return theme === 'dark' ? webConfig.selectedImageDark : webConfig.selectedImage;
}
