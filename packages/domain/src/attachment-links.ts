/**
 * Images that have a preview (`size=thumb` on an attachment's url): those the server's image library reads. SVG is
 * left out (rendering a user's vector file on the server is not worth its risk), and so is HEIC (not decoded there).
 */
export const previewImageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'];

/** Width in pixels of an image's preview (a narrower image keeps its own). */
export const previewWidth = 320;

/** Whether an attachment of this media type has a preview. */
export const hasPreview = (mimeType: string | undefined) => mimeType !== undefined && previewImageTypes.includes(mimeType);

/** The preview's address for an attachment's url (signed or not). */
export const previewUrlOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}size=thumb`;

/** When a signed attachment url stops working (ms since the epoch), or undefined for one that is not signed. */
export function linkExpiresAt(url: string): number | undefined {
  const expires = /[?&]expires=(\d{1,12})(?:&|$)/.exec(url)?.[1];
  return expires === undefined ? undefined : Number(expires) * 1000;
}
