import { defaultWebConfig } from '@taskhub/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { wireUser } from '../auth/testing/fixtures.js';
import { renderApp } from '../shell/testing/render-app.js';

// Each test walks several steps of the app; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

const completion = 'POST';
const completionPath = '/me/on-boarding-completed';
const home = { name: 'Account: Ada (ada@example.com)' };

/** A signed-in new user; after completion the server reports onboarding as done, as the real one does. */
/** A new user has not seen the first-run tour yet (the fixture's users have). */
const newUser = (fields: Parameters<typeof wireUser>[0]) => wireUser({ ...fields, webConfig: { ...defaultWebConfig, isOnboardingTourDismissed: false } });

async function startNewUser() {
  const app = renderApp({ storedToken: 'token-old', user: newUser({ onBoardingPending: true }) });
  await screen.findByRole('heading', { name: 'What is your role?' });
  app.server.on('GET', '/me', ok(newUser({ onBoardingPending: false })));
  return app;
}

const next = () => screen.getByRole('button', { name: 'Next' });
const progress = () => screen.getByText(/^Step \d of \d$/).textContent;

describe('onboarding', () => {
  it('walks a new user through the steps, sends the chosen answers on Finish, then shows the home', async () => {
    const app = await startNewUser();
    app.server.on(completion, completionPath, ok());
    expect(progress()).toBe('Step 1 of 5');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'What is your role?' }));
    await app.user.type(screen.getByLabelText('Your position'), '  Project lead ');
    await app.user.click(next());

    expect(progress()).toBe('Step 2 of 5');
    const teamSize = screen.getByRole('radiogroup', { name: 'How many people work in your team?' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'How many people work in your team?' }));
    expect(within(teamSize).getAllByRole('radio')).toHaveLength(9);
    await app.user.click(within(teamSize).getByRole('radio', { name: '11–50 people' }));
    await app.user.click(next());

    await app.user.click(screen.getByRole('radio', { name: 'Personal life' }));
    await app.user.click(next());
    expect(screen.getAllByRole('radio')).toHaveLength(13);
    await app.user.click(screen.getByRole('radio', { name: 'Software development' }));
    await app.user.click(next());
    expect(progress()).toBe('Step 5 of 5');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await app.user.click(screen.getByRole('radio', { name: 'More than 50 tasks' }));
    await app.user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('button', home)).toBeTruthy();
    expect(app.server.callsTo(completion, completionPath).map((call) => call.body)).toEqual([{
      position: 'Project lead', team_size: '11-50', focus: 'personal', team_type: 'software_development', weekly_task_goal: '50+',
    }]);
    // The first-run tour follows (hints/OnboardingTour), pointing at quick add first.
    expect(await screen.findByRole('dialog', { name: 'Add tasks from anywhere' })).toBeTruthy();
  });

  // Arrow keys between radios are the browser's own (jsdom lacks them); the Playwright test walks them.
  it('is usable from the keyboard: Tab reaches answers, Space chooses, Enter goes on, unanswered questions are left out', async () => {
    const app = await startNewUser();
    app.server.on(completion, completionPath, ok());
    await app.user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Your position'));
    await app.user.keyboard('Editor{Enter}');
    expect(progress()).toBe('Step 2 of 5');
    await app.user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Just me' }));
    await app.user.keyboard(' ');
    expect((screen.getByRole('radio', { name: 'Just me' })).getAttribute('aria-checked')).toBe('true');
    await app.user.keyboard('{Enter}');
    // Focus is on each new heading; Tab reaches the answers again, and Enter there goes on without choosing.
    await app.user.tab();
    await app.user.keyboard('{Enter}');
    await app.user.tab();
    await app.user.keyboard('{Enter}');
    expect(progress()).toBe('Step 5 of 5');
    await app.user.tab();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('button', home)).toBeTruthy();
    expect(app.server.callsTo(completion, completionPath)[0]?.body).toEqual({ position: 'Editor', team_size: 'just_me' });
  });

  it('keeps the answers when going back', async () => {
    const app = await startNewUser();
    await app.user.type(screen.getByLabelText('Your position'), 'Designer');
    await app.user.click(next());
    await app.user.click(screen.getByRole('radio', { name: 'Just me' }));
    await app.user.click(next());
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toBe('Step 2 of 5');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'How many people work in your team?' }));
    expect((screen.getByRole('radio', { name: 'Just me' })).getAttribute('aria-checked')).toBe('true');
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Your position')).toHaveProperty('value', 'Designer');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('Skip completes onboarding without any answers, even ones already given', async () => {
    const app = await startNewUser();
    app.server.on(completion, completionPath, ok());
    await app.user.type(screen.getByLabelText('Your position'), 'Designer');
    await app.user.click(next());
    await app.user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('button', home)).toBeTruthy();
    const calls = app.server.callsTo(completion, completionPath);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('shows an error when sending fails, keeps the answers, and Retry sends them again', async () => {
    const app = await startNewUser();
    app.server.on(completion, completionPath, 'network-error');
    await app.user.type(screen.getByLabelText('Your position'), 'Teacher');
    for (let step = 1; step < 5; step += 1) await app.user.click(next());
    await app.user.click(screen.getByRole('radio', { name: '1–5 tasks' }));
    await app.user.click(screen.getByRole('button', { name: 'Finish' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answers could not be sent. There seems to be a connectivity issue. Check your connection and try again.',
    );
    expect((screen.getByRole('radio', { name: '1–5 tasks' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('button', home)).toBeNull();

    app.server.on(completion, completionPath, serverError('INTERNAL'));
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your answers could not be sent.');

    app.server.on(completion, completionPath, ok());
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', home)).toBeTruthy();
    const bodies = app.server.callsTo(completion, completionPath).map((call) => call.body);
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ position: 'Teacher', weekly_task_goal: '1-5' })]),
    );
  });

  it('a Skip that fails is retried as a Skip', async () => {
    const app = await startNewUser();
    app.server.on(completion, completionPath, serverError('INTERNAL'));
    await app.user.type(screen.getByLabelText('Your position'), 'Nurse');
    await app.user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByRole('alert');
    app.server.on(completion, completionPath, ok());
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', home)).toBeTruthy();
    expect(app.server.callsTo(completion, completionPath).map((call) => call.body)).toEqual([undefined, undefined]);
  });

  it('is never shown to a user without shouldShowOnboarding', async () => {
    // The first-run tour, which counts its steps too, was seen through.
    const user = wireUser({ onBoardingPending: false, webConfig: { ...defaultWebConfig, isOnboardingTourDismissed: true } });
    const app = renderApp({ storedToken: 'token-old', user });
    expect(await screen.findByRole('button', home)).toBeTruthy();
    expect(screen.queryByText(/^Step \d of \d$/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What is your role?' })).toBeNull();
    expect(app.server.callsTo(completion, completionPath)).toHaveLength(0);
  });
});
