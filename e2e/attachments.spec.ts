import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe.js';
import { signUpThroughPage } from './sign-up.js';
import { addTask, createList, newAccount, openTask, showGroupsAsColumns } from './tasks-helpers.js';

/**
 * Attachments in a real browser (issue 12): files uploaded in the detail panel download through their signed links,
 * which carry no token (before, the plain link answered 401), and images show their preview. With
 * ATTACHMENT_SHOTS=<folder> it also saves the panel at the desktop and phone sizes, light and dark, for review.
 */
const shots = process.env.ATTACHMENT_SHOTS;

/** A picture worth previewing: a sunset over the sea, 1200 × 800. */
const sunset = () => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3a67"/><stop offset="1" stop-color="#f5a25d"/></linearGradient></defs>
  <rect width="1200" height="520" fill="url(#sky)"/><circle cx="600" cy="500" r="110" fill="#ffd166"/>
  <rect y="500" width="1200" height="300" fill="#1d4e89"/><rect x="420" y="540" width="360" height="10" fill="#ffd166" opacity="0.6"/>
</svg>`)).png().toBuffer();

const notes = Buffer.from('Passport, tickets, sunscreen.\nCall the hotel on Friday.\n');

async function downloadBytes(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('attachments: uploaded in the detail panel, an image shows its preview and both download by their signed links', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signUpThroughPage(page, newAccount('Ada Attach'));
  await createList(page, 'Holidays');
  await showGroupsAsColumns(page);
  await addTask(page, 'Someday', 'Pack for the seaside');
  const panel = await openTask(page, 'Pack for the seaside');

  const picture = await sunset();
  const picker = panel.getByLabel('choose a file');
  await picker.setInputFiles({ name: 'Sunset été.png', mimeType: 'image/png', buffer: picture });
  const imageLink = panel.getByRole('link', { name: 'Sunset été.png' });
  await expect(imageLink).toBeVisible();
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: notes });
  const textLink = panel.getByRole('link', { name: 'notes.txt' });
  await expect(textLink).toBeVisible();

  // The preview is the server's 320 px WebP, loaded by the <img> itself (no token).
  const preview = imageLink.locator('img');
  await expect(preview).toHaveAttribute('src', /\/me\/attachments\/[\w-]+\/content\?expires=\d+&signature=[\w-]+&size=thumb$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await expect(textLink.locator('..').locator('img')).toHaveCount(0);

  // A plain link: no token rides along, the signature is the key.
  const href = (await textLink.getAttribute('href'))!;
  expect(href).toMatch(/\/me\/attachments\/[\w-]+\/content\?expires=\d+&signature=[\w-]+$/);
  const plain = await page.request.get(href);
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-disposition']).toMatch(/^attachment;/);

  const text = await downloadBytes(page, () => textLink.click());
  expect(text.name).toBe('notes.txt');
  expect(text.bytes.equals(notes)).toBe(true);
  const image = await downloadBytes(page, () => imageLink.click());
  expect(image.name).toBe('Sunset été.png');
  expect(image.bytes.equals(picture)).toBe(true);

  expect(await seriousViolations(page)).toEqual([]);

  if (!shots) return;
  for (const [width, height] of [[1400, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    for (const dark of [false, true]) {
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      await page.evaluate(`document.documentElement.classList.toggle('theme-dark', ${dark}); document.documentElement.classList.toggle('theme-light', ${!dark})`);
      await imageLink.scrollIntoViewIfNeeded();
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
      await page.screenshot({ path: `${shots}/${width}x${height}-${dark ? 'dark' : 'light'}-attachments.png` });
    }
  }
});
