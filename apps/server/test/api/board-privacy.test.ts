import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { changes, openSocket } from '../realtime-fixture.js';
import { newId, pushItems, sync } from '../sync-fixture.js';
import { boardWith, newSection, person, workspaceWith, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const call = (who: Person, method: string, path: string, body?: unknown) => server.request(method, path, { token: who.token, body });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('another person\'s private board (SPEC.md section 5) appears nowhere', () => {
  it('not in the board lists, the workspace, invitations, templates, the synced data search reads, nor on the socket', async () => {
    const [ann, bob, cy] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Cy')];
    const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member'], [cy, 'member']]);
    const secret = await boardWith(server, ann, workspace.id, 'Secret launch', true, [[cy, 'member']]);
    const sectionId = await newSection(server, ann, secret.id, 'Hidden column');
    const tagId = newId();
    await pushItems(server, ann.token, {
      label: [{ id: tagId, name: 'Confidential', color: '#e5484d', boardId: secret.id }],
      task: [{ id: newId(), title: 'Codename Falcon', boardId: secret.id, sectionId, labels: [tagId], assignedTo: cy.id }],
    });
    const secrets = [secret.id, 'Secret launch', 'Hidden column', 'Codename Falcon', 'Confidential'];
    const mentions = (answer: unknown) => secrets.filter((text) => JSON.stringify(answer).includes(text));

    const socket = openSocket(server, bob.token);
    await socket.ready;
    for (const [what, path] of [
      ['browse boards', `/api/v1/workspaces/${workspace.id}/boards`], ['the workspace', `/api/v1/workspaces/${workspace.id}`],
      ['its members', `/api/v1/workspaces/${workspace.id}/members`], ['invitations', '/api/v1/invitations'],
      ['templates', '/api/v1/templates'], ['me', '/me'],
    ]) {
      const answer = await call(bob, 'GET', path!);
      expect(answer.status, what).toBe(200);
      expect(mentions(answer.body), what).toEqual([]);
    }
    for (const path of [`/api/v1/boards/${secret.id}`, `/api/v1/boards/${secret.id}/members`]) {
      expect((await call(bob, 'GET', path)).status, path).toBe(404);
    }
    for (const path of [`/api/v1/boards/${secret.id}/join`, `/api/v1/boards/${secret.id}/sections`]) {
      expect((await call(bob, 'POST', path, { name: 'Peek' })).status, path).toBe(404);
    }
    const full = await sync(server, bob.token, { models: { task: { items: [], config: { includeDone: true, includeDeleted: true } } } });
    expect(mentions(full.body)).toEqual([]);

    // A member writes on the board: Bob's devices hear nothing, and his next pull brings nothing of it.
    const cursor = full.body.lastUpdateDate as number;
    const heardBefore = changes(socket).length;
    await pushItems(server, cy.token, { task: [{ id: newId(), title: 'Codename Falcon, part two', boardId: secret.id, sectionId }] });
    await pause(300);
    expect(changes(socket).slice(heardBefore)).toEqual([]);
    expect(socket.messages.filter((message) => mentions(message).length > 0)).toEqual([]);
    expect(mentions((await sync(server, bob.token, { updatedSince: cursor })).body)).toEqual([]);
    // Cy, a member, does see it.
    expect(mentions((await sync(server, cy.token)).body)).toEqual(secrets);
    socket.ws.close();
  });
});
