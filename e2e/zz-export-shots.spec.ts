import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-up.js';
import { openSettings } from './tasks-helpers.js';

const password = 'a long enough password';

for (const [width, height] of [[1400, 900], [390, 844]] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`your data ${width} ${theme}`, async ({ page, request }) => {
      const email = `shots.${randomBytes(4).toString('hex')}@example.com`;
      const answer = await request.post('/user', { data: { name: 'Shot Taker', username: email, password, client_id: 'shots', locale: 'en' }, headers: { 'X-Platform': '3' } });
      const token = (await answer.json()).auth_token as string;
      await request.post('/me/on-boarding-completed', { headers: { 'X-Anydo-Auth': token, 'X-Platform': '3' } });
      await request.put('/me', { data: { webConfig: { theme } }, headers: { 'X-Anydo-Auth': token, 'X-Platform': '3' } });
      await page.setViewportSize({ width, height });
      await signInWithPassword(page, email, password);
      const dialog = await openSettings(page);
      await dialog.getByRole('tab', { name: 'Your data' }).click();
      await dialog.getByRole('button', { name: 'Create feed address' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Feed address' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Revoke address' }).click();
      await page.screenshot({ path: `/work/shots/export/feed-${width}-${theme}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.getByRole('combobox', { name: 'File format' }).click();
      await page.getByRole('option', { name: 'Other CSV file' }).click();
      await dialog.getByLabel('Choose file').setInputFiles({ name: 'tasks.csv', mimeType: 'text/csv', buffer: Buffer.from('Title,Notes,Due,Project,Labels\nA,b,2026-11-27,Work,x\n') });
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await dialog.getByRole('heading', { name: 'Import' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/export/import-${width}-${theme}.png` });
    });
  }
}
