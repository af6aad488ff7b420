import { missing, rule, type Case } from './authorization-routes.js';
import { expect } from 'vitest';
import {
  boardAdmins, boardReaders, boardWriters, isOneOf, listReaders, signedIn, spareBoard, spareSection, workspaceMembers, type Caller, type SignedIn, type World,
} from './teams-fixture.js';

/**
 * The authorization matrix's entries for boards (API.md section 5): the world's private board has the workspace's
 * people at their roles (owner, admin: admins; member; viewer), its public board only the owner; the list guest and
 * the outsider are in neither, so a board of this workspace is as unseen to them as a missing one.
 */

const uid = (w: World, who: SignedIn) => w.people[who].id;
const boardPath = (w: World, rest = '') => `/api/v1/boards/${w.board.id}${rest}`;
const self = (w: World, who: Caller) => (who in w.people ? uid(w, who as SignedIn) : missing());
/** Writers act on an object made for them; everyone else is tried on the world's own (and refused). */
/** A comment of the owner's on the board's card, made for one caller's destructive call (each caller gets their own). */
const ownersComment = (w: World, who: Caller) => w.spare(`comment-${who}`, async () => {
  const made = await w.server.request('POST', `/api/v1/tasks/${w.card.id}/comments`, { token: w.people.owner.token, body: { text: `For ${who}` } });
  expect(made.status, 'the owner comments on the card').toBe(200);
  return made.body.id as string;
});
const forWriters = async (who: Caller, spare: () => Promise<string>, fallback: string) => (isOneOf(who, boardWriters) ? spare() : fallback);

export function boardMatrix(): Record<string, Case[]> {
  return {
    'POST /api/v1/workspaces/:id/boards': [
      {
        about: 'a board in the workspace', call: (w) => ({ path: `/api/v1/workspaces/${w.workspace.id}/boards`, body: { name: 'Mine', isPrivate: true } }),
        expect: rule(['owner', 'admin', 'member'], 200, ['viewer']),
      },
      {
        about: 'a board from a built-in template', expect: rule(['owner', 'admin', 'member'], 200, ['viewer']),
        call: (w) => ({ path: `/api/v1/workspaces/${w.workspace.id}/boards`, body: { name: 'Planned', isPrivate: true, templateId: 'content-calendar' } }),
      },
      {
        about: 'a board from the workspace\'s saved template', expect: rule(['owner', 'admin', 'member'], 200, ['viewer']),
        call: (w) => ({ path: `/api/v1/workspaces/${w.workspace.id}/boards`, body: { name: 'Again', isPrivate: true, templateId: w.template.id } }),
      },
    ],
    'GET /api/v1/templates': [
      {
        about: 'the built-in templates, and the workspace\'s saved one to its members only', call: () => ({ path: '/api/v1/templates' }), expect: rule([...signedIn], 200),
        check: (answer, who, w) => {
          expect((answer.body as { id: string }[]).some((one) => one.id === 'sprint-board')).toBe(true);
          expect((answer.body as { id: string }[]).some((one) => one.id === w.template.id)).toBe(isOneOf(who, workspaceMembers));
        },
      },
      { about: 'one job type', call: () => ({ path: '/api/v1/templates?jobType=legal' }), expect: rule([...signedIn], 200) },
    ],
    'GET /api/v1/templates/:id': [
      { about: 'a built-in template\'s preview', call: () => ({ path: '/api/v1/templates/sprint-board' }), expect: rule([...signedIn], 200) },
      { about: 'the workspace\'s saved template, to its members only', call: (w) => ({ path: `/api/v1/templates/${w.template.id}` }), expect: rule(workspaceMembers, 200) },
    ],
    'POST /api/v1/boards/:id/template': [{
      about: 'saving the private board', call: (w) => ({ path: boardPath(w, '/template'), body: { name: 'Saved by the matrix', type: 'content' } }),
      expect: rule(boardAdmins, 200, ['member', 'viewer']),
    }],
    'GET /api/v1/workspaces/:id/boards': [{ about: 'the workspace\'s boards', call: (w) => ({ path: `/api/v1/workspaces/${w.workspace.id}/boards` }), expect: rule(workspaceMembers, 200) }],
    'GET /api/v1/boards/:id': [
      { about: 'the private board', call: (w) => ({ path: boardPath(w) }), expect: rule(boardReaders, 200) },
      { about: 'the public board', call: (w) => ({ path: `/api/v1/boards/${w.publicBoard.id}` }), expect: rule(workspaceMembers, 200) },
    ],
    'POST /api/v1/boards/:id/join': [
      { about: 'the private board (its members are in already)', call: (w) => ({ path: boardPath(w, '/join') }), expect: rule(boardReaders, 200) },
      {
        about: 'a public board', expect: rule(workspaceMembers, 200),
        call: async (w) => ({ path: `/api/v1/boards/${(await spareBoard(w, 'joined', false)).id}/join` }),
      },
    ],
    'GET /api/v1/boards/:id/members': [{ about: 'the private board', call: (w) => ({ path: boardPath(w, '/members') }), expect: rule(boardReaders, 200) }],
    'POST /api/v1/boards/:id/members': [{
      about: 'the private board', call: (w) => ({ path: boardPath(w, '/members'), body: { emails: `board.${missing()}@example.com`, role: 'member' } }),
      expect: rule(boardWriters, 200, ['viewer']),
    }],
    'PATCH /api/v1/boards/:id/members/:userId': [{
      about: 'the member\'s role', call: (w) => ({ path: boardPath(w, `/members/${uid(w, 'member')}`), body: { role: 'member' } }),
      expect: rule(boardAdmins, 200, ['member', 'viewer']),
    }],
    'DELETE /api/v1/boards/:id/members/:userId': [
      {
        about: 'removing someone else', expect: rule(boardAdmins, 204, ['member', 'viewer']),
        call: async (w, who) => {
          const target = uid(w, who === 'viewer' ? 'member' : 'viewer');
          return { path: isOneOf(who, boardAdmins) ? `/api/v1/boards/${(await spareBoard(w, `removal-by-${who}`)).id}/members/${target}` : boardPath(w, `/members/${target}`) };
        },
      },
      {
        about: 'leaving', expect: rule(boardReaders, 204),
        call: async (w, who) => ({
          path: isOneOf(who, boardReaders) ? `/api/v1/boards/${(await spareBoard(w, `left-by-${who}`)).id}/members/${self(w, who)}` : boardPath(w, `/members/${self(w, who)}`),
        }),
      },
    ],
    'POST /api/v1/boards/:id/leave': [{
      about: 'leaving a board', expect: rule(boardReaders, 200),
      call: async (w, who) => ({ path: isOneOf(who, boardReaders) ? `/api/v1/boards/${(await spareBoard(w, `leave-by-${who}`)).id}/leave` : boardPath(w, '/leave') }),
    }],
    'PATCH /api/v1/boards/:id': [{ about: 'the private board', call: (w) => ({ path: boardPath(w), body: { name: w.board.name } }), expect: rule(boardAdmins, 200, ['member', 'viewer']) }],
    'POST /api/v1/boards/:id/archive': [{
      about: 'archiving a board', expect: rule(boardAdmins, 200, ['member', 'viewer']),
      call: async (w, who) => ({ path: isOneOf(who, boardAdmins) ? `/api/v1/boards/${(await spareBoard(w, `archived-by-${who}`)).id}/archive` : boardPath(w, '/archive') }),
    }],
    'POST /api/v1/boards/:id/sections': [{ about: 'the private board', call: (w) => ({ path: boardPath(w, '/sections'), body: { name: 'More' } }), expect: rule(boardWriters, 200, ['viewer']) }],
    'PATCH /api/v1/sections/:id': [{ about: 'the board\'s section', call: (w) => ({ path: `/api/v1/sections/${w.section.id}`, body: { name: w.section.name } }), expect: rule(boardWriters, 200, ['viewer']) }],
    'POST /api/v1/sections/:id/archive': [{
      about: 'archiving a section', expect: rule(boardWriters, 200, ['viewer']),
      call: async (w, who) => ({ path: `/api/v1/sections/${await forWriters(who, () => spareSection(w, `archived-by-${who}`), w.section.id)}/archive` }),
    }],
    'POST /api/v1/sections/:id/restore': [{ about: 'the board\'s live section', call: (w) => ({ path: `/api/v1/sections/${w.section.id}/restore` }), expect: rule(boardWriters, 200, ['viewer']) }],
    'DELETE /api/v1/sections/:id': [{
      about: 'an archived section', expect: rule(boardWriters, 204, ['viewer']),
      call: async (w, who) => ({ path: `/api/v1/sections/${await forWriters(who, () => spareSection(w, `deleted-by-${who}`, true), w.section.id)}` }),
    }],
    'POST /api/v1/tasks/:id/restore': [
      { about: 'the board\'s live card', call: (w) => ({ path: `/api/v1/tasks/${w.card.id}/restore` }), expect: rule(boardWriters, 200, ['viewer']) },
      { about: 'the owner\'s personal task', call: (w) => ({ path: `/api/v1/tasks/${w.personalTask.id}/restore` }), expect: rule(['owner'], 200) },
    ],
    'DELETE /api/v1/tasks/:id': [
      { about: 'the board\'s live card (409 NOT_ARCHIVED)', call: (w) => ({ path: `/api/v1/tasks/${w.card.id}` }), expect: rule(boardWriters, 409, ['viewer']) },
      { about: 'the shared list\'s live task', call: (w) => ({ path: `/api/v1/tasks/${w.task.id}` }), expect: rule(['owner', 'admin', 'member'], 409, ['guest']) },
    ],

    // Comments (API.md section 6) follow their task: whoever sees it reads and comments (viewers and guests too).
    'GET /api/v1/tasks/:id/comments': [
      { about: 'the board\'s card', call: (w) => ({ path: `/api/v1/tasks/${w.card.id}/comments` }), expect: rule(boardReaders, 200) },
      { about: 'the shared list\'s task', call: (w) => ({ path: `/api/v1/tasks/${w.task.id}/comments` }), expect: rule(listReaders, 200) },
      { about: 'the owner\'s personal task', call: (w) => ({ path: `/api/v1/tasks/${w.personalTask.id}/comments` }), expect: rule(['owner'], 200) },
      { about: 'a task that does not exist', call: () => ({ path: `/api/v1/tasks/${missing()}/comments` }), expect: rule([], 200) },
    ],
    'POST /api/v1/tasks/:id/comments': [
      { about: 'the board\'s card', call: (w, who) => ({ path: `/api/v1/tasks/${w.card.id}/comments`, body: { text: `Seen by ${who}` } }), expect: rule(boardReaders, 200) },
      { about: 'the shared list\'s task', call: (w, who) => ({ path: `/api/v1/tasks/${w.task.id}/comments`, body: { text: `Noted by ${who}` } }), expect: rule(listReaders, 200) },
      { about: 'the owner\'s personal task', call: (w) => ({ path: `/api/v1/tasks/${w.personalTask.id}/comments`, body: { text: 'Mine' } }), expect: rule(['owner'], 200) },
    ],
    'GET /api/v1/boards/:id/comment-counts': [
      { about: 'the private board', call: (w) => ({ path: boardPath(w, '/comment-counts') }), expect: rule(boardReaders, 200) },
      { about: 'the public board', call: (w) => ({ path: `/api/v1/boards/${w.publicBoard.id}/comment-counts` }), expect: rule(workspaceMembers, 200) },
    ],
    'PATCH /api/v1/comments/:id': [{
      about: 'the owner\'s comment on the card', call: async (w, who) => ({ path: `/api/v1/comments/${await ownersComment(w, who)}`, body: { text: 'Edited' } }),
      expect: rule(['owner'], 200, ['admin', 'member', 'viewer'], 'NOT_AUTHOR'),
    }],
    'DELETE /api/v1/comments/:id': [{
      about: 'the owner\'s comment on the card', call: async (w, who) => ({ path: `/api/v1/comments/${await ownersComment(w, who)}` }),
      expect: rule(['owner'], 204, ['admin', 'member', 'viewer'], 'NOT_AUTHOR'),
    }],
  };
}
