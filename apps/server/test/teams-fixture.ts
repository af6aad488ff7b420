import { signUp, type TestServer } from './harness.js';
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
  const me = await server.request('GET', '/me', { token });
  return { token, email, password, id: me.body.id as string };
}

function expectStatus(answer: { status: number; body: unknown }, status: number, what: string) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** `who` accepts their pending invitation to the scope `targetId` (a workspace or a shared list). */
export async function acceptInvitation(server: TestServer, who: Person, targetId: string) {
  const pending = await server.request('GET', '/api/v1/invitations', { token: who.token });
  const invitation = (pending.body as { id: string; targetId: string }[]).find((one) => one.targetId === targetId);
  if (!invitation) throw new Error(`no invitation to ${targetId} for ${who.email}`);
  expectStatus(await server.request('POST', `/api/v1/invitations/${invitation.id}/accept`, { token: who.token }), 200, 'accept');
}

/** A workspace made by `owner` (its admin, CREATOR), with each of `people` invited at their role and accepted. */
export async function workspaceWith(server: TestServer, owner: Person, name: string, people: [Person, 'admin' | 'member' | 'viewer'][] = []) {
  const created = await server.request('POST', '/api/v1/workspaces', { token: owner.token, body: { name, type: 'teams' } });
  expectStatus(created, 200, 'create workspace');
  const id = created.body.id as string;
  await Promise.all(people.map(async ([who, role]) => {
    expectStatus(await server.request('POST', `/api/v1/workspaces/${id}/invitations`, { token: owner.token, body: { emails: who.email, role } }), 200, 'invite');
    await acceptInvitation(server, who, id);
  }));
  return { id, name };
}

/** Shares `owner`'s list with each of `people` at their role; they accept. */
export async function shareList(server: TestServer, owner: Person, listId: string, people: [Person, 'admin' | 'member' | 'guest'][]) {
  for (const [who, role] of people) {
    const shared = await server.request('POST', `/api/v1/categories/${listId}/members`, { token: owner.token, body: { emails: who.email, role } });
    expectStatus(shared, 200, 'share');
  }
  await Promise.all(people.map(([who]) => acceptInvitation(server, who, listId)));
}

/** A new list of `owner`'s (made through sync), shared with `people`; answers its id and name. */
export async function sharedListWith(server: TestServer, owner: Person, name: string, people: [Person, 'admin' | 'member' | 'guest'][]) {
  const id = newId();
  await pushItems(server, owner.token, { category: [{ id, name }] });
  await shareList(server, owner, id, people);
  return { id, name };
}
