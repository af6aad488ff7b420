import { syncModelNames, syncModels, writableFields, type SyncModelName } from '@taskhub/domain';
import type { z } from 'zod';
import { corpus } from './fuzz-corpus.js';

/** A PNG of one transparent pixel. */
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A small seeded generator (mulberry32): the same seed makes the same requests, so a failure reproduces. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** What the generator knows of the server under test: its routes, and real ids and credentials to mix in. */
export interface FuzzTarget {
  routes: readonly { method: string; url: string; public: boolean }[];
  token: string;
  email: string;
  password: string;
  ids: string[];
  /** The fuzzed account's id, its workspace and that workspace's invite-link token, for the teams calls' paths. */
  userId: string;
  workspaceId: string;
  inviteToken: string;
  /** A second workspace, for the well-formed delete, so the calls after it in a round still find the first. */
  spareWorkspaceId: string;
  /** A list shared from the start, named only by the list-member calls (no other call may delete it meanwhile). */
  sharedListId: string;
  /** A third workspace, whose invite link the well-formed revoke ends (the first's link stays for the link calls). */
  linkWorkspaceId: string;
  /** A board of the workspace with a section, and a second board for the calls that end one (leave, archive). */
  boardId: string;
  sectionId: string;
  spareBoardId: string;
  /** A comment of the account's on its task, and one for the well-formed deletes (the first one takes it). */
  commentId: string;
  spareCommentId: string;
  /**
   * Objects of the personal routes' kinds named only by their well-formed deletes, so a delete reaches its work in
   * every run while the objects in `ids` stay for the other calls.
   */
  spares: Record<PersonalKind, string>;
}

type PersonalKind = 'tasks' | 'categories' | 'attachments' | 'labels';
/** Where each kind's object is in `ids`: a personal object route names one of its own kind (`/me/labels/:id`). */
const idIndex: Record<PersonalKind, number> = { tasks: 0, categories: 1, attachments: 2, labels: 3 };

const syncFieldNames = [...new Set(syncModelNames.flatMap((model) => writableFields(model).flatMap((field) => [field, `${field}UpdateTime`])))];
/** Field names of the API's bodies and queries, so junk reaches past the first check now and then. */
const keys = [
  'email', 'password', 'name', 'username', 'client_id', 'platform', 'token', 'code', 'phone_number', 'phoneNumber', 'locale',
  'models', 'items', 'config', 'includeDone', 'includeDeleted', 'id', 'globalTaskId', 'creationDate', 'timezone',
  'firstDayOfWeek', 'webConfig', 'myDayConfig', 'myDaySuggestionFilters', 'profilePicture', 'completedCounter', 'captcha_method',
  'captcha_params', 'endpoint', 'keys', 'p256dh', 'auth', 'expirationTime', 'subscription', 'advanceMs', 'to', 'updatedSince',
  'includeNonVisible', 'access_token', 'id_token', 'refresh_token', 'state', 'new_password', 'enabled', 'workspaceId',
  'create_predefined_data', 'referrer', 'templateId', 'type', 'description', 'jobType', 'text', '__proto__', 'constructor', ...syncModelNames, ...syncFieldNames,
];

/** String values, as the raw JSON text of each: some escape a lone surrogate or a NUL, which JSON.stringify cannot. */
const strings = [
  '""', '" "', '"a"', '"0"', '"-1"', '"1e400"', '"true"', '"null"', '"UTC"', '"Europe/Berlin"', '"Not/AZone"', '"#FF0000"', '"a0"',
  '"zzzzzz"', '"CHECKED"', '"DELETED"', '"High"', '"TASK_REPEAT_DAY"', '"OFFSET"', '"CUSTOM"', '"REPEAT_END_ON_DATE"', '"1111111"',
  '"en"', '"xx-YY"', '"web"', '"3"', '"a@b.co"', '"not an email"', '"../../etc/passwd"', '"%00"', '"<script>alert(1)</script>"',
  '"\\ud83d\\ude00"', '"\\u202e\\ufeff"', '"+15555550123"', '"123456"',
  '"recaptcha"', '"https://example.com/push/x"', '"2026-11-26T10:00:00Z"', '"0500"', '"9999"', '"  padded  "',
  `"${'x'.repeat(300)}"`, `"${'y'.repeat(20_000)}"`,
];
/** Text the database cannot store, where a 500 hid: lone surrogates (either half, or reversed) and NUL. */
const unstorable = ['"\\ud800"', '"a\\udfffb"', '"\\udc00\\ud800"', '"x\\u0000"', '"\\uDBFF"'];
strings.push(...unstorable);

/** Number texts, some past what a double or a column holds (1e400 parses as Infinity). */
const numbers = [
  '0', '-0', '1', '-1', '0.5', '7', '42', '1e400', '-1e400', '1e308', '9007199254740993', '8640000000000000', '8640000000000001',
  '-8640000000000001', '99999999999999999999999999', '1e-400', '2147483648', '1795690000000', '6', '12', '24', '60', '1000000',
];

/** Write times a client may send: the epoch, now, the last millisecond a date can hold, and in between. */
const times = ['0', '1', '2147483648', '1795690000000', '1795690000001', '4102444800000', '8640000000000000'];

/** Object-valued texts for fields such as a task's alert, from plain to the far ends of the recurrence maths. */
const structured = [
  '[]', '{}', '{"type":"NONE"}', '{"type":"OFFSET","offset":15}', '{"type":"OFFSET","offset":-99999999}',
  '{"type":"CUSTOM","customTime":1795690000000,"repeatInterval":1,"repeatDays":"1111111","repeatMonthType":"ON_DAY","repeatWeekNumber":6,"repeatEndType":"REPEAT_END_ON_DATE","repeatEndsOn":8640000000000000}',
  '{"type":"OFFSET","offset":0,"repeatInterval":1000000,"repeatEndType":"REPEAT_END_AFTER_OCCURRENCES","repeatEndsAfterOccurrences":1000000000,"repeatStartsOn":0,"repeatNextOccurrence":8640000000000000}',
];

/** A value kept as its JSON text: a lone surrogate escape or 1e400 has no other form that survives JSON.stringify. */
class Raw {
  constructor(readonly text: string) {}
}

const toJson = (value: unknown): string => {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) return `{${Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${toJson(inner)}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

const parsesTo = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Per model and field, the pooled texts its wire schema accepts: they get junk past the schema and into the write. */
const accepted = new Map<string, string[]>();
function acceptedTexts(model: SyncModelName, field: string, pool: string[]): string[] {
  const key = `${model}.${field}`;
  if (!accepted.has(key)) {
    const schema = (syncModels[model].fields as Record<string, z.ZodType>)[field]!;
    accepted.set(key, pool.filter((text) => schema.safeParse(parsesTo(text)).success));
  }
  return accepted.get(key)!;
}

export class FuzzGenerator {
  constructor(private readonly random: Random, private readonly target: FuzzTarget) {}

  private value(depth: number): string {
    const r = this.random;
    const roll = r.int(depth > 3 ? 6 : 10);
    if (roll < 2) return r.pick(strings);
    if (roll < 3) return JSON.stringify(r.pick([...this.target.ids, this.target.email]));
    if (roll < 4) return r.pick(numbers);
    if (roll < 5) return r.pick(['true', 'false', 'null']);
    if (roll < 6) return r.chance(0.02) ? `${'['.repeat(5000)}${']'.repeat(5000)}` : '[]';
    if (roll < 8) return `[${Array.from({ length: r.int(4) }, () => this.value(depth + 1)).join(',')}]`;
    return this.object(depth + 1);
  }

  private object(depth: number): string {
    const entries = Array.from({ length: this.random.int(6) }, () => `${JSON.stringify(this.random.pick(keys))}:${this.value(depth)}`);
    return `{${entries.join(',')}}`;
  }

  /**
   * An object of a synced model, its fields given values their schema accepts (lone surrogates, far dates, huge
   * offsets among them) and now and then one it refuses: it reaches past the item check into the write.
   */
  private syncItem(model: SyncModelName): string {
    const r = this.random;
    const ids = this.target.ids.map((id) => JSON.stringify(id));
    const pool = [...strings, ...numbers, ...structured, 'true', 'false', 'null', ...ids, `[${ids.join(',')}]`];
    const fields = writableFields(model);
    const entries = [`"id":${r.chance(0.9) ? r.pick(ids) : this.value(3)}`];
    if (r.chance(0.2)) entries.push(`"creationDate":${r.chance(0.9) ? r.pick(times) : r.pick(numbers)}`);
    for (let i = 1 + r.int(5); i > 0; i -= 1) {
      const field = r.pick(fields);
      const valid = acceptedTexts(model, field, pool);
      const bad = acceptedTexts(model, field, unstorable);
      const text = bad.length > 0 && r.chance(0.1) ? r.pick(bad) : valid.length > 0 && r.chance(0.96) ? r.pick(valid) : this.value(2);
      entries.push(`${JSON.stringify(field)}:${text}`);
      if (r.chance(0.5)) entries.push(`"${field}UpdateTime":${r.chance(0.95) ? r.pick(times) : r.pick(numbers)}`);
    }
    return `{${entries.join(',')}}`;
  }

  /** A well-formed body with one or two of its values (or keys) changed to junk. */
  private mutated(body: unknown): string {
    const r = this.random;
    let value: unknown = structuredClone(body);
    for (let i = 1 + r.int(2); i > 0; i -= 1) {
      const containers: Record<string, unknown>[] = [];
      // A Raw (junk put in by an earlier pass) is a value, not a container: writing its `text` key made it hold a Raw.
      const walk = (node: unknown) => {
        if (typeof node !== 'object' || node === null || node instanceof Raw) return;
        containers.push(node as Record<string, unknown>);
        for (const inner of Object.values(node)) walk(inner);
      };
      walk(value);
      if (containers.length === 0) {
        value = new Raw(this.value(1));
        continue;
      }
      const container = r.pick(containers);
      const keysHere = Object.keys(container);
      const key = keysHere.length > 0 && r.chance(0.85) ? r.pick(keysHere) : r.pick(keys);
      if (r.chance(0.1)) delete container[key];
      // Defined, not assigned: assigning the key `__proto__` made the container itself a Raw (seed 118080153).
      else Object.defineProperty(container, key, { value: new Raw(r.chance(0.2) ? r.pick(unstorable) : this.value(2)), enumerable: true, configurable: true, writable: true });
    }
    return toJson(value);
  }

  private jsonBody(route: string, url: string, index: number): string {
    const r = this.random;
    const model = r.pick(syncModelNames);
    if (url.endsWith('/me/sync') && r.chance(0.7)) {
      const items = Array.from({ length: 1 + r.int(4) }, () => (r.chance(0.85) ? this.syncItem(model) : this.value(2)));
      return `{"models":{"${model}":{"items":[${items.join(',')}]}}}`;
    }
    const rest = /\/me\/(tasks|categories|labels)$/.exec(url);
    if (rest && r.chance(0.7)) {
      const restModel = ({ tasks: 'task', categories: 'category', labels: 'label' } as const)[rest[1] as 'tasks'];
      return `[${Array.from({ length: 1 + r.int(3) }, () => this.syncItem(restModel)).join(',')}]`;
    }
    const seeds = corpus(this.target, index)[route];
    // Now and then the well-formed body itself, so the route's own work runs too (a body whose only value is mutated never could).
    if (seeds && r.chance(0.8)) return r.chance(0.15) ? toJson(r.pick(seeds)) : this.mutated(r.pick(seeds));
    return r.chance(0.8) ? this.object(0) : this.value(0);
  }

  private body(route: string, url: string, index: number): { type?: string; bytes?: Buffer } {
    const r = this.random;
    const json = this.jsonBody(route, url, index);
    switch (r.int(20)) {
      case 0: return { type: 'application/json', bytes: Buffer.from(json.slice(0, r.int(json.length))) };
      case 1: return { type: 'application/x-www-form-urlencoded', bytes: Buffer.from(r.pick([
        `email=${encodeURIComponent(this.target.email)}&password=x&name=%ED%A0%80&a[b]=1`, `email=a%00b%40c.co&password=%00&state=%00&code=%00`,
        `email=${encodeURIComponent(this.target.email)}&email=x&password=x&password=y`, 'state=&code=&id_token=&user=%7B%22name%22%3A1%7D',
      ])) };
      case 2: return { type: r.pick(['text/plain', 'application/octet-stream', 'image/png', 'application/xml']), bytes: Buffer.from(json) };
      case 3: return { type: r.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=zz']), bytes: Buffer.from(`--zz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${json}`) };
      case 4: return { type: r.pick(['application/json; charset=utf-16', 'APPLICATION/JSON', 'application/vnd.api+json', 'application/json;;']), bytes: Buffer.from(json) };
      case 5: return { bytes: Buffer.from(json) };
      case 6: return { type: 'application/json', bytes: Buffer.from([0xef, 0xbb, 0xbf, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x7b]) };
      case 7: return {};
      default: return { type: 'application/json', bytes: Buffer.from(json) };
    }
  }

  /** A path parameter: mostly one that names something (a version, a real id), else junk. */
  private pathParam(name: string): string {
    const r = this.random;
    if (r.chance(0.75)) return name === 'version' ? r.pick(['v11', 'v1', 'v3']) : r.pick(this.target.ids);
    return r.pick([
      ...this.target.ids, 'v11', 'v1', 'v0', 'v99999999999999999999', 'AAAAAAAAAAAAAAAAAAAAAA', 'x'.repeat(600), '%ED%A0%80', '%00',
      '..', '%2E%2E%2F', '%E0%A4%A', '%F0%9F%99%82', '%20', '-', 'null', '1e400',
    ]);
  }

  private query(): string {
    const r = this.random;
    const names = ['globalTaskId', 'updatedSince', 'includeDeleted', 'includeNonVisible', 'id', 'token', 'format', 'jobType', 'login_token', 'state', 'code', 'cursor', 'limit', 'x'];
    const values = [...this.target.ids, '', '0', '-1', '1e400', '1795690000000.5', '99999999999999999', 'true', 'False', '%ED%A0%80', '%00', '%E0%A4%A', 'a%2Cb', 'x'.repeat(2000)];
    const parts = Array.from({ length: r.chance(0.5) ? 0 : 1 + r.int(3) }, () => `${r.pick(names)}=${r.pick(values)}`);
    return parts.length ? `?${parts.join('&')}` : '';
  }

  /** Whether the index-th request is its route's well-formed call: one round in eleven, the rest are malformed. */
  wellFormed(index: number): boolean {
    return Math.floor(index / this.target.routes.length) % 11 === 10;
  }

  /**
   * The route's call as a client makes it (its method, a session, real ids, its corpus body as is), so each route's
   * own work runs now and then, however narrow the way past its checks.
   */
  private wellFormedRequest(route: FuzzTarget['routes'][number], index: number): FuzzRequest {
    const r = this.random;
    const path = route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => this.realParam(route, name));
    const headers: Record<string, string> = { 'x-anydo-auth': this.target.token };
    if (route.url.endsWith('/me/attachments') && route.method === 'POST') {
      return { method: route.method, path: `${path}?globalTaskId=${this.target.ids[0]!}`, headers: { ...headers, 'x-file-name': 'a.txt' }, body: Buffer.from('fuzz') };
    }
    // An import is a multipart form holding the file; our own format's smallest file.
    if (route.url === '/api/v1/import') {
      const form = `--zz\r\nContent-Disposition: form-data; name="file"; filename="export.json"\r\n\r\n{"version":1,"tasks":[{"id":"f","title":"fuzz"}]}\r\n--zz--\r\n`;
      return { method: route.method, path: `${path}?format=taskhub`, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zz' }, body: Buffer.from(form) };
    }
    // A profile picture is a multipart form holding an image; the smallest PNG.
    if (route.url.endsWith('/me/profile-picture') && route.method === 'POST') {
      const part = '--zz\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n';
      const body = Buffer.concat([Buffer.from(part), Buffer.from(onePixelPng, 'base64'), Buffer.from('\r\n--zz--\r\n')]);
      return { method: route.method, path, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zz' }, body };
    }
    // An export names its format in the query.
    if (route.url === '/api/v1/export') return { method: route.method, path: `${path}?format=${r.pick(['json', 'csv', 'ics'])}`, headers };
    const seeds = corpus(this.target, index)[`${route.method} ${route.url}`];
    if (!seeds) return { method: route.method, path, headers };
    // Each corpus body in turn, not one at random: a route whose way past its checks is one body of several (DELETE /me
    // with the right credentials) then gets it in every run, whatever the seed and however many routes there are.
    const seed = seeds[Math.floor(index / this.target.routes.length / 11) % seeds.length];
    return { method: route.method, path, headers: { ...headers, 'content-type': 'application/json' }, body: Buffer.from(toJson(seed)) };
  }

  /** A real value for a path parameter of a well-formed call. */
  private realParam({ method, url }: { method: string; url: string }, name: string): string {
    if (name === 'version') return 'v1';
    if (method === 'DELETE' && url === '/api/v1/workspaces/:id') return this.target.spareWorkspaceId;
    if (method === 'DELETE' && url === '/api/v1/workspaces/:id/invite-link') return this.target.linkWorkspaceId;
    if (name === 'userId') return this.target.userId;
    if (name === 'token') return this.target.inviteToken;
    if (name === 'id' && url.startsWith('/api/v1/workspaces/')) return this.target.workspaceId;
    if (name === 'id' && (url.endsWith('/leave') || url.endsWith('/archive')) && url.startsWith('/api/v1/boards/')) return this.target.spareBoardId;
    if (name === 'id' && url.startsWith('/api/v1/boards/')) return this.target.boardId;
    if (name === 'id' && url.startsWith('/api/v1/sections/')) return this.target.sectionId;
    if (name === 'id' && url.startsWith('/api/v1/categories/')) return this.target.sharedListId;
    if (name === 'id' && url.startsWith('/api/v1/tasks/')) return this.target.ids[0]!;
    if (name === 'id' && url.startsWith('/api/v1/comments/')) return method === 'DELETE' ? this.target.spareCommentId : this.target.commentId;
    // A built-in template's preview.
    if (name === 'id' && url.startsWith('/api/v1/templates/')) return 'sprint-board';
    // A personal object's route gets an object of its kind (a random id of another kind would never reach its work);
    // a delete gets a spare one.
    const kind = /\/me\/(tasks|categories|attachments|labels)\/:id(\/content)?$/.exec(url)?.[1] as PersonalKind | undefined;
    if (name === 'id' && kind) return method === 'DELETE' ? this.target.spares[kind] : this.target.ids[idIndex[kind]]!;
    return this.random.pick(this.target.ids);
  }

  /** The index-th request: routes are taken in turn, so every one gets its share. */
  request(index: number): FuzzRequest {
    const r = this.random;
    const route = this.target.routes[index % this.target.routes.length]!;
    if (this.wellFormed(index)) return this.wellFormedRequest(route, index);
    const method = r.chance(0.85) ? route.method : r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND']);
    let path = route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => this.pathParam(name)).replace(/\*$/, () => this.pathParam('*'));
    if (r.chance(0.05)) path = r.pick([`${path}/`, `/${path}`, path.replace('/me', '/ME'), `${path}/%ED%A0%80`]);
    const headers: Record<string, string> = {};
    const auth = r.int(10);
    if (auth < 6) headers['x-anydo-auth'] = this.target.token;
    else if (auth < 7) headers.authorization = `Bearer ${this.target.token}`;
    else if (auth < 8) headers['x-anydo-auth'] = r.pick(['x', 'x'.repeat(5000), '%00', this.target.token.slice(1)]);
    if (r.chance(0.3)) headers['x-file-name'] = r.pick(['a.txt', '%ED%A0%80', '%E0%A4%A', '%00.txt', '..%2F..%2Fx', 'x'.repeat(2000), '']);
    if (r.chance(0.1)) headers['x-platform'] = r.pick(['3', '-1', 'web', '99999999999999999999']);
    if (r.chance(0.05)) headers['x-forwarded-for'] = r.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1']);
    const { type, bytes } = method === 'GET' && r.chance(0.8) ? {} : this.body(`${route.method} ${route.url}`, route.url, index);
    if (type !== undefined) headers['content-type'] = type;
    // An upload names its task in the query and its file in a header: half of them do, so some get as far as the store.
    if (route.url.endsWith('/me/attachments') && r.chance(0.5)) {
      headers['x-file-name'] ??= 'a.txt';
      return { method, path: `${path}?globalTaskId=${this.target.ids[0]!}`, headers, body: bytes };
    }
    return { method, path: `${path}${this.query()}`, headers, body: bytes };
  }
}
