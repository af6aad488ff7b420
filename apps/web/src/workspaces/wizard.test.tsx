import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { wireUser } from '../auth/testing/fixtures.js';
import { chooseOption } from '../ui/testing/choose-option.js';
import { renderSignedIn, space, wireMember, wireWorkspace } from './testing/workspace-fixtures.js';

afterEach(cleanup);
// Each test signs in and loads the signed-in chunk; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const acme = wireWorkspace({ id: 'w-new', name: 'Acme Design', membersCount: 1 });

/** The wizard open at /workspaces/new, with the calls after it answering. */
async function openWizard() {
  const app = renderSignedIn('/workspaces/new');
  app.server.on('GET', '/api/v1/workspaces/w-new', ok(acme));
  app.server.on('GET', '/api/v1/workspaces/w-new/members', ok([wireMember()]));
  const dialog = await screen.findByRole('dialog', { name: 'Create a workspace' }, { timeout: 15_000 });
  return { ...app, dialog };
}

/** Step one answered: the name, Next. */
async function nameIt(app: Awaited<ReturnType<typeof openWizard>>, name = 'Acme Design') {
  await app.user.type(within(app.dialog).getByLabelText('Workspace name'), name);
  await app.user.click(within(app.dialog).getByRole('button', { name: 'Next' }));
}

describe('the create-workspace wizard', () => {
  it('asks for a name, then type, team size and job type, and creates the workspace with them', async () => {
    const app = await openWizard();
    expect(within(app.dialog).getByText('Step 1 of 3')).toBeTruthy();
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Next' }));
    expect(within(app.dialog).getByText('Please enter a name for the workspace')).toBeTruthy();

    await app.user.type(within(app.dialog).getByLabelText('Workspace name'), 'Acme Design');
    await app.user.click(within(app.dialog).getByRole('radio', { name: /^Pro/ }));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Next' }));
    expect(within(app.dialog).getByText('Step 2 of 3')).toBeTruthy();
    // SPEC.md section 9's buckets, just me to 10001+.
    const sizes = within(within(app.dialog).getByRole('radiogroup', { name: 'How many people work in your team?' })).getAllByRole('radio');
    expect(sizes.map((size) => size.textContent)).toEqual([
      'Just me', '2–10 people', '11–50 people', '51–200 people', '201–500 people', '501–1,000 people', '1,001–5,000 people', '5,001–10,000 people',
      'More than 10,000 people',
    ]);
    await app.user.click(within(app.dialog).getByRole('radio', { name: '11–50 people' }));
    await chooseOption(app.user, within(app.dialog).getByRole('combobox', { name: 'What kind of work does your team do?' }), 'Software development');

    app.server.on('POST', '/api/v1/workspaces', ok(acme));
    app.server.on('GET', '/me', ok(wireUser({ currentUserSpaces: [space(acme)] })));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Create workspace' }));
    expect(await within(app.dialog).findByText('Step 3 of 3')).toBeTruthy();
    expect(app.server.callsTo('POST', '/api/v1/workspaces')[0]!.body).toEqual({
      name: 'Acme Design', type: 'pro', teamSize: '11-50', jobType: 'software_development',
    });
    expect(screen.getByRole('dialog', { name: 'Invite teammates' })).toBeTruthy();
    // The switcher learns of the new workspace from /me, fetched again.
    await vi.waitFor(() => expect(app.server.callsTo('GET', '/me').length).toBeGreaterThan(1));
  });

  it('keeps every answer when creating fails, and says why', async () => {
    const app = await openWizard();
    await nameIt(app);
    await app.user.click(within(app.dialog).getByRole('radio', { name: 'Just me' }));
    app.server.on('POST', '/api/v1/workspaces', 'network-error');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Create workspace' }));
    expect(await within(app.dialog).findByRole('alert')).toHaveProperty('textContent', 'There seems to be a connectivity issue. Check your connection and try again.');
    expect(within(app.dialog).getByRole('radio', { name: 'Just me' }).getAttribute('aria-checked')).toBe('true');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Back' }));
    expect(within(app.dialog).getByLabelText<HTMLInputElement>('Workspace name').value).toBe('Acme Design');
  });

  it('invites teammates by several emails and a role, naming a bad address before sending, then lands on the workspace', async () => {
    const app = await openWizard();
    await nameIt(app);
    app.server.on('POST', '/api/v1/workspaces', ok(acme));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Create workspace' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite teammates' });
    const emails = within(invite).getByLabelText('Email addresses');
    await app.user.type(emails, 'bob@example.com, nope@ carol@example.com');
    await app.user.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(within(invite).getByText('Please enter a valid email: nope@')).toBeTruthy();
    expect(app.server.callsTo('POST', '/api/v1/workspaces/w-new/invitations')).toHaveLength(0);

    await app.user.clear(emails);
    await app.user.type(emails, 'bob@example.com, carol@example.com');
    await chooseOption(app.user, within(invite).getByRole('combobox', { name: 'Role' }), 'Viewer');
    app.server.on('POST', '/api/v1/workspaces/w-new/invitations', ok({ invited: ['bob@example.com', 'carol@example.com'], requested: [] }));
    await app.user.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Design' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.server.callsTo('POST', '/api/v1/workspaces/w-new/invitations')[0]!.body).toEqual({ emails: 'bob@example.com, carol@example.com', role: 'viewer' });
    expect(screen.getByText('Your team’s boards')).toBeTruthy();
  });

  it('shows the server\'s refusal of an address in the field, keeping what was typed', async () => {
    const app = await openWizard();
    await nameIt(app);
    app.server.on('POST', '/api/v1/workspaces', ok(acme));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Create workspace' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite teammates' });
    app.server.on('POST', '/api/v1/workspaces/w-new/invitations', serverError('INVALID_EMAIL', 'Please enter a valid email: bob@exa_mple.com'));
    await app.user.type(within(invite).getByLabelText('Email addresses'), 'bob@exa_mple.com');
    await app.user.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(await within(invite).findByText('Please enter a valid email: bob@exa_mple.com')).toBeTruthy();
    expect(within(invite).getByLabelText<HTMLInputElement>('Email addresses').value).toBe('bob@exa_mple.com');
  });

  it('skips the invitations and lands on the workspace page', async () => {
    const app = await openWizard();
    await nameIt(app);
    app.server.on('POST', '/api/v1/workspaces', ok(acme));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Create workspace' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite teammates' });
    await app.user.click(within(invite).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Design' })).toBeTruthy();
    expect(screen.getByText(/1 member/)).toBeTruthy();
  });

  it('opens from the sidebar\'s switcher, which lists Personal first, then the workspaces', async () => {
    const app = renderSignedIn('/all', { spaces: [wireWorkspace({ id: 'w1', name: 'Acme' }), wireWorkspace({ id: 'w2', name: 'Globex' })] });
    await app.user.click(await screen.findByRole('button', { name: 'Switch workspace: Personal' }, { timeout: 15_000 }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual(['Personal', 'Acme', 'Globex']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Create workspace' }));
    expect(await screen.findByRole('dialog', { name: 'Create a workspace' })).toBeTruthy();
  });
});
