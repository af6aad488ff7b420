import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The API calls the teams specs make their fixtures with (a person, a workspace, a board), as a client makes them. */
export async function call(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, token: string | null, body?: unknown) {
  const response = await request.fetch(path, { method, data: body ?? {}, headers: { 'X-Platform': '3', ...(token ? { 'X-Anydo-Auth': token } : {}) } });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

/** A new account past onboarding and the first-run tour; its token. */
export async function person(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const answer = await call(request, 'POST', '/user', null, { name, username: email, password: 'a long enough password', client_id: `teams-${randomBytes(4).toString('hex')}`, locale: 'en' });
  const token = String(answer.auth_token);
  await call(request, 'POST', '/me/on-boarding-completed', token);
  await call(request, 'PUT', '/me', token, { webConfig: { isOnboardingTourDismissed: true } });
  return token;
}

/** A browser page signed in with `token` (its own context), at `path`. */
export async function signedInPage(browser: Browser, baseURL: string, token: string, path: string, options: { size?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.size ?? { width: 1400, height: 900 }, colorScheme: options.colorScheme,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'taskhub.authToken', value: token }] }] },
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Ann's workspace "Studio" that Bob joined by its invite link, and her public board "Launch plan" (🚀) with `sections`
 * that Bob joined too: the two members of the board specs.
 */
export async function boardOfTwo(request: APIRequestContext, sections: string[]) {
  const ann = await person(request, 'Ann');
  const bob = await person(request, 'Bob');
  const workspace = await call(request, 'POST', '/api/v1/workspaces', ann, { name: 'Studio', type: 'teams' });
  const link = await call(request, 'POST', `/api/v1/workspaces/${String(workspace.id)}/invite-link`, ann);
  await call(request, 'POST', `/api/v1/invite-links/${String(link.token)}/join`, bob);
  const board = await call(request, 'POST', `/api/v1/workspaces/${String(workspace.id)}/boards`, ann, { name: 'Launch plan', emoji: '🚀', isPrivate: false });
  const boardId = String(board.id);
  const sectionIds: string[] = [];
  for (const name of sections) sectionIds.push(String((await call(request, 'POST', `/api/v1/boards/${boardId}/sections`, ann, { name })).id));
  await call(request, 'POST', `/api/v1/boards/${boardId}/join`, bob);
  return { ann, bob, workspaceId: String(workspace.id), boardId, sectionIds };
}
