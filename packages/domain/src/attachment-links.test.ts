import { describe, expect, it } from 'vitest';
import { hasPreview, linkExpiresAt, previewUrlOf } from './attachment-links.js';

describe('attachment links', () => {
  it('read the expiry of a signed url, and none of an unsigned one', () => {
    expect(linkExpiresAt('/me/attachments/a/content?expires=1800000000&signature=abc')).toBe(1_800_000_000_000);
    expect(linkExpiresAt('https://x.example/me/attachments/a/content?signature=abc&expires=12')).toBe(12_000);
    expect(linkExpiresAt('/me/attachments/a/content')).toBeUndefined();
    expect(linkExpiresAt('/me/attachments/a/content?notexpires=12')).toBeUndefined();
  });

  it('ask for the preview of images the server reads, whether the url is signed or not', () => {
    expect(previewUrlOf('/a/content?expires=1&signature=s')).toBe('/a/content?expires=1&signature=s&size=thumb');
    expect(previewUrlOf('/a/content')).toBe('/a/content?size=thumb');
    expect(['image/png', 'image/jpeg', 'image/svg+xml', 'text/plain', undefined].map(hasPreview)).toEqual([true, true, false, false, false]);
  });
});
