import { defaultMyDayConfig, defaultWebConfig } from '@taskhub/domain';

/** What a corpus body may name: the fuzzed account and its objects. */
export interface CorpusTarget {
  email: string;
  password: string;
  ids: string[];
}

/**
 * A well-formed body for each call that takes one (by `METHOD url`), so a mutation of one value in it reaches past
 * the first check, down to the database and the rules behind it. Sync and the REST object calls are made from the
 * model registry instead (fuzz-requests.ts).
 */
export function corpus(target: CorpusTarget, fresh: number): Record<string, unknown[]> {
  const [taskId, listId, , labelId] = target.ids;
  const signIn = { platform: 3, client_id: `fuzz-${fresh % 7}`, locale: 'de', timezone: 'Europe/Berlin', referrer: null, requested_experiments: ['x'] };
  const email = `fuzz.${fresh}@example.com`;
  return {
    'POST /user': [{ ...signIn, name: 'Fuzz', username: email, password: 'fuzz-password', create_predefined_data: { lists: true, label: true } }],
    'POST /login': [
      { ...signIn, email: target.email, password: 'wrong password' }, { email, password: 'fuzz-password' }, { ...signIn, email: target.email, password: target.password },
    ],
    'POST /check_email': [{ email: target.email }, { email, captcha_method: 'google_recaptcha', captcha_params: { token: 't', action: 'check_email' } }],
    'POST /send-forgot-password-email': [{ email: target.email }],
    'POST /reset-password': [{ token: 'not-a-reset-token', password: 'new password' }],
    'POST /google-login': [{ ...signIn, access_token: 'token' }],
    'POST /fb-login': [{ ...signIn, access_token: 'token' }],
    'PUT /me': [
      { name: 'Fuzzed', timezone: 'America/New_York', firstDayOfWeek: 1, completedCounter: 3, profilePicture: null },
      { webConfig: defaultWebConfig, myDayConfig: defaultMyDayConfig },
      { myDaySuggestionFilters: { overdue: true, dueToday: false, fromLists: true, categoryIds: [listId] }, timezone: 'Asia/Kathmandu' },
    ],
    // The right credentials end the account: the test carries on with a new one.
    'DELETE /me': [{ email: 'not-the-owner@example.com', password: 'x' }, { email: target.email, password: target.password }],
    'POST /me/on-boarding-completed': [{ position: 'dev', team_size: '2-10', focus: 'work', team_type: 'design', weekly_task_goal: '10-20' }, {}],
    'POST /me/add-phone': [{ phone_number: '+15555550123' }, { phone_number: '+14155552671' }],
    'POST /me/validate-sms-code': [{ code: '123456' }, { code: 12 }],
    'POST /me/update-whatsapp': [{ is_reminders: true }],
    'POST /me/update-whatsapp-workspace': [{ is_reminders: true, is_user_updates: false }],
    'POST /api/v1/push-subscriptions': [{
      endpoint: 'https://push.example.com/send/abc', expirationTime: null,
      keys: { p256dh: `BA${'A'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    }],
    'DELETE /api/v1/push-subscriptions': [{ endpoint: 'https://push.example.com/send/abc' }],
    'POST /me/exchange-google-tokens': [{ code: 'code' }],
    'POST /api/:version/me/sync': [{ models: { task: { items: [{ id: taskId, title: 'kept' }], config: { includeDone: true, includeDeleted: true } } } }],
    // PUT /me/tasks takes an array of tasks; without a body of its own the route got past its
    // checks only when a random body happened to name a real object (seed 49326973: PUT /api/:version/me/tasks never did).
    'PUT /me/tasks': [[{ id: taskId, title: 'kept' }]],
    'PUT /api/:version/me/tasks': [[{ id: taskId, title: 'kept' }]],
    // The same for lists and tags (seed 152390174: PUT /api/:version/me/labels never did).
    'PUT /me/categories': [[{ id: listId, name: 'Kept' }]],
    'PUT /api/:version/me/categories': [[{ id: listId, name: 'Kept' }]],
    'PUT /me/labels': [[{ id: labelId, name: 'Kept' }]],
    'PUT /api/:version/me/labels': [[{ id: labelId, name: 'Kept' }]],
    'POST /api/v1/workspaces': [{ name: 'Fuzzed team', type: 'teams', teamSize: '2-10', jobType: 'design' }, { name: 'Pro', type: 'pro' }],
    'PATCH /api/v1/workspaces/:id': [{ name: 'Renamed', invitePolicy: 'request' }, { invitePolicy: 'anyone' }],
    'POST /api/v1/workspaces/:id/invitations': [{ emails: `${email}, other.${fresh}@example.com`, role: 'member' }],
    'PATCH /api/v1/workspaces/:id/members/:userId': [{ role: 'admin' }, { role: 'viewer' }],
    'POST /api/v1/categories/:id/members': [{ emails: `shared.${fresh}@example.com`, role: 'member' }, { emails: email, role: 'guest' }],
    'PATCH /api/v1/categories/:id/members/:userId': [{ role: 'admin' }, { role: 'guest' }],
    'PUT /api/v1/tasks/:id/assignee': [{ userId: null }],
    'POST /api/v1/workspaces/:id/boards': [
      { name: 'Fuzzed board', emoji: '🚀', isPrivate: false }, { name: 'Private', isPrivate: true },
      { name: 'From a template', isPrivate: false, templateId: 'content-calendar' }, { name: 'Sprint', isPrivate: true, templateId: 'sprint-board' },
      { name: 'With roles', isPrivate: false, templateId: 'contract-review' },
    ],
    'POST /api/v1/boards/:id/template': [
      { name: 'Fuzzed template', description: 'Saved by the fuzz', type: 'content' }, { name: 'Flow', type: 'workflow_only' },
      { name: 'With people', description: '', type: 'content_and_users' },
    ],
    'POST /api/v1/boards/:id/members': [{ emails: `board.${fresh}@example.com`, role: 'member' }],
    'PATCH /api/v1/boards/:id/members/:userId': [{ role: 'admin' }, { role: 'viewer' }],
    'POST /api/v1/tasks/:id/comments': [{ text: 'A fuzzed comment, @Fuzz' }],
    'PATCH /api/v1/comments/:id': [{ text: 'Edited by the fuzzer' }],
    'PATCH /api/v1/boards/:id': [{ name: 'Renamed board', emoji: '🎯' }, { isPrivate: true }, { isPrivate: false }],
    'POST /api/v1/boards/:id/sections': [{ name: 'Another section' }, { name: 'At a place', position: 'a5' }],
    'PATCH /api/v1/sections/:id': [{ name: 'Renamed section' }, { position: 'b0' }],
  };
}
