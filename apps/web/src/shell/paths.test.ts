import { describe, expect, it } from 'vitest';
import type { ViewKey } from '../tasks/views/types.js';
import {
  backgroundOf, boardPath, customViewPath, invitePath, myDayPath, createWorkspacePath, parseAddress, pathForView, searchPath, settingsPath, taskPath, workspacePath, workspaceSettingsPath,
} from './paths.js';

describe('addresses', () => {
  it('gives every view an address that reads back as that view', () => {
    const views: ViewKey[] = ['my-day', 'all-mine', 'all', 'next-7', 'assigned-to-me', 'list:work', 'tag:urgent', 'list:a/b c'];
    for (const view of views) expect(parseAddress(pathForView(view)), view).toEqual({ kind: 'view', view });
    expect(pathForView('my-day')).toBe(myDayPath);
    expect(myDayPath).toBe('/my-day');
    expect(['all-mine', 'all', 'next-7'].map((view) => pathForView(view as ViewKey))).toEqual(['/all', '/all-tasks', '/next-7-days']);
  });

  it('gives Assigned to me its own address, with or without a trailing slash, and lays a task over it', () => {
    expect(pathForView('assigned-to-me')).toBe('/assigned-to-me');
    expect(parseAddress('/assigned-to-me')).toEqual({ kind: 'view', view: 'assigned-to-me' });
    expect(parseAddress('/assigned-to-me/')).toEqual({ kind: 'view', view: 'assigned-to-me' });
    expect(backgroundOf('/assigned-to-me')).toEqual({ address: { kind: 'view', view: 'assigned-to-me' }, path: '/assigned-to-me' });
    for (const unknown of ['/assigned-to-me/x', '/assigned', '/lists/assigned-to-me/x']) expect(parseAddress(unknown), unknown).toEqual({ kind: 'unknown' });
  });

  it('reads tasks, search, settings, the start page and unknown addresses', () => {
    expect(parseAddress(taskPath('t 1'))).toEqual({ kind: 'task', taskId: 't 1' });
    const search = new URL(searchPath('milk & eggs'), 'http://x');
    expect(parseAddress(search.pathname, search.search)).toEqual({ kind: 'search', query: 'milk & eggs' });
    expect(parseAddress(settingsPath('theme'))).toEqual({ kind: 'settings', section: 'theme' });
    expect(parseAddress('/settings')).toEqual({ kind: 'settings', section: 'profile' });
    expect(parseAddress('/')).toEqual({ kind: 'start' });
    expect(parseAddress('/lists/work/')).toEqual({ kind: 'view', view: 'list:work' });
    for (const unknown of ['/nope', '/settings/nope', '/lists/', '/lists/a/b', '/tasks/%E0%A4%A']) {
      expect(parseAddress(unknown), unknown).toEqual({ kind: 'unknown' });
    }
  });

  it('reads a board\'s and a custom view\'s address, and lays a task over a custom view', () => {
    expect(parseAddress(boardPath('b 1'))).toEqual({ kind: 'board', boardId: 'b 1' });
    expect(parseAddress(customViewPath('v/1'))).toEqual({ kind: 'customView', viewId: 'v/1' });
    expect(backgroundOf(customViewPath('v1'))).toEqual({ address: { kind: 'customView', viewId: 'v1' }, path: '/views/v1' });
  });

  it('reads the workspace pages, the wizard, an invite link and the mailed invitations link', () => {
    expect(parseAddress(workspacePath('w/1'))).toEqual({ kind: 'workspace', workspaceId: 'w/1' });
    expect(parseAddress(workspaceSettingsPath('w1'))).toEqual({ kind: 'workspaceSettings', workspaceId: 'w1' });
    expect(parseAddress(createWorkspacePath)).toEqual({ kind: 'newWorkspace' });
    expect(parseAddress(invitePath('tok-en'))).toEqual({ kind: 'invite', token: 'tok-en' });
    expect(parseAddress('/invitations', '?email=b%2B1%40example.com')).toEqual({ kind: 'invitations', email: 'b+1@example.com' });
    expect(parseAddress('/invitations')).toEqual({ kind: 'invitations', email: null });
    for (const unknown of ['/workspaces', '/workspaces/w1/members', '/invite/t/settings', '/invite/']) {
      expect(parseAddress(unknown), unknown).toEqual({ kind: 'unknown' });
    }
    expect(backgroundOf('/workspaces/w1/settings')).toEqual({ address: { kind: 'workspaceSettings', workspaceId: 'w1' }, path: '/workspaces/w1/settings' });
    expect(backgroundOf(createWorkspacePath).path).toBe('/all');
  });

  it('lays a task or the settings over the view or search they came from, else over All my tasks', () => {
    expect(backgroundOf('/lists/work')).toEqual({ address: { kind: 'view', view: 'list:work' }, path: '/lists/work' });
    expect(backgroundOf('/search?q=rent')).toEqual({ address: { kind: 'search', query: 'rent' }, path: '/search?q=rent' });
    for (const from of [undefined, 42, '/tasks/x', '/settings/theme', '/nope']) {
      expect(backgroundOf(from), String(from)).toEqual({ address: { kind: 'view', view: 'all-mine' }, path: '/all' });
    }
  });
});
