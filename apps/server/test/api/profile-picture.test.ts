import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { newId, pushItems } from '../sync-fixture.js';

const publicUrl = 'https://tasks.example.com';
/** Uploads one account may make per window here; the other tests stay below it. */
const uploadLimit = 6;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: publicUrl, RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600', RATE_LIMIT_PROFILE_PICTURE: `${uploadLimit}/3600` });
});
afterAll(async () => { await server.close(); });

const pictureUrl = /^https:\/\/tasks\.example\.com\/avatars\/[\w-]{22}\.webp$/;
const notAnImage = { Error: 'The file is not a PNG, JPEG, WebP or GIF image', code: 'NOT_AN_IMAGE' };
const tooBig = { Error: 'File is too big', code: 'FILE_TOO_BIG' };

/** A picture of one colour, in the given format. */
const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', { width = 640, height = 480, colour = '#c0392b' } = {}) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).toFormat(format).toBuffer();

async function newAccount() {
  const { token } = await signUp(server);
  return token;
}

/** POST /me/profile-picture as a multipart form with the file in `file`, as the web app sends it. */
async function upload(token: string, bytes: Buffer, { name = 'me.png', type = 'image/png', field = 'file', at = '/me/profile-picture' } = {}) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  const response = await fetch(`${server.url}${at}`, { method: 'POST', headers: { 'x-anydo-auth': token }, body: form });
  return { status: response.status, body: await response.json() as Record<string, any>, headers: response.headers };
}

/** Fetches a picture's address on this server, as an `<img>` would: no token. */
async function load(url: string) {
  const response = await fetch(server.url + new URL(url).pathname);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

const me = async (token: string) => (await server.request('GET', '/me', { token })).body;

/** The stored pictures' files (the file store on disk, DATA_DIR/attachments/avatars). */
const storedPictures = () => {
  const folder = path.join(server.dataDir, 'attachments', 'avatars');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};
const fileOf = (url: string) => /\/avatars\/([\w-]+)\.webp$/.exec(url)![1]!;

describe('uploading a profile picture', () => {
  it('stores it as a 256 px square WebP that /me names and an <img> loads without a token', async () => {
    const token = await newAccount();
    const answer = await upload(token, await picture('png', { width: 900, height: 300 }));
    expect(answer.status).toBe(200);
    expect(answer.body.profilePicture).toMatch(pictureUrl);
    expect((await me(token)).profilePicture).toBe(answer.body.profilePicture);

    const image = await load(answer.body.profilePicture);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(storedPictures()).toContain(fileOf(answer.body.profilePicture));
  });

  it('takes JPEG, WebP and GIF too, and the versioned path', async () => {
    const token = await newAccount();
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const answer = await upload(token, await picture(format), { name: `me.${format}`, type: `image/${format}` });
      expect(answer.status, format).toBe(200);
      expect((await load(answer.body.profilePicture)).status).toBe(200);
    }
    const versioned = await upload(token, await picture('png'), { at: '/api/v1/me/profile-picture' });
    expect(versioned.status).toBe(200);
    expect(versioned.body.profilePicture).toMatch(pictureUrl);
  });

  it('judges the file by its bytes: a text file named .png, or a PNG that does not decode, is 400 and changes nothing', async () => {
    const token = await newAccount();
    const first = await upload(token, await picture('png'));
    const before = storedPictures();

    const text = await upload(token, Buffer.from('just some notes, not a picture\n'.repeat(20)), { name: 'notes.png', type: 'image/png' });
    expect(text.status).toBe(400);
    expect(text.body).toEqual(notAnImage);
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
    const corrupt = await upload(token, broken, { name: 'broken.png', type: 'image/png' });
    expect(corrupt.status).toBe(400);
    expect(corrupt.body).toEqual(notAnImage);
    // An SVG is an image to a browser, but not one this takes (it can hold script).
    const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { name: 'me.svg', type: 'image/svg+xml' });
    expect(svg.body).toEqual(notAnImage);

    expect((await me(token)).profilePicture).toBe(first.body.profilePicture);
    expect(storedPictures()).toEqual(before);
  });

  it('answers 413 past 5 MB and keeps nothing; 5 MB is taken', async () => {
    const token = await newAccount();
    const before = storedPictures();
    // A picture that decodes, with more bytes after it: a server that read only the first 5 MB would take it.
    const big = Buffer.concat([await picture('png'), randomBytes(5 * 1024 * 1024)]);
    const answer = await upload(token, big);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(tooBig);
    expect((await me(token)).profilePicture).toBeNull();
    expect(storedPictures()).toEqual(before);
    // Exactly 5 MB is taken.
    const png = await picture('png');
    expect((await upload(token, Buffer.concat([png, randomBytes(5 * 1024 * 1024 - png.length)]))).status).toBe(200);
  });

  it('needs the file in the "file" field of a multipart form', async () => {
    const token = await newAccount();
    expect((await upload(token, await picture('png'), { field: 'picture' })).status).toBe(400);
    const json = await server.request('POST', '/me/profile-picture', { token, body: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('replaces the previous picture: its bytes are removed and its address answers 404', async () => {
    const token = await newAccount();
    const first = (await upload(token, await picture('png', { colour: '#2980b9' }))).body.profilePicture as string;
    const second = (await upload(token, await picture('png', { colour: '#27ae60' }))).body.profilePicture as string;
    expect(second).not.toBe(first);
    expect((await me(token)).profilePicture).toBe(second);
    expect(storedPictures()).not.toContain(fileOf(first));
    expect(storedPictures()).toContain(fileOf(second));
    expect((await load(first)).status).toBe(404);
    expect((await load(second)).status).toBe(200);
  });

  it('sent several at once, keeps one of them and removes the bytes of every other', async () => {
    const token = await newAccount();
    const before = storedPictures();
    const answers = await Promise.all([1, 2, 3].map(async (n) => upload(token, await picture('png', { colour: `#${n}${n}0000` }))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const kept = (await me(token)).profilePicture as string;
    expect(answers.map((answer) => answer.body.profilePicture)).toContain(kept);
    expect(storedPictures().filter((file) => !before.includes(file))).toEqual([fileOf(kept)]);
  });

  it(`is limited to ${uploadLimit} an hour per account (429 with Retry-After)`, async () => {
    const token = await newAccount();
    const png = await picture('png');
    for (let i = 0; i < uploadLimit; i += 1) expect((await upload(token, png)).status).toBe(200);
    const refused = await upload(token, png);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held up.
    expect((await upload(await newAccount(), png)).status).toBe(200);
  });
});

describe('removing the profile picture', () => {
  it('sets profilePicture to null, removes the bytes, and the address answers 404', async () => {
    const token = await newAccount();
    const url = (await upload(token, await picture('png'))).body.profilePicture as string;
    const answer = await server.request('DELETE', '/me/profile-picture', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.profilePicture).toBeNull();
    expect((await me(token)).profilePicture).toBeNull();
    expect(storedPictures()).not.toContain(fileOf(url));
    expect((await load(url)).status).toBe(404);
    // Again, with nothing left to remove.
    expect((await server.request('DELETE', '/api/v1/me/profile-picture', { token })).status).toBe(200);
  });

  it('goes with the account when it is deleted', async () => {
    const { token, email, password } = await signUp(server);
    const url = (await upload(token, await picture('png'))).body.profilePicture as string;
    expect((await server.request('DELETE', '/me', { token, body: { email, password } })).status).toBe(200);
    expect(storedPictures()).not.toContain(fileOf(url));
    expect((await load(url)).status).toBe(404);
  });
});

describe('the people of a shared list', () => {
  it('see a member\'s uploaded picture, and its address loads for them without a token', async () => {
    const { token: owner } = await signUp(server);
    const { token: guest, email: guestEmail } = await signUp(server);
    const url = (await upload(owner, await picture('png'))).body.profilePicture as string;
    const listId = newId();
    await pushItems(server, owner, { category: [{ id: listId, name: 'Trip' }] });
    expect((await server.request('POST', `/api/v1/categories/${listId}/members`, { token: owner, body: { emails: guestEmail, role: 'member' } })).status).toBe(200);
    const invitation = (await server.request('GET', '/api/v1/invitations', { token: guest })).body.find((one: { targetId: string }) => one.targetId === listId);
    expect((await server.request('POST', `/api/v1/invitations/${invitation.id}/accept`, { token: guest })).status).toBe(200);

    const members = await server.request('GET', `/api/v1/categories/${listId}/members`, { token: guest });
    const ownerId = (await me(owner)).id;
    expect(members.body.find((member: { userId: string }) => member.userId === ownerId).profilePicture).toBe(url);
    expect((await load(url)).status).toBe(200);
  });
});

describe('the picture addresses', () => {
  it('answer 404 for a picture that never was, and for any other name', async () => {
    for (const name of ['AAAAAAAAAAAAAAAAAAAAAA.webp', 'AAAAAAAAAAAAAAAAAAAAAA.png', '..%2F..%2Fsecret-key', 'x.webp']) {
      const answer = await server.request('GET', `/avatars/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
    }
  });
});

describe('PUT /me with profilePicture', () => {
  it('takes only http(s) addresses: javascript: and data: are 400 and change nothing', async () => {
    const token = await newAccount();
    for (const address of ['javascript:alert(document.domain)', 'data:image/svg+xml;base64,PHN2Zz4=', '/avatars/x.webp', 'vbscript:x']) {
      const answer = await server.request('PUT', '/me', { token, body: { profilePicture: address } });
      expect(answer.status, address).toBe(400);
      expect(answer.body).toEqual({ Error: 'Invalid profilePicture parameter', code: 'BAD_REQUEST' });
    }
    expect((await me(token)).profilePicture).toBeNull();
    const set = await server.request('PUT', '/me', { token, body: { profilePicture: 'https://pictures.example.org/me.jpg' } });
    expect(set.status).toBe(200);
    expect(set.body.profilePicture).toBe('https://pictures.example.org/me.jpg');
    // An empty address is none, as clients that clear the field send it.
    expect((await server.request('PUT', '/me', { token, body: { profilePicture: '' } })).body.profilePicture).toBeNull();
  });

  it('keeps an uploaded picture when a client sends it back unchanged, and releases its bytes when it sets another', async () => {
    const token = await newAccount();
    const url = (await upload(token, await picture('png'))).body.profilePicture as string;
    const echoed = await server.request('PUT', '/me', { token, body: { name: 'Echo', profilePicture: url } });
    expect(echoed.body).toMatchObject({ name: 'Echo', profilePicture: url });
    expect((await load(url)).status).toBe(200);

    const other = await server.request('PUT', '/me', { token, body: { profilePicture: 'https://pictures.example.org/other.png', timezone: 'Europe/Paris' } });
    expect(other.body).toMatchObject({ profilePicture: 'https://pictures.example.org/other.png', timezone: 'Europe/Paris' });
    expect(storedPictures()).not.toContain(fileOf(url));
    expect((await load(url)).status).toBe(404);
  });

  it('cannot take over another account\'s uploaded picture: setting its address and then removing it leaves it alone', async () => {
    const owner = await newAccount();
    const url = (await upload(owner, await picture('png'))).body.profilePicture as string;
    const other = await newAccount();
    expect((await server.request('PUT', '/me', { token: other, body: { profilePicture: url } })).body.profilePicture).toBe(url);
    expect((await server.request('DELETE', '/me/profile-picture', { token: other })).status).toBe(200);
    expect((await upload(other, await picture('png'))).status).toBe(200);
    expect((await load(url)).status).toBe(200);
    expect((await me(owner)).profilePicture).toBe(url);
  });
});
