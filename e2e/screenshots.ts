import type { Page } from '@playwright/test';

/** The sizes the briefs ask screenshots at. */
export const shotSizes = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * Screenshots of what `page` shows at the desktop and phone sizes, light and dark (the briefs' four), each to the file
 * `file(size, scheme)` names, `settleMs` after the size or scheme changed; then the page is light at its own size again.
 */
export async function shootSizesAndSchemes(page: Page, file: (size: keyof typeof shotSizes, scheme: 'light' | 'dark') => string, settleMs: number) {
  const size = page.viewportSize();
  for (const name of ['desktop', 'phone'] as const) {
    await page.setViewportSize(shotSizes[name]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(settleMs);
      await page.screenshot({ path: file(name, scheme) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}
