import { describe, expect, it } from 'vitest';
import { avatarPictureOf, imageTypeOf, isWebUrl } from './profile-picture.js';
import { userUpdateSchema } from './user.js';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('profile pictures', () => {
  it('are known by their first bytes, whatever a client claims', () => {
    expect(imageTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(bytes('GIF89a'))).toBe('image/gif');
    expect(imageTypeOf(bytes('GIF87a'))).toBe('image/gif');
    // A text file named .png, a RIFF that is not WebP (a WAV), an SVG, a cut-off PNG signature, nothing at all.
    expect(imageTypeOf(bytes('hello, I am text'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', 1, 2, 3, 4, 'WAVEfmt '))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns='))).toBeNull();
    expect(imageTypeOf(bytes(0x89, 'PNG'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('may be set through PUT /me only as http(s) addresses', () => {
    const taken = ['https://example.com/me.png', 'http://127.0.0.1:3000/avatars/a.webp', 'HTTPS://lh3.googleusercontent.com/a/x=s96-c?sz=2#f'];
    expect(taken.map(isWebUrl)).toEqual([true, true, true]);
    const refused = ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:image/png;base64,AAAA', '/avatars/a.webp', 'ftp://x.example/a', ' https://x.example/a', 'https://',
      'https://x.example/a\nb', 'https://x.example/\u0000', 'https://user:pw@x.example/a'];
    expect(refused.map(isWebUrl)).toEqual(refused.map(() => false));
    expect(userUpdateSchema.safeParse({ profilePicture: 'javascript:alert(1)' }).success).toBe(false);
    expect(userUpdateSchema.parse({ profilePicture: 'https://example.com/me.png' })).toEqual({ profilePicture: 'https://example.com/me.png' });
    expect(userUpdateSchema.parse({ profilePicture: null })).toEqual({ profilePicture: null });
    expect(userUpdateSchema.parse({ profilePicture: '' })).toEqual({ profilePicture: null });
  });

  it('show in an avatar before the Google picture, and neither when it is not a web address', () => {
    const own = 'https://taskhub.example/avatars/abc.webp';
    const google = 'https://lh3.googleusercontent.com/a/xyz=s96-c';
    expect(avatarPictureOf({ profilePicture: own, googleAvatarUrl: google })).toBe(own);
    expect(avatarPictureOf({ profilePicture: null, googleAvatarUrl: google })).toBe(google);
    expect(avatarPictureOf({ profilePicture: 'javascript:alert(1)', googleAvatarUrl: null })).toBeNull();
    expect(avatarPictureOf({ profilePicture: '', googleAvatarUrl: undefined })).toBeNull();
    expect(avatarPictureOf({ profilePicture: own })).toBe(own);
  });
});
