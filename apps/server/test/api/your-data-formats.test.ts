import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../data-fixture.js';
import { signUp, startServer, type TestServer } from '../harness.js';

/** Other apps' files through POST /api/v1/import (API.md section 4, "Your data"): each format's parser, then one write. */
let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600', RATE_LIMIT_SIGNUP_PAIR: '1000/3600' }); });
afterAll(async () => { await server.close(); });

const fixture = (name: string) => readFile(new URL(`../../src/data-import/formats/fixtures/${name}`, import.meta.url), 'utf8');
const exported = async (token: string) => (await server.request('GET', '/api/v1/export?format=json', { token })).body;

describe('POST /api/v1/import, other apps', () => {
  it('reads a Todoist CSV: the file name names the project list, @labels become tags, indented rows subtasks', async () => {
    const { token } = await signUp(server);
    const answer = await importFile(server, token, 'todoist-csv', await fixture('todoist-project.csv'), { fileName: 'Garden.csv' });
    expect(answer.status).toBe(200);
    const data = await exported(token);
    const names = data.categories.map((c: { name: string }) => c.name);
    expect(names.some((name: string) => name.startsWith('Garden'))).toBe(true);
    expect(data.labels.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['home', 'weekend']));
    const party = data.tasks.find((t: { title: string }) => t.title === 'Plan the garden party');
    expect(party).toMatchObject({ priority: 'High' });
    expect(data.tasks.some((t: { parentGlobalTaskId: string | null }) => t.parentGlobalTaskId === party.id)).toBe(true);
  });

  it('reads a Todoist JSON backup and a Trello board', async () => {
    const { token } = await signUp(server);
    expect((await importFile(server, token, 'todoist-json', await fixture('todoist-backup.json'))).status).toBe(200);
    const trello = await importFile(server, token, 'trello', await fixture('trello-board.json'));
    expect(trello.status).toBe(200);
    expect(trello.body.tasks).toBeGreaterThan(0);
    const data = await exported(token);
    expect(data.categories.some((c: { isArchived: boolean }) => c.isArchived)).toBe(true);
  });

  it('reads a generic CSV with its column mapping in the user\'s date order, and names the line of a bad row', async () => {
    const { token } = await signUp(server);
    await server.request('PUT', '/me', { token, body: { webConfig: { dateFormat: 'DMY' } } });
    const mapping = { title: 'Task', note: 'Details', dueDate: 'Due', list: 'Project', tags: 'Labels', priority: 'Importance', status: 'State' };
    const text = await fixture('generic-spreadsheet.csv');
    const answer = await importFile(server, token, 'csv', text, { mapping, fileName: 'tasks.csv' });
    expect(answer.status).toBe(200);
    const insurance = (await exported(token)).tasks.find((t: { title: string }) => t.title === 'Renew car insurance');
    expect(new Date(insurance.dueDate).getUTCMonth()).toBe(4);

    const bad = await importFile(server, token, 'csv', 'Task;Due\nFine;01.05.2026\nBroken;45.13.2026\n', { mapping: { title: 'Task', dueDate: 'Due' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'IMPORT_INVALID', line: 3 });
    expect(bad.body.Error).toMatch(/^Line 3: /);
    expect(bad.body.Error).not.toMatch(/^Line 3: Line 3/);
  });

  it('asks for the mapping of a generic CSV (400 naming the field)', async () => {
    const { token } = await signUp(server);
    const answer = await importFile(server, token, 'csv', 'a,b\n1,2\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'IMPORT_INVALID', field: 'mapping' });
  });
});
