import { expect, test } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';
import { addTask, groupColumn, newAccount, showGroupsAsColumns, taskRow } from './tasks-helpers.js';

/** Collects the browser's violation reports in the page (this project's e2e code has no DOM types, hence a string). */
const collectViolations = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.effectiveDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber);
  });
`;

/**
 * The page's Content-Security-Policy (apps/server web/page-policy.ts) blocks nothing the app does: the theme script
 * before the app, the app's files, its calls and its socket, the styles its dialogs add, across sign-up, the signed-in
 * home, a task written and the settings dialog opened.
 */
test('the web app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  // Added through the browser's debugging protocol, which the policy does not govern, before any script of the page.
  await page.addInitScript({ content: collectViolations });

  const start = await page.goto('/');
  const policy = start!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
  await expect(page.locator('html')).toHaveClass(/theme-(light|dark)/);

  await signUpThroughPage(page, newAccount('Csp Checker'));
  await showGroupsAsColumns(page);
  await addTask(page, 'Today', 'Read the policy');
  await expect(taskRow(groupColumn(page, 'Today'), 'Read the policy')).toBeVisible();

  // A menu and a dialog lock the page's scroll with a <style> element of their own (Radix, react-style-singleton):
  // it carries this answer's style nonce, so it applies, where without it the policy would block it.
  const bodyOverflow = () => page.evaluate('getComputedStyle(document.body).overflow');
  expect(await bodyOverflow()).not.toBe('hidden');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  expect(await bodyOverflow()).toBe('hidden');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toHaveCount(0);
  expect(await page.evaluate('window.cspViolations')).toEqual([]);

  await page.reload();
  await expect(page.getByText('Read the policy').first()).toBeVisible();

  expect(await page.evaluate('window.cspViolations')).toEqual([]);
  expect(reported).toEqual([]);
});
