import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { uploadRaw } from './attachments-fixture.js';
import { signUp, uniqueEmail, type TestServer } from './harness.js';
import { giveSubscription, userIdOf } from './subscriptions-fixture.js';
import { newId, pushItems } from './sync-fixture.js';

/** A signed-up person: their token, credentials and user id. */
export interface Person {
  token: string;
  email: string;
  password: string;
  id: string;
}

export async function person(server: TestServer, name = 'Test User'): Promise<Person> {
  const { token, email, password } = await signUp(server, { name });
  return { token, email, password, id: await userIdOf(server, token) };
}

function expectStatus(answer: { status: number; body: unknown }, status: number, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(status);
}

/** A scope people are invited to: a workspace, or a shared list (kind `category`, the list's id). */
export interface Scope { kind: 'workspace' | 'category' | 'board'; id: string }

/** `who`'s pending invitation to the scope `targetId`. */
async function pendingInvitation(server: TestServer, who: Person, targetId: string) {
  const pending = await server.request('GET', '/api/v1/invitations', { token: who.token });
  const invitation = (pending.body as { id: string; targetId: string; kind: string }[]).find((one) => one.targetId === targetId);
  expect(invitation, `an invitation to ${targetId} for ${who.email}`).toBeDefined();
  return invitation!;
}

/** A new workspace of `owner`'s (its admin, CREATOR), as POST /api/v1/workspaces answers it. */
export async function newWorkspace(server: TestServer, owner: Person, body: Record<string, unknown> = { name: 'Acme', type: 'teams' }) {
  const answer = await server.request('POST', '/api/v1/workspaces', { token: owner.token, body });
  expectStatus(answer, 200, 'create workspace');
  return answer.body as { id: string; name: string; role: string };
}

/** `inviter` invites `who` into the scope at `role`, and the invitation goes out (no admin's confirmation asked). */
export async function invite(server: TestServer, inviter: Person, scope: Scope, who: Person, role: string) {
  const path = { workspace: `/api/v1/workspaces/${scope.id}/invitations`, category: `/api/v1/categories/${scope.id}/members`, board: `/api/v1/boards/${scope.id}/members` }[scope.kind];
  const answer = await server.request('POST', path, { token: inviter.token, body: { emails: who.email, role } });
  expect(answer.body).toEqual({ invited: [who.email], requested: [] });
}

/** `who` accepts their pending invitation to the scope. */
export async function acceptInvitation(server: TestServer, who: Person, scope: Scope) {
  const invitation = await pendingInvitation(server, who, scope.id);
  expect(invitation.kind).toBe(scope.kind);
  expectStatus(await server.request('POST', `/api/v1/invitations/${invitation.id}/accept`, { token: who.token }), 200, 'accept');
}

/** `who` joins the scope at `role`: `inviter` invites them and they accept. */
export async function join(server: TestServer, inviter: Person, scope: Scope, who: Person, role = 'member') {
  await invite(server, inviter, scope, who, role);
  await acceptInvitation(server, who, scope);
}

/** A workspace made by `owner` (its admin, CREATOR), with each of `people` invited at their role and accepted. */
export async function workspaceWith(server: TestServer, owner: Person, name: string, people: [Person, 'admin' | 'member' | 'viewer'][] = []) {
  const { id } = await newWorkspace(server, owner, { name, type: 'teams' });
  await Promise.all(people.map(([who, role]) => join(server, owner, { kind: 'workspace', id }, who, role)));
  return { id, name };
}

/** A new list of `owner`'s (made through sync), shared with each of `people` at their role, who accept; its id and name. */
export async function sharedListWith(server: TestServer, owner: Person, name: string, people: [Person, 'admin' | 'member' | 'guest'][]) {
  const scope: Scope = { kind: 'category', id: newId() };
  await pushItems(server, owner.token, { category: [{ id: scope.id, name }] });
  for (const [who, role] of people) await invite(server, owner, scope, who, role);
  await Promise.all(people.map(([who]) => acceptInvitation(server, who, scope)));
  return { id: scope.id, name };
}

/** A board of the workspace made by `owner` (its admin, CREATOR), with each of `people` invited at their role and accepted. */
export async function boardWith(server: TestServer, owner: Person, workspaceId: string, name: string, isPrivate: boolean, people: [Person, 'admin' | 'member' | 'viewer'][] = []) {
  const created = await server.request('POST', `/api/v1/workspaces/${workspaceId}/boards`, { token: owner.token, body: { name, isPrivate } });
  expectStatus(created, 200, 'create board');
  const id = created.body.id as string;
  await Promise.all(people.map(([who, role]) => join(server, owner, { kind: 'board', id }, who, role)));
  return { id, name };
}

/** A section added to a board by `who`; its id. */
export async function newSection(server: TestServer, who: Person, boardId: string, name: string): Promise<string> {
  const created = await server.request('POST', `/api/v1/boards/${boardId}/sections`, { token: who.token, body: { name } });
  expectStatus(created, 200, 'add section');
  return created.body.id as string;
}

/** A new session of the person's (another device), its token. */
export async function newSession(server: TestServer, who: Person, clientId = `device-${randomBytes(4).toString('hex')}`): Promise<string> {
  const answer = await server.request('POST', '/login', { body: { email: who.email, password: who.password, client_id: clientId, platform: 'web' } });
  expectStatus(answer, 200, 'login');
  return answer.body.auth_token as string;
}

/** A text file attached by `who` to the task, its id. */
export async function upload(server: TestServer, who: Person, taskId: string, name: string): Promise<string> {
  const answer = await uploadRaw(server, who.token, taskId, Buffer.from('file bytes'), { name, type: 'text/plain' });
  expectStatus(answer, 200, 'upload');
  return answer.body.id as string;
}

// The authorization matrix's world (test/api/authorization-matrix.test.ts): every kind of caller and what they may see.

export const callers = ['owner', 'admin', 'member', 'viewer', 'guest', 'outsider', 'anonymous', 'expired'] as const;
export type Caller = (typeof callers)[number];
export const signedIn = ['owner', 'admin', 'member', 'viewer', 'guest', 'outsider'] as const satisfies readonly Caller[];
export type SignedIn = (typeof signedIn)[number];

/** The workspace's people (owner = its creator) and the shared list's (owner = the list's owner, who shares it). */
export const workspaceMembers: SignedIn[] = ['owner', 'admin', 'member', 'viewer'];
export const workspaceAdmins: SignedIn[] = ['owner', 'admin'];
export const listReaders: SignedIn[] = ['owner', 'admin', 'member', 'guest'];
export const listWriters: SignedIn[] = ['owner', 'admin', 'member'];
export const listAdmins: SignedIn[] = ['owner', 'admin'];
/** The private board's people: the workspace's, at the same roles (owner its creator). */
export const boardReaders: SignedIn[] = ['owner', 'admin', 'member', 'viewer'];
export const boardWriters: SignedIn[] = ['owner', 'admin', 'member'];
export const boardAdmins: SignedIn[] = ['owner', 'admin'];
export const isOneOf = (who: Caller, group: readonly SignedIn[]) => (group as readonly Caller[]).includes(who);

/** A name or id, and the callers who may see it. */
export interface Secret { text: string; visibleTo: readonly SignedIn[] }

export interface World {
  server: TestServer;
  people: Record<SignedIn, Person>;
  /** The owner of the other workspace (the outsider is its member), who also holds the public links. */
  otherOwner: Person;
  expiredToken: string;
  workspace: { id: string; name: string };
  otherWorkspace: { id: string; name: string };
  list: { id: string; name: string };
  task: { id: string; title: string };
  subtask: { id: string; title: string };
  attachment: { id: string; name: string };
  personalList: { id: string; name: string };
  personalTask: { id: string; title: string };
  /** A private board of the workspace (its people at their workspace roles) with a section and a card in it. */
  board: { id: string; name: string };
  section: { id: string; name: string };
  card: { id: string; title: string };
  /** A public board of the workspace that only the owner is in. */
  publicBoard: { id: string; name: string };
  /** The private board saved as a template of the workspace (its members see it, nobody else). */
  template: { id: string; name: string };
  /** Requests (INVITE_ACTION) a member made in the workspace, for admins to approve or decline. */
  requests: string[];
  /** A workspace whose invite link anyone may join, its token; and the other owner's calendar feed file. */
  joinToken: string;
  feedFile: string;
  /** Each signed-in caller's own invitation (to approve and to reject), and one addressed to nobody here. */
  invitations: { accept: Record<SignedIn, string>; reject: Record<SignedIn, string>; foreign: string };
  /** The other owner's card subscription. */
  otherSubscription: string;
  /** The owner's second session (another device), and each caller's own label. */
  ownerOtherSession: string;
  labels: Record<SignedIn, string>;
  secrets: Secret[];
  /** Objects made for a destructive call, once per key (several callers may share one when the call is idempotent). */
  spare: <T>(key: string, make: () => Promise<T>) => Promise<T>;
}

/** The token a caller sends: none when anonymous, a signed-out one when expired. */
export const tokenOf = (world: World, who: Caller) =>
  who === 'anonymous' ? undefined : who === 'expired' ? world.expiredToken : world.people[who].token;

/**
 * The world: a workspace (owner, admin, member, viewer) and a shared list (owner, admin, member, guest) with a task,
 * its subtask and an attachment; the owner's personal list and task; an outsider in another workspace; requests,
 * invitations, an invite link, a calendar feed, a subscription, a second session and a label for the calls on them.
 */
export async function buildWorld(server: TestServer): Promise<World> {
  const tag = randomBytes(4).toString('hex');
  const [owner, admin, member, viewer, guest, outsider, otherOwner] = await Promise.all(
    ['Owner', 'Admin', 'Member', 'Viewer', 'Guest', 'Outsider', 'Other owner'].map((name) => person(server, name)));
  const people = { owner: owner!, admin: admin!, member: member!, viewer: viewer!, guest: guest!, outsider: outsider! };
  const workspace = await workspaceWith(server, owner!, `Acme ${tag}`, [[admin!, 'admin'], [member!, 'member'], [viewer!, 'viewer']]);
  const otherWorkspace = await workspaceWith(server, otherOwner!, `Globex ${tag}`, [[outsider!, 'member']]);

  // The owner's list "Trip" with a task, its subtask and an attachment, shared; and a personal list and task.
  const [taskId, subtaskId, personalListId, personalTaskId] = [newId(), newId(), newId(), newId()];
  const list = await sharedListWith(server, owner!, `Trip ${tag}`, [[admin!, 'admin'], [member!, 'member'], [guest!, 'guest']]);
  const names = { task: `Book flights ${tag}`, subtask: `Compare prices ${tag}`, personalList: `Diary ${tag}`, personalTask: `Secret plan ${tag}`, file: `boarding-${tag}.txt` };
  await pushItems(server, owner!.token, {
    category: [{ id: personalListId, name: names.personalList }],
    task: [
      { id: taskId, title: names.task, categoryId: list.id },
      { id: subtaskId, title: names.subtask, parentGlobalTaskId: taskId },
      { id: personalTaskId, title: names.personalTask, categoryId: personalListId },
    ],
  });
  const attachmentId = await upload(server, owner!, taskId, names.file);

  // A private board with the workspace's people at their roles, a section and a card; a public board of the owner's alone.
  const board = await boardWith(server, owner!, workspace.id, `Launch ${tag}`, true, [[admin!, 'admin'], [member!, 'member'], [viewer!, 'viewer']]);
  const section = { id: await newSection(server, owner!, board.id, `Doing ${tag}`), name: `Doing ${tag}` };
  const card = { id: newId(), title: `Press release ${tag}` };
  await pushItems(server, owner!.token, { task: [{ id: card.id, title: card.title, boardId: board.id, sectionId: section.id }] });
  const publicBoard = await boardWith(server, owner!, workspace.id, `Town hall ${tag}`, false);
  const templateName = `Launch playbook ${tag}`;
  const saved = await server.request('POST', `/api/v1/boards/${board.id}/template`, { token: owner!.token, body: { name: templateName, type: 'content_and_users' } });
  expectStatus(saved, 200, 'save as template');
  const template = { id: saved.body.id as string, name: templateName };

  // Requests: the workspace asks for an admin's confirmation while the member invites, then lets members invite again.
  const setPolicy = (invitePolicy: string) => server.request('PATCH', `/api/v1/workspaces/${workspace.id}`, { token: owner!.token, body: { invitePolicy } });
  await setPolicy('request');
  await server.request('POST', `/api/v1/workspaces/${workspace.id}/invitations`, {
    token: member!.token, body: { emails: [1, 2, 3, 4].map(() => uniqueEmail('asked')).join(' '), role: 'member' },
  });
  await setPolicy('anyone');
  const requests = ((await server.request('GET', `/api/v1/workspaces/${workspace.id}/requests`, { token: owner!.token })).body as { id: string }[]).map((r) => r.id);

  // Invitations to two workspaces of the other owner, one for each caller, and one to an address with no account.
  const invitationsTo = async (name: string) => {
    const target = await workspaceWith(server, otherOwner!, name);
    await server.request('POST', `/api/v1/workspaces/${target.id}/invitations`, {
      token: otherOwner!.token, body: { emails: [...Object.values(people).map((p) => p.email), uniqueEmail('nobody')].join(' '), role: 'member' },
    });
    const ids = {} as Record<SignedIn, string>;
    await Promise.all(signedIn.map(async (who) => { ids[who] = (await pendingInvitation(server, people[who], target.id)).id; }));
    const all = (await server.request('GET', `/api/v1/workspaces/${target.id}/members`, { token: otherOwner!.token })).body as { email: string }[];
    return { ids, target, all };
  };
  const toAccept = await invitationsTo(`Accept ${tag}`);
  const toReject = await invitationsTo(`Reject ${tag}`);
  // The invitation nobody here may answer: found through the invitee's own listing once they sign up.
  const nobody = toAccept.all.find((m) => m.email.startsWith('nobody'))!.email;
  const nobodyToken = (await signUp(server, { username: nobody })).token;
  const foreign = ((await server.request('GET', '/api/v1/invitations', { token: nobodyToken })).body as { id: string }[])[0]!.id;

  const joinable = await workspaceWith(server, otherOwner!, `Open door ${tag}`);
  const joinToken = (await server.request('POST', `/api/v1/workspaces/${joinable.id}/invite-link`, { token: otherOwner!.token })).body.token as string;
  const feedUrl = (await server.request('POST', '/api/v1/calendar-feed', { token: otherOwner!.token })).body.url as string;
  const otherSubscription = (await giveSubscription(server, otherOwner!.token)).id;

  // The owner's second device, and a signed-out one whose token is now expired.
  await newSession(server, owner!, 'second-device');
  const sessions = (await server.request('GET', '/api/v1/sessions', { token: owner!.token })).body as { id: string; current: boolean }[];
  const ownerOtherSession = sessions.find((s) => !s.current)!.id;
  const expiredToken = await newSession(server, owner!, 'signed-out-device');
  await server.request('POST', '/logout', { token: expiredToken });

  const labels = {} as Record<SignedIn, string>;
  await Promise.all(signedIn.map(async (who) => {
    labels[who] = newId();
    await pushItems(server, people[who].token, { label: [{ id: labels[who], name: `Tag ${who}` }] });
  }));

  const spares = new Map<string, Promise<unknown>>();
  const shared: readonly SignedIn[] = listReaders;
  return {
    server, people, otherOwner: otherOwner!, expiredToken, workspace, otherWorkspace, list,
    task: { id: taskId, title: names.task }, subtask: { id: subtaskId, title: names.subtask },
    attachment: { id: attachmentId, name: names.file },
    personalList: { id: personalListId, name: names.personalList }, personalTask: { id: personalTaskId, title: names.personalTask },
    board, section, card, publicBoard, template, requests, joinToken, feedFile: feedUrl.split('/').pop()!,
    invitations: { accept: toAccept.ids, reject: toReject.ids, foreign },
    ownerOtherSession, otherSubscription, labels,
    secrets: [
      ...[list.name, list.id, names.task, taskId, names.subtask, subtaskId, names.file, attachmentId].map((text) => ({ text, visibleTo: shared })),
      ...[names.personalList, personalListId, names.personalTask, personalTaskId].map((text) => ({ text, visibleTo: ['owner'] as const })),
      ...[workspace.name, workspace.id, publicBoard.name, publicBoard.id, template.name, template.id].map((text) => ({ text, visibleTo: workspaceMembers })),
      ...[board.name, board.id, section.name, section.id, card.title, card.id].map((text) => ({ text, visibleTo: boardReaders })),
      ...[otherWorkspace.name, otherWorkspace.id].map((text) => ({ text, visibleTo: ['outsider'] as const })),
    ],
    spare: <T>(key: string, make: () => Promise<T>) => {
      if (!spares.has(key)) spares.set(key, make());
      return spares.get(key) as Promise<T>;
    },
  };
}

// Spare objects for destructive calls, with the same people in the same roles as the world's.
export const spareWorkspace = (w: World, key: string) => w.spare(`workspace ${key}`, () => workspaceWith(w.server, w.people.owner, `Spare ${key}`,
  [[w.people.admin, 'admin'], [w.people.member, 'member'], [w.people.viewer, 'viewer']]));
export const spareList = (w: World, key: string) => w.spare(`list ${key}`, () => sharedListWith(w.server, w.people.owner, `Spare ${key}`,
  [[w.people.admin, 'admin'], [w.people.member, 'member'], [w.people.guest, 'guest']]));
export const spareTask = (w: World, key: string, listId: string | null) => w.spare(`task ${key}`, async () => {
  const id = newId();
  await pushItems(w.server, w.people.owner.token, { task: [{ id, title: `Spare ${key}`, categoryId: listId }] });
  return id;
});
export const spareAttachment = (w: World, key: string) => w.spare(`attachment ${key}`, () => upload(w.server, w.people.owner, w.task.id, 'spare.txt'));
export const spareBoard = (w: World, key: string, isPrivate = true) => w.spare(`board ${key}`, () => boardWith(w.server, w.people.owner, w.workspace.id, `Spare ${key}`,
  isPrivate, isPrivate ? [[w.people.admin, 'admin'], [w.people.member, 'member'], [w.people.viewer, 'viewer']] : []));
/** A section of the world's board made for a destructive call; `archived` archives it first. */
export const spareSection = (w: World, key: string, archived = false) => w.spare(`section ${key}`, async () => {
  const id = await newSection(w.server, w.people.owner, w.board.id, `Spare ${key}`);
  if (archived) expectStatus(await w.server.request('POST', `/api/v1/sections/${id}/archive`, { token: w.people.owner.token }), 200, 'archive section');
  return id;
});
