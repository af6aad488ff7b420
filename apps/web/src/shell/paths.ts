import type { ViewKey } from '../tasks/views/types.js';

/** SPEC.md section 2: the "My Day" page address is a constant. */
export const myDayPath = '/my-day';
/**
 * Where a workspace is created (the create-workspace wizard of SPEC.md section 2, workspaces/), opened by the
 * switcher and the sidebar's "Create a workspace" tip.
 */
export const createWorkspacePath = '/workspaces/new';
/** Where `/`, an unknown address and a task opened directly land: All my tasks (there is no start-page setting yet). */
export const startPath = '/all';

const smartViewPaths: Record<'my-day' | 'all-mine' | 'all' | 'next-7' | 'assigned-to-me', string> = {
  'my-day': myDayPath,
  'all-mine': '/all',
  all: '/all-tasks',
  'next-7': '/next-7-days',
  'assigned-to-me': '/assigned-to-me',
};

/** The settings sections an address can open (`/settings/:section`): the dialog's own section ids. */
import { settingsSections, type SettingsSectionId as SettingsSection } from '../settings/sections.js';

export { settingsSections, type SettingsSection };

/**
 * What an address of the signed-in app shows. `task`, `settings` and `newWorkspace` (the create-workspace wizard) lie
 * over a background address (history state). `invitations` (the mailed link) opens the notifications' Invitations
 * tab; signed out, it is the sign-in screen with `email` filled in.
 */
export type ShellAddress =
  | { kind: 'view'; view: ViewKey }
  | { kind: 'search'; query: string }
  | { kind: 'task'; taskId: string }
  | { kind: 'settings'; section: SettingsSection }
  | { kind: 'workspace'; workspaceId: string }
  | { kind: 'workspaceSettings'; workspaceId: string }
  | { kind: 'boards'; workspaceId: string }
  | { kind: 'templates'; workspaceId: string }
  | { kind: 'board'; boardId: string }
  | { kind: 'customView'; viewId: string }
  | { kind: 'newWorkspace' }
  | { kind: 'invite'; token: string }
  | { kind: 'invitations'; email: string | null }
  | { kind: 'start' }
  | { kind: 'unknown' };

/** The addresses that show in the main area, beside the sidebar; the others lie over one of these or lead to one. */
export type PageAddress = Extract<ShellAddress, { kind: 'view' | 'search' | 'workspace' | 'workspaceSettings' | 'boards' | 'templates' | 'invite' | 'board' | 'customView' }>;
const pageKinds: readonly ShellAddress['kind'][] = ['view', 'search', 'workspace', 'workspaceSettings', 'boards', 'templates', 'invite', 'board', 'customView'];

/** The address of a view (a smart view, a list or a tag). */
export function pathForView(view: ViewKey): string {
  if (view.startsWith('list:')) return `/lists/${encodeURIComponent(view.slice('list:'.length))}`;
  if (view.startsWith('tag:')) return `/tags/${encodeURIComponent(view.slice('tag:'.length))}`;
  return smartViewPaths[view as keyof typeof smartViewPaths];
}

export const taskPath = (taskId: string): string => `/tasks/${encodeURIComponent(taskId)}`;
export const searchPath = (query: string): string => `/search?${new URLSearchParams({ q: query }).toString()}`;
export const settingsPath = (section: SettingsSection = 'profile'): string => `/settings/${section}`;
export const workspacePath = (id: string): string => `/workspaces/${encodeURIComponent(id)}`;
export const workspaceSettingsPath = (id: string): string => `${workspacePath(id)}/settings`;
/** Browse boards: a workspace's boards (SPEC.md section 2). */
export const boardsPath = (workspaceId: string): string => `${workspacePath(workspaceId)}/boards`;
/** Browse templates for a workspace's new boards. */
export const templatesPath = (workspaceId: string): string => `${workspacePath(workspaceId)}/templates`;
export const invitePath = (token: string): string => `/invite/${encodeURIComponent(token)}`;
/** A board's view (its sections as columns); a task opened from it lies over it. */
export const boardPath = (id: string): string => `/boards/${encodeURIComponent(id)}`;
/** A custom view of the user's (SPEC.md section 3); a task opened from it lies over it. */
export const customViewPath = (id: string): string => `/views/${encodeURIComponent(id)}`;

function decoded(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

/** Reads a path and query (`/lists/abc`, `/search?q=milk`) as what the app shows there. */
export function parseAddress(pathname: string, search = ''): ShellAddress {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return { kind: 'start' };
  for (const [view, address] of Object.entries(smartViewPaths)) {
    if (path === address) return { kind: 'view', view: view as ViewKey };
  }
  if (path === '/search') return { kind: 'search', query: new URLSearchParams(search).get('q') ?? '' };
  if (path === '/settings') return { kind: 'settings', section: 'profile' };
  if (path === '/invitations') return { kind: 'invitations', email: new URLSearchParams(search).get('email') };
  if (path === createWorkspacePath) return { kind: 'newWorkspace' };
  const teams = /^\/(workspaces|invite)\/([^/]+)(?:\/(settings|boards|templates))?$/.exec(path);
  const teamsId = teams ? decoded(teams[2]!) : null;
  if (teams && teamsId !== null) {
    if (teams[1] === 'invite') return teams[3] ? { kind: 'unknown' } : { kind: 'invite', token: teamsId };
    if (teams[3] === 'settings') return { kind: 'workspaceSettings', workspaceId: teamsId };
    if (teams[3] === 'boards') return { kind: 'boards', workspaceId: teamsId };
    if (teams[3] === 'templates') return { kind: 'templates', workspaceId: teamsId };
    return { kind: 'workspace', workspaceId: teamsId };
  }
  const match = /^\/(lists|tags|tasks|settings|boards|views)\/([^/]+)$/.exec(path);
  const id = match ? decoded(match[2]!) : null;
  if (!match || id === null) return { kind: 'unknown' };
  if (match[1] === 'lists') return { kind: 'view', view: `list:${id}` };
  if (match[1] === 'tags') return { kind: 'view', view: `tag:${id}` };
  if (match[1] === 'tasks') return { kind: 'task', taskId: id };
  if (match[1] === 'boards') return { kind: 'board', boardId: id };
  if (match[1] === 'views') return { kind: 'customView', viewId: id };
  return (settingsSections as readonly string[]).includes(id) ? { kind: 'settings', section: id as SettingsSection } : { kind: 'unknown' };
}

/** The page a task, the settings or the wizard lie over: the address they were opened from, else All my tasks. */
export function backgroundOf(from: unknown): { address: PageAddress; path: string } {
  if (typeof from === 'string') {
    const url = new URL(from, 'http://app.invalid');
    const address = parseAddress(url.pathname, url.search);
    if (pageKinds.includes(address.kind)) return { address: address as PageAddress, path: `${url.pathname}${url.search}` };
  }
  return { address: { kind: 'view', view: 'all-mine' }, path: startPath };
}

/**
 * The history state a task or settings address carries: where it was opened from, and, when the app opened it, how
 * many history entries back that view is (1 over a view, one more for each overlay opened over another).
 */
export interface OverlayState {
  from: string;
  depth?: number;
}

/** The entries back to the view behind an overlay; 0 when the page was loaded at the overlay's address. */
export function depthOf(state: unknown): number {
  const depth = (state as Partial<OverlayState> | null)?.depth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

export function fromOf(state: unknown): string | undefined {
  const from = (state as Partial<OverlayState> | null)?.from;
  return typeof from === 'string' ? from : undefined;
}
