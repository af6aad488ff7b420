import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { signUp, startServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server.close(); });

const unauthorized = { Error: 'Unauthorized request', code: 'UNAUTHORIZED' };

/** SPEC.md section 3 "User details", plus webConfig. */
const userDetailKeys = [
  'id', 'idSalt', 'creationDate', 'email', 'name', 'profilePicture', 'googleAvatarUrl', 'timezone', 'verifiedPhoneNumber',
  'onBoardingPending', 'completedCounter', 'firstDayOfWeek', 'myDayConfig', 'myDaySuggestionFilters', 'isPremium',
  'hasUnreadNotifications', 'lastUpdateDate', 'dirty', 'currentUserSpaces', 'whatsapp', 'workspaceWhatsapp',
  'googleAssistantUserV2', 'webConfig',
];

const getMe = async (token: string) => {
  const answer = await server.request('GET', '/me', { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /me', () => {
  it('answers exactly the user details of SPEC.md section 3 plus webConfig, with their types', async () => {
    const { token, email } = await signUp(server, { name: 'Dana', timezone: 'Asia/Tokyo' });
    const me = await getMe(token);
    expect(Object.keys(me).sort()).toEqual([...userDetailKeys].sort());
    expect(me).toMatchObject({ email, name: 'Dana', timezone: 'Asia/Tokyo', onBoardingPending: true, isPremium: false, dirty: false });
    for (const key of ['id', 'idSalt', 'email']) expect(typeof me[key]).toBe('string');
    expect(me.id).not.toBe(me.idSalt);
    expect(typeof me.creationDate).toBe('number');
    expect(typeof me.lastUpdateDate).toBe('number');
    expect(typeof me.onBoardingPending).toBe('boolean');
    expect(me.completedCounter).toBe(0);
    expect(typeof me.firstDayOfWeek).toBe('number');
    expect(me.profilePicture).toBeNull();
    expect(me.verifiedPhoneNumber).toBeNull();
    expect(me.currentUserSpaces).toEqual([]);
    expect(me.whatsapp).toEqual({ isReminders: false });
    expect(me.workspaceWhatsapp).toEqual({ isReminders: 0, isUserUpdates: 0 });
    expect(me.googleAssistantUserV2).toEqual({ shouldShowClientBanner: true });
    expect(me.myDayConfig).toEqual({ myDayResetHourOfDay: '0500', isSuggestionsEnabled: true, isCalendarEventsEnabled: true });
    expect(me.myDaySuggestionFilters).toEqual({ overdue: true, dueToday: true, fromLists: true, categoryIds: [] });
  });

  it('fills webConfig with the defaults of SPEC.md section 9', async () => {
    const me = await getMe((await signUp(server)).token);
    expect(me.firstDayOfWeek).toBe(1);
    expect(me.webConfig).toMatchObject({ theme: 'auto', showMulticolumnOverdue: true, dateFormat: 'MDY', timeFormat: '12' });
    expect(me.webConfig.googleCalendarDisabledCalendars).toEqual([]);
    expect(me.webConfig.isOnboardingTourDismissed).toBe(false);
  });
});

describe('PUT /me', () => {
  it('changes the allowed fields and answers the updated details', async () => {
    const { token } = await signUp(server);
    const before = await getMe(token);
    server.clock.advance(1000);
    const update = {
      name: 'Renamed', profilePicture: 'https://example.com/p.png', completedCounter: 7, firstDayOfWeek: 7, timezone: 'America/New_York',
      webConfig: { theme: 'dark', timeFormat: '24' }, myDayConfig: { myDayResetHourOfDay: '0300' }, myDaySuggestionFilters: { overdue: false },
    };
    const answer = await server.request('PUT', '/me', { token, body: update });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Renamed', profilePicture: 'https://example.com/p.png', completedCounter: 7, firstDayOfWeek: 7, timezone: 'America/New_York',
      webConfig: { ...before.webConfig, theme: 'dark', timeFormat: '24' },
      myDayConfig: { ...before.myDayConfig, myDayResetHourOfDay: '0300' },
      myDaySuggestionFilters: { ...before.myDaySuggestionFilters, overdue: false },
    });
    expect(answer.body.lastUpdateDate).toBeGreaterThan(before.lastUpdateDate);
    expect(await getMe(token)).toEqual(answer.body);
  });

  it('merges nested webConfig partially with what was stored', async () => {
    const { token } = await signUp(server);
    await server.request('PUT', '/me', { token, body: { webConfig: { theme: 'light', dateFormat: 'DMY' } } });
    const answer = await server.request('PUT', '/me', { token, body: { webConfig: { isOnboardingTourDismissed: true } } });
    expect(answer.status).toBe(200);
    expect(answer.body.webConfig).toMatchObject({
      theme: 'light', dateFormat: 'DMY', isOnboardingTourDismissed: true, timeFormat: '12', showMulticolumnOverdue: true,
    });
  });

  it('keeps every change when several nested updates arrive at once', async () => {
    const { token } = await signUp(server);
    const flags = ['isStickyMyDayVideoDismissed', 'isStickyBoardVideoDismissed', 'isStickyCardVideoDismissed',
      'isStickyCopyInviteLinkDismissed', 'isCreateWorkspaceBannerDismissed', 'isScheduleOnboardingSessionDismissed'];
    const answers = await Promise.all(flags.map((flag) => server.request('PUT', '/me', { token, body: { webConfig: { [flag]: true } } })));
    for (const answer of answers) expect(answer.status).toBe(200);
    const { webConfig } = await getMe(token);
    for (const flag of flags) expect({ flag, value: webConfig[flag] }).toEqual({ flag, value: true });
  });

  it('sets profilePicture back to null', async () => {
    const { token } = await signUp(server);
    await server.request('PUT', '/me', { token, body: { profilePicture: 'https://example.com/a.png' } });
    const answer = await server.request('PUT', '/me', { token, body: { profilePicture: null } });
    expect(answer.status).toBe(200);
    expect(answer.body.profilePicture).toBeNull();
  });

  it.each([
    [{ email: 'other@example.com' }],
    [{ isPremium: true }],
    [{ id: 'someone-else' }],
    [{ name: 'Fine', onBoardingPending: false }],
    [{ firstDayOfWeek: 8 }],
    [{ firstDayOfWeek: 0 }],
    [{ webConfig: { theme: 'pink' } }],
    [{ webConfig: { unknownSetting: true } }],
    [{ name: '' }],
    [{ name: '   ' }],
    [{ completedCounter: -1 }],
    [{ myDayConfig: { myDayResetHourOfDay: '2500' } }],
    [{ name: 'Half', firstDayOfWeek: 8 }],
  ])('refuses %j with 400 and changes nothing', async (body) => {
    const { token } = await signUp(server);
    const before = await getMe(token);
    const answer = await server.request('PUT', '/me', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: expect.any(String), code: expect.any(String) });
    expect(await getMe(token)).toEqual(before);
  });

  it("answers 400 'Invalid name parameter' for a blank name", async () => {
    const { token } = await signUp(server);
    const answer = await server.request('PUT', '/me', { token, body: { name: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Invalid name parameter', code: 'INVALID_NAME' });
  });

  it("answers 400 'Invalid timezone parameter' for a zone that does not exist, and keeps the old one", async () => {
    const { token } = await signUp(server, { timezone: 'Europe/Paris' });
    const answer = await server.request('PUT', '/me', { token, body: { timezone: 'Mars/Olympus' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Invalid timezone parameter', code: 'BAD_REQUEST' });
    expect((await getMe(token)).timezone).toBe('Europe/Paris');
  });
});

describe('account actions', () => {
  it('POST /me/on-boarding-completed keeps the onboarding answers when the client sends them', async () => {
    const { token } = await signUp(server);
    const profile = { position: 'Engineer', team_size: '11-50', focus: 'work', team_type: 'software_development', weekly_task_goal: '10-20' };
    expect((await server.request('POST', '/me/on-boarding-completed', { token, body: profile })).status).toBe(200);
    const me = await getMe(token);
    expect(me.onBoardingPending).toBe(false);
    const [row] = await server.app.ctx.db.select({ profile: users.onboardingProfile }).from(users).where(eq(users.id, me.id));
    expect(row!.profile).toEqual(profile);
  });

  it('POST /me/on-boarding-completed refuses answers outside the lists, and changes nothing', async () => {
    const { token } = await signUp(server);
    for (const body of [{ team_size: '3' }, { team_type: 'astronaut' }, { weekly_task_goal: 7 }, { hobby: 'x' }]) {
      expect((await server.request('POST', '/me/on-boarding-completed', { token, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await getMe(token)).onBoardingPending).toBe(true);
  });

  it('POST /me/on-boarding-completed flips onBoardingPending', async () => {
    const { token } = await signUp(server);
    expect((await getMe(token)).onBoardingPending).toBe(true);
    const answer = await server.request('POST', '/me/on-boarding-completed', { token });
    expect(answer.status).toBe(200);
    expect((await getMe(token)).onBoardingPending).toBe(false);
  });

  it('POST /me/google_assistant/banner_removed hides the banner', async () => {
    const { token } = await signUp(server);
    const answer = await server.request('POST', '/me/google_assistant/banner_removed', { token });
    expect(answer.status).toBe(200);
    expect((await getMe(token)).googleAssistantUserV2).toEqual({ shouldShowClientBanner: false });
  });

  it('POST /me/start-tracking-completed-tasks answers {completed_counter}', async () => {
    const { token } = await signUp(server);
    const first = await server.request('POST', '/me/start-tracking-completed-tasks', { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ completed_counter: 0 });
    await server.request('PUT', '/me', { token, body: { completedCounter: 12 } });
    const again = await server.request('POST', '/me/start-tracking-completed-tasks', { token });
    expect(again.body).toEqual({ completed_counter: 12 });
  });

  it('accepts an empty JSON body on the calls that take none', async () => {
    const { token } = await signUp(server);
    const answer = await server.request('POST', '/me/on-boarding-completed', { token, raw: '', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
  });
});

describe('private routes', () => {
  it.each([
    ['GET', '/me'],
    ['PUT', '/me'],
    ['DELETE', '/me'],
    ['POST', '/me/on-boarding-completed'],
    ['POST', '/me/google_assistant/banner_removed'],
    ['POST', '/me/start-tracking-completed-tasks'],
  ])('%s %s answers 401 without a token and with a garbage token', async (method, path) => {
    for (const token of [undefined, 'garbage-token']) {
      const answer = await server.request(method, path, { token, body: method === 'GET' ? undefined : {} });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    }
  });
});
