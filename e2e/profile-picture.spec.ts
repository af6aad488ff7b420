import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe.js';
import { signUpThroughPage } from './sign-up.js';
import { newAccount, openSettings } from './tasks-helpers.js';

/**
 * The profile picture in a real browser (issue 12): uploaded in Settings → Profile, it is the header's avatar, an
 * <img> loading the server's WebP without a token (so the page's Content-Security-Policy must allow it); removed, the
 * initials come back. With AVATAR_SHOTS=<folder> it also saves Settings → Profile and the header's account menu at the
 * desktop and phone sizes, light and dark, for review.
 */
const shots = process.env.AVATAR_SHOTS;

/** A portrait worth recognising: a face-like circle on a gradient, wider than tall, so the square crop shows. */
const portrait = () => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7f5af0"/><stop offset="1" stop-color="#2cb67d"/></linearGradient></defs>
  <rect width="900" height="600" fill="url(#bg)"/><circle cx="450" cy="250" r="120" fill="#ffd8b1"/>
  <rect x="300" y="390" width="300" height="210" rx="120" fill="#16161a"/>
  <circle cx="410" cy="235" r="14" fill="#16161a"/><circle cx="490" cy="235" r="14" fill="#16161a"/>
</svg>`)).png().toBuffer();

/** The header's account-menu button (by class: behind the open settings dialog it is hidden from the accessibility tree). */
const accountButton = (page: Page) => page.locator('.app-header .account-menu-trigger');

/** The width the header avatar's picture loaded at, or 0 while it shows initials (no <img>). */
const headerPictureWidth = (page: Page) => accountButton(page).locator('img').evaluateAll(
  (images) => images.map((image) => (image as HTMLImageElement).complete ? (image as HTMLImageElement).naturalWidth : 0)[0] ?? 0,
);

/** One picture of the page as it is, for review (with AVATAR_SHOTS). */
async function snap(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function saveShots(page: Page, dialog: Locator, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const picture = dialog.locator('.profile-picture img');
      if (await picture.count()) await expect(picture).toHaveJSProperty('complete', true);
      await page.screenshot({ path: path.join(shots, `${name}-settings-${size.width}x${size.height}-${theme}.png`) });
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await accountButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `${name}-header-${size.width}x${size.height}-${theme}.png`) });
      await page.keyboard.press('Escape');
    }
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}

test('profile picture: uploaded in Settings → Profile it is the header\'s avatar, loaded without a token; removed, the initials come back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const account = newAccount('Ada Picture');
  await signUpThroughPage(page, account);
  await expect(accountButton(page).locator('.ui-avatar-initials')).toHaveAttribute('data-initials', 'AP');
  expect(await headerPictureWidth(page)).toBe(0);

  let dialog = await openSettings(page);
  const chooser = dialog.getByLabel('Choose a picture');
  // A text file named .png is refused before it is sent.
  await chooser.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Not a picture at all.\n') });
  await expect(dialog.getByRole('alert')).toHaveText('This file is not a picture. Choose a PNG, JPEG, WebP or GIF image.');
  await snap(page, 'not-an-image-1400x900-light');

  await chooser.setInputFiles({ name: 'Ada.png', mimeType: 'image/png', buffer: await portrait() });
  await expect(dialog.getByText('Your picture was updated')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const settingsPicture = dialog.locator('.profile-picture .ui-avatar img');
  await expect(settingsPicture).toHaveAttribute('src', /\/avatars\/[\w-]{22}\.webp$/);
  expect(await seriousViolations(page)).toEqual([]);

  // The header's avatar is the stored 256 px WebP, which the browser loaded by itself (no token, the page's policy).
  await expect.poll(() => headerPictureWidth(page)).toBe(256);
  const src = (await accountButton(page).locator('img').getAttribute('src'))!;
  expect(await settingsPicture.getAttribute('src')).toBe(src);
  const plain = await page.request.get(src);
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-type']).toBe('image/webp');
  await saveShots(page, dialog, 'with-picture');

  // It stays after a reload (it is the account's), then Remove picture asks first and the initials come back.
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect.poll(() => headerPictureWidth(page)).toBe(256);
  dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'Remove picture' }).click();
  await expect(dialog.getByRole('group', { name: /^Remove your profile picture\?/ })).toBeVisible();
  await snap(page, 'remove-confirm-1400x900-light');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByText('Your picture was removed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(accountButton(page).locator('.ui-avatar-initials')).toHaveAttribute('data-initials', 'AP');
  expect(await headerPictureWidth(page)).toBe(0);
  expect((await page.request.get(src)).status()).toBe(404);

  // The initials are white on a colour of the user's id; every colour an id can get holds them at WCAG AA (4.5:1).
  const contrasts = await accountButton(page).locator('.ui-avatar').evaluate((avatar: HTMLElement, hues) => {
    const channels = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => value / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    return hues.map((hue) => {
      avatar.style.setProperty('--avatar-hue', String(hue));
      const style = getComputedStyle(avatar);
      const [lighter, darker] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
      return { hue, contrast: Math.round(((lighter! + 0.05) / (darker! + 0.05)) * 100) / 100 };
    });
  }, [210, 260, 330, 20, 140, 180, 45, 290]);
  expect(contrasts.filter(({ contrast }) => contrast < 4.5)).toEqual([]);
  if (shots) await saveShots(page, await openSettings(page), 'initials');
});
