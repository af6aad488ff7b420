import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../api/http.js';
import { createFakeServer, ok, serverError } from '../api/testing/fake-server.js';
import { renderScreen } from '../task-detail/testing/render-screen.js';
import { ToastProvider } from '../ui/index.js';
import { ArchiveDrawer } from './ArchiveDrawer.js';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const board = { id: 'b1', workspaceId: 'w1', name: 'Launch', emoji: null, isPrivate: false, isArchived: false, role: 'admin', membersCount: 1, position: 'a0', creationDate: 1, lastUpdateDate: 1 };
const section = (id: string, name: string, isArchived: boolean) => ({ id, boardId: 'b1', name, position: 'a0', isArchived });

/** The drawer reaching a fake server's boards: workspace w1 holds board b1 with the sections given. */
function renderDrawer(sections: ReturnType<typeof section>[], seed?: Parameters<typeof renderScreen>[1]) {
  const server = createFakeServer();
  server.on('GET', '/api/v1/workspaces/w1/boards', ok([board, { ...board, id: 'b2', name: 'Someone else\'s', role: null }]));
  server.on('GET', '/api/v1/boards/b1', ok({ board, sections, tasks: [], members: [], labels: [] }));
  const http = createHttpClient({ fetch: server.fetch, origin: server.origin, getToken: () => 'token' });
  const view = renderScreen(<ToastProvider><ArchiveDrawer open onClose={() => undefined} boards={{ http, workspaceIds: ['w1'] }} /></ToastProvider>, seed);
  return { ...view, server, drawer: within(screen.getByRole('dialog', { name: 'Archive' })) };
}

describe('the archive drawer with boards', () => {
  it('lists the archived sections of the caller\'s boards with their board, and restores one', async () => {
    const { user, server, drawer } = renderDrawer([section('s1', 'QA', true), section('s2', 'Doing', false)]);
    await user.click(drawer.getByRole('tab', { name: 'Sections' }));
    const row = await drawer.findByRole('listitem');
    expect(row.textContent).toBe('QA Launch');
    // Boards the caller has not joined are not opened.
    expect(server.callsTo('GET', '/api/v1/boards/b2')).toHaveLength(0);
    server.on('POST', '/api/v1/sections/s1/restore', ok(section('s1', 'QA', false)));
    server.on('GET', '/api/v1/boards/b1', ok({ board, sections: [section('s1', 'QA', false)], tasks: [], members: [], labels: [] }));
    await user.click(drawer.getByRole('button', { name: 'Restore QA' }));
    expect(await drawer.findByText('No archived sections')).toBeTruthy();
    expect(screen.getByText('QA is back on its board')).toBeTruthy();
  });

  it('says "Could not bring back to board" and "Could not delete" when the server refuses, deleting only after a confirmation', async () => {
    const { user, server, drawer } = renderDrawer([section('s1', 'QA', true)]);
    await user.click(drawer.getByRole('tab', { name: 'Sections' }));
    await drawer.findByRole('listitem');
    server.on('POST', '/api/v1/sections/s1/restore', serverError('FORBIDDEN'));
    await user.click(drawer.getByRole('button', { name: 'Restore QA' }));
    expect(await screen.findByText('Could not bring back to board')).toBeTruthy();
    await user.click(drawer.getByRole('button', { name: 'Delete QA permanently' }));
    expect(server.callsTo('DELETE', '/api/v1/sections/s1')).toHaveLength(0);
    server.on('DELETE', '/api/v1/sections/s1', serverError('NOT_ARCHIVED'));
    await user.click(drawer.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete')).toBeTruthy();
  });

  it('restores a board\'s task through the server, and says to add a section when its board has none', async () => {
    const { user, server, drawer, objects } = renderDrawer([], (store) => {
      store.create('task', { id: 't1', title: 'Ship it', status: 'DONE', boardId: 'b1', sectionId: 's1' });
      store.create('task', { id: 't2', title: 'Plain', status: 'DONE' });
    });
    server.on('POST', '/api/v1/tasks/t1/restore', serverError('NO_SECTION'));
    await user.click(drawer.getByRole('button', { name: 'Restore Ship it' }));
    expect(await screen.findByText('Add a section in order to restore')).toBeTruthy();
    // The device does not restore it on its own: the server decides where it goes.
    expect(objects().task.t1!.status).toBe('DONE');
    server.on('DELETE', '/api/v1/tasks/t1', { status: 204 });
    await user.click(drawer.getByRole('button', { name: 'Delete Ship it permanently' }));
    await user.click(drawer.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(server.callsTo('DELETE', '/api/v1/tasks/t1')).toHaveLength(1));
    // A personal task stays local.
    await user.click(drawer.getByRole('button', { name: 'Restore Plain' }));
    expect(objects().task.t2!.status).toBe('UNCHECKED');
    expect(server.callsTo('POST', '/api/v1/tasks/t2/restore')).toHaveLength(0);
  });
});
