import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable, importFile } from '../data-fixture.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { newId, pushItems } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600', RATE_LIMIT_SIGNUP_PAIR: '1000/3600', IMPORT_MAX_MB: '0.05', RATE_LIMIT_CALENDAR_FEED: '3/3600' });
});
afterAll(async () => { await server.close(); });

const day = Date.UTC(2026, 10, 27);

/** An account with a list, a tag, a task with a subtask, checklist, reminder and repeat, My Day, and deleted things. */
async function seededAccount() {
  const { token } = await signUp(server);
  const [list, label, parent, sub, gone, plain] = [newId(), newId(), newId(), newId(), newId(), newId()];
  await pushItems(server, token, {
    category: [{ id: list, name: 'Work, "home"', isDefault: true, position: 'a1' }, { id: newId(), name: 'Old', isDeleted: true }],
    label: [{ id: label, name: 'urgent', color: '#e53935', position: 'a0' }],
    task: [
      {
        id: parent, title: 'Plan =SUM(A1)', note: 'line one\nline two', categoryId: list, labels: [label], dueDate: day + 9 * 3_600_000,
        priority: 'High', repeatingMethod: 'TASK_REPEAT_WEEK', alert: { type: 'OFFSET', offset: 15, repeatInterval: 1, repeatEndType: 'REPEAT_END_NEVER' },
        checklistItems: [{ id: newId(), title: 'first', checked: true }, { id: newId(), title: 'second', checked: false }], position: 'a0',
      },
      { id: sub, title: 'Sub step', parentGlobalTaskId: parent, categoryId: list, position: 'a1', status: 'CHECKED' },
      { id: plain, title: 'All day', note: '=HYPERLINK("x")', categoryId: list, dueDate: day, position: 'a2' },
      { id: gone, title: 'Deleted one', categoryId: list, status: 'DELETED' },
    ],
    myDayEntry: [{ id: newId(), referencedObjectType: 'task', referencedObjectId: parent, date: day, position: 'a0', status: 'ACTIVE' }],
  });
  return { token, list, label, parent, sub, plain };
}

const exportOf = (token: string, format: string) => server.request('GET', `/api/v1/export?format=${format}`, { token });

describe('GET /api/v1/export', () => {
  it('answers the whole account as JSON, deleted objects left out, as a download', async () => {
    const { token, parent, sub } = await seededAccount();
    const answer = await exportOf(token, 'json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="taskhub-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(Object.keys(answer.body)).toEqual(['version', 'exportedAt', 'user', 'categories', 'labels', 'tasks', 'myDayEntries', 'attachments', 'customViews', 'settings']);
    expect(answer.body.version).toBe(1);
    expect(answer.body.categories.map((list: { name: string }) => list.name)).toEqual(['Work, "home"']);
    expect(answer.body.tasks.map((task: { title: string }) => task.title).sort()).toEqual(['All day', 'Plan =SUM(A1)', 'Sub step']);
    const task = answer.body.tasks.find((item: { id: string }) => item.id === parent);
    expect(task).toMatchObject({ globalTaskId: parent, priority: 'High', repeatingMethod: 'TASK_REPEAT_WEEK', alert: { type: 'OFFSET', offset: 15 } });
    expect(task.checklistItems).toHaveLength(2);
    expect(task).toHaveProperty('titleUpdateTime');
    expect(answer.body.tasks.find((item: { id: string }) => item.id === sub).parentGlobalTaskId).toBe(parent);
    expect(answer.body.myDayEntries).toHaveLength(1);
    expect(answer.body.settings).toMatchObject({ timezone: 'UTC', webConfig: expect.any(Object), myDayConfig: expect.any(Object) });
    expect(answer.body.user).not.toHaveProperty('passwordHash');
  });

  it('answers tasks as CSV, quoted, formulas defused, dates in the user\'s zone', async () => {
    const { token } = await seededAccount();
    const answer = await exportOf(token, 'csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/filename="taskhub-.*\.csv"/);
    const text = answer.body as string;
    expect(text.split('\r\n')[0]).toBe('id,parentId,title,note,list,tags,status,priority,dueDate,repeat,checklist,createdAt');
    expect(text).toContain(',Plan =SUM(A1),');
    expect(text).toContain(',All day,"\'=HYPERLINK(""x"")",');
    expect(text).toContain('"Work, ""home"""');
    expect(text).toContain('2026-11-27 09:00');
    expect(text).toContain(',2026-11-27,');
    expect(text).toContain('"[x] first\n[ ] second"');
    expect(text).not.toContain('Deleted one');
  });

  it('answers dated tasks as iCalendar: all-day as dates, repeats as RRULE', async () => {
    const { token, parent, plain } = await seededAccount();
    const answer = await exportOf(token, 'ics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = answer.body as string;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain(`UID:${parent}@taskhub`);
    expect(text).toContain('DTSTART:20261127T090000Z');
    expect(text).toContain('RRULE:FREQ=WEEKLY');
    expect(text).toContain(`UID:${plain}@taskhub\r\nDTSTAMP:`);
    expect(text).toContain('DTSTART;VALUE=DATE:20261127\r\nDTEND;VALUE=DATE:20261128');
    expect(text).toContain('DESCRIPTION:line one\\nline two');
  });

  it('refuses an unknown format (400) and a caller without a token (401)', async () => {
    const { token } = await signUp(server);
    expect((await exportOf(token, 'xml')).status).toBe(400);
    expect((await server.request('GET', '/api/v1/export', { token })).status).toBe(400);
    expect((await server.request('GET', '/api/v1/export?format=json')).status).toBe(401);
  });
});

describe('POST /api/v1/import', () => {
  it('imports our own export into a new account: the same data comes out', async () => {
    const { token } = await seededAccount();
    const exported = (await exportOf(token, 'json')).body;
    const other = await signUp(server);
    const answer = await importFile(server, other.token, 'taskhub', JSON.stringify(exported));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ lists: 1, tasks: 3, labels: 1 });
    const again = (await exportOf(other.token, 'json')).body;
    expect(comparable(again)).toEqual(comparable(exported));
    // A checked task stays checked: it was completed elsewhere, and nothing repeats on import.
    expect(again.tasks.find((task: { title: string }) => task.title === 'Sub step').status).toBe('CHECKED');
  });

  it('into an account that has data: its default list stays, tags of the same name are reused', async () => {
    const { token } = await seededAccount();
    const exported = (await exportOf(token, 'json')).body;
    const answer = await importFile(server, token, 'taskhub', JSON.stringify(exported));
    expect(answer.body).toEqual({ lists: 1, tasks: 3, labels: 0 });
    const after = (await exportOf(token, 'json')).body;
    expect(after.labels).toHaveLength(1);
    expect(after.categories.filter((list: { isDefault: boolean }) => list.isDefault)).toHaveLength(1);
    expect(after.tasks).toHaveLength(6);
    expect(new Set(after.tasks.flatMap((task: { labels: string[] }) => task.labels))).toEqual(new Set([after.labels[0].id]));
  });

  it('names the line of a file that is not JSON, and imports nothing', async () => {
    const { token } = await signUp(server);
    const answer = await importFile(server, token, 'taskhub', '{\n  "version": 1,\n  "tasks": [\n    {"id": "a", "title": "x"},,\n  ]\n}');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'IMPORT_INVALID', line: 4 });
    expect(answer.body.Error).toMatch(/^Line 4: /);
  });

  it('names the field of a wrong value, and imports nothing of the file', async () => {
    const { token } = await signUp(server);
    const file = { version: 1, categories: [{ id: 'l1', name: 'Fine' }], tasks: [{ id: 't1', title: 'ok', categoryId: 'l1' }, { id: 't2', title: 'bad', status: 'FINISHED' }] };
    const answer = await importFile(server, token, 'taskhub', JSON.stringify(file));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'IMPORT_INVALID', field: 'tasks[1].status' });
    expect((await exportOf(token, 'json')).body).toMatchObject({ categories: [], tasks: [] });
    const notOurs = await importFile(server, token, 'taskhub', JSON.stringify({ hello: 'world' }));
    expect(notOurs.body).toMatchObject({ code: 'IMPORT_INVALID', field: 'version' });
  });

  it('refuses a whole import the tag rules refuse (PREMIUM_REQUIRED past the free tags), nothing stored', async () => {
    const { token } = await signUp(server);
    const labels = Array.from({ length: 21 }, (_, i) => ({ id: `g${i}`, name: `tag ${i}`, color: '#e53935' }));
    const answer = await importFile(server, token, 'taskhub', JSON.stringify({ version: 1, labels, tasks: [{ id: 't', title: 'one' }] }));
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('PREMIUM_REQUIRED');
    expect((await exportOf(token, 'json')).body.tasks).toEqual([]);
  });

  it('refuses a file past IMPORT_MAX_MB (413), a form without the file, a plain body and an unknown format (400)', async () => {
    const { token } = await signUp(server);
    const big = await importFile(server, token, 'taskhub', 'x'.repeat(60 * 1024));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('FILE_TOO_BIG');
    const form = new FormData();
    form.append('other', 'value');
    const noFile = await fetch(`${server.url}/api/v1/import?format=taskhub`, { method: 'POST', headers: { 'x-anydo-auth': token }, body: form });
    expect(noFile.status).toBe(400);
    const plain = await server.request('POST', '/api/v1/import?format=taskhub', { token, body: { version: 1 } });
    expect(plain.status).toBe(400);
    expect((await importFile(server, token, 'excel', '{}')).status).toBe(400);
    expect((await importFile(server, token, 'csv', 'title\nx')).body).toMatchObject({ code: 'IMPORT_INVALID', field: 'mapping' });
    expect((await importFile(server, token, 'csv', 'title\nx', { mapping: { nope: 1 } })).body).toMatchObject({ code: 'IMPORT_INVALID', field: 'mapping' });
    const anonymous = await fetch(`${server.url}/api/v1/import?format=taskhub`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
  });
});

describe('calendar feed', () => {
  it('makes a secret address that answers the dated open tasks without a token; a new one replaces it; DELETE revokes (200)', async () => {
    const { token, parent, plain } = await seededAccount();
    expect((await server.request('GET', '/api/v1/calendar-feed', { token })).body).toEqual({ url: null });
    const made = await server.request('POST', '/api/v1/calendar-feed', { token });
    expect(made.status).toBe(200);
    const url = made.body.url as string;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await server.request('GET', '/api/v1/calendar-feed', { token })).body).toEqual({ url });
    const path = new URL(url).pathname;
    const feed = await server.request('GET', path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.body).toContain(`UID:${parent}@taskhub`);
    expect(feed.body).toContain(`UID:${plain}@taskhub`);
    expect(feed.body).not.toContain('Sub step');

    const renewed = (await server.request('POST', '/api/v1/calendar-feed', { token })).body.url as string;
    expect(renewed).not.toBe(url);
    expect((await server.request('GET', path)).status).toBe(404);
    expect((await server.request('GET', new URL(renewed).pathname)).status).toBe(200);
    const revoked = await server.request('DELETE', '/api/v1/calendar-feed', { token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ url: null });
    expect((await server.request('GET', new URL(renewed).pathname)).status).toBe(404);
    expect((await server.request('GET', '/api/v1/calendar-feed', { token })).body).toEqual({ url: null });
  });

  it('is rate-limited per address (429 with Retry-After), answers 404 to a malformed one, and needs a token to manage', async () => {
    const { token } = await signUp(server);
    const path = new URL((await server.request('POST', '/api/v1/calendar-feed', { token })).body.url).pathname;
    for (let i = 0; i < 3; i += 1) expect((await server.request('GET', path)).status).toBe(200);
    const limited = await server.request('GET', path);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.request('GET', '/api/v1/calendar-feed/short.ics')).status).toBe(404);
    expect((await server.request('POST', '/api/v1/calendar-feed')).status).toBe(401);
    expect((await server.request('DELETE', '/api/v1/calendar-feed')).status).toBe(401);
  });
});
