import { describe, expect, it } from 'vitest';
import { signedInServer } from '../harness.js';
import { byId, newId, pushItems } from '../sync-fixture.js';

const file = signedInServer();

const json = { 'content-type': 'application/json' };
/** A JSON text with a lone high surrogate escape where `LONE` stands (JSON.stringify would keep it as `\\ud800`). */
const withLone = (body: unknown, escape = '\\ud800') => JSON.stringify(body).replaceAll('LONE', escape);

describe('a lone UTF-16 surrogate', () => {
  it.each([
    ['PUT', '/me', { name: 'aLONE' }],
    ['PUT', '/me', { webConfig: { googleCalendarDisabledCalendars: ['LONE'] } }],
    ['PUT', '/me/tasks', [{ id: 'surrogate-task-1', title: 'LONE' }]],
    ['PUT', '/me/tasks', [{ id: 'surrogate-task-2', title: 't', note: 'nLONE' }]],
    ['PUT', '/me/tasks', [{ id: 'surrogate-task-3', title: 't', position: 'LONE' }]],
    ['PUT', '/me/categories', [{ id: 'surrogate-list-1', name: 'LONE' }]],
    ['PUT', '/me/labels', [{ id: 'surrogate-tag-1', name: 'LONE', color: '#FF0000' }]],
    ['POST', '/login', { email: 'a@b.co', password: 'pwLONE' }],
  ])('%s %s answers 400 and stores nothing', async (method, path, body) => {
    for (const escape of ['\\ud800', '\\uDFFF', '\\udc00\\ud800']) {
      const answer = await file.server.request(method, path, { token: file.token, raw: withLone(body, escape), headers: json });
      expect(answer.status, `${path} ${escape}`).toBe(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
    const tasks = await file.server.request('GET', '/me/tasks', { token: file.token });
    expect(tasks.body.map((task: { id: string }) => task.id)).not.toContain('surrogate-task-1');
  });

  it('in a key answers 400 too; a well-formed pair and an escaped backslash pass', async () => {
    expect((await file.server.request('PUT', '/me', { token: file.token, raw: '{"webConfig":{"\\ud800":1}}', headers: json })).status).toBe(400);
    const pair = await file.server.request('PUT', '/me', { token: file.token, raw: '{"name":"smile \\ud83d\\ude00 \\\\ud800"}', headers: json });
    expect(pair.status).toBe(200);
    expect(pair.body.name).toBe('smile \u{1F600} \\ud800');
  });

  it('deeply nested bodies are walked without running out of stack', async () => {
    const raw = `{"name":"x","deep":${'['.repeat(200_000)}"\\ud800"${']'.repeat(200_000)}}`;
    const answer = await file.server.request('PUT', '/me', { token: file.token, raw, headers: json });
    expect(answer.status).toBe(400);
  });
});

describe('a sync push holding a bad item', () => {
  const push = (raw: string) => file.server.request('POST', '/api/v11/me/sync?updatedSince=0', { token: file.token, raw, headers: json });

  it('refuses that item alone, listed as rejected, and stores the rest', async () => {
    const good = newId();
    const alsoGood = newId();
    const body = {
      models: {
        task: { items: [{ id: good, title: 'kept' }, { id: 'bad-surrogate', title: 'xLONE' }, { id: 'bad-nul', title: 'a\u0000b' }, { id: 'bad-type', title: 5 }, 'not an item'] },
        category: { items: [{ id: alsoGood, name: 'List kept' }, { id: 'bad-list', name: 'LONE' }] },
      },
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await push(withLone(body));
      expect(answer.status).toBe(200);
      expect(answer.body.models.task.rejected).toEqual([
        { id: 'bad-surrogate', code: 'BAD_REQUEST' }, { id: 'bad-nul', code: 'BAD_REQUEST' },
        { id: 'bad-type', code: 'BAD_REQUEST' }, { id: null, code: 'BAD_REQUEST' },
      ]);
      expect(answer.body.models.category.rejected).toEqual([{ id: 'bad-list', code: 'BAD_REQUEST' }]);
      expect(answer.body.models.label.rejected).toBeUndefined();
      const tasks = byId(answer, 'task');
      expect(tasks.get(good)?.title).toBe('kept');
      expect([...tasks.keys()].filter((id) => id.startsWith('bad'))).toEqual([]);
      expect(byId(answer, 'category').get(alsoGood)?.name).toBe('List kept');
    }
  });

  it('answers the current version of a refused edit, however old, so the device rolls back', async () => {
    const id = newId();
    const created = await pushItems(file.server, file.token, { task: [{ id, title: 'stored' }] });
    const cursor = created.body.lastUpdateDate as number;
    const late = await file.server.request('POST', `/api/v11/me/sync?updatedSince=${cursor}`, {
      token: file.token, raw: withLone({ models: { task: { items: [{ id, title: 'LONE' }, { id: 'never-stored', title: 'LONE' }] } } }), headers: json,
    });
    expect(late.status).toBe(200);
    expect(late.body.models.task.rejected).toEqual([{ id, code: 'BAD_REQUEST' }, { id: 'never-stored', code: 'BAD_REQUEST' }]);
    expect(late.body.models.task.items.map((task: { id: string; title: string }) => [task.id, task.title])).toEqual([[id, 'stored']]);
  });

  it('a body of the wrong shape is still refused whole', async () => {
    for (const raw of ['{"models":{"task":{"items":{}}}}', '{"models":[]}', '[]', '{"models":{"task":{"config":{"includeDone":"yes"}}}}']) {
      expect((await push(raw)).status, raw).toBe(400);
    }
  });
});

describe('an edit that reaches the server before the creation', () => {
  it('leaves creationDate the creation\'s', async () => {
    const id = newId();
    const created = file.server.clock.now() - 60_000;
    // A third-party client's edit names only the field it changed; the creating device's push comes later.
    await pushItems(file.server, file.token, { task: [{ id, note: 'edited first', noteUpdateTime: created + 1000 }] });
    const answer = await pushItems(file.server, file.token, { task: [{ id, title: 'Created offline', titleUpdateTime: created, creationDate: created }] });
    const task = byId(answer, 'task').get(id)!;
    expect(task).toMatchObject({ creationDate: created, title: 'Created offline', note: 'edited first' });
  });
});
