/**
 * What the board bench's three browser parts (board-browser-open.ts, -move.ts, -drag.ts) share: the browser's flags,
 * signed-in profiles running a given build, opening the board and waiting for it, and reading the page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Row } from './bench-report.js';
import { storedTaskCount } from './sync-browser.js';

/** What the orchestrator (board-browser.ts) hands each part: the board, the builds compared, and where figures go. */
export interface BoardBench {
  url: string;
  sectionIds: string[];
  cardTotal: number;
  builds: { name: string; dist: string }[];
  /** `, <build>` after a row's name when several builds are measured, else nothing. */
  label: (name: string) => string;
  /** A new profile signed in with `token` whose pages run the build in `dist`. */
  newContext: (token: string, dist: string) => Promise<BrowserContext>;
  rows: Row[];
  notes: string[];
  wrong: string[];
}

/** How many measured runs of a part, after how many warm-ups. */
export interface PartCounts { runs: number; warmups: number }

const viewport = { width: 1400, height: 900 };
export const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const storeToken = (token: string) => `localStorage.setItem('taskhub.authToken', ${JSON.stringify(token)});`;

export async function until<T>(page: Page, expression: string, timeoutMs: number, step = 10): Promise<T | undefined> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await page.waitForTimeout(step)) {
    const value = await page.evaluate(expression) as T | undefined | null | false;
    if (value !== undefined && value !== null && value !== false) return value;
  }
  return undefined;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.woff2': 'font/woff2', '.json': 'application/json',
};

/** The entry script and style sheet a build's index.html names. */
const entries = async (dist: string) => {
  const page = await readFile(path.join(dist, 'index.html'), 'utf8');
  return [/<script type="module"[^>]*src="([^"]+)"/.exec(page)?.[1], /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(page)?.[1]];
};

/**
 * The pages of `context` run the build in `dist` although the server serves `served` (apps/web/dist): the page's entry
 * script and style sheet are answered with `dist`'s, and every /assets/ file from `dist` (else from `served`). The page
 * itself stays the server's (its headers, its nonce). With several builds every one is served so, the served one too:
 * the bench's process answering the scripts is slower than the server's (more so on a busy machine), and all pay it.
 */
async function serveBuild(context: BrowserContext, dist: string, served: string): Promise<void> {
  const [from, to] = [await entries(served), await entries(dist)];
  const swap = new Map(from.map((name, i) => [name, to[i]]));
  await context.route((url) => url.pathname.startsWith('/assets/'), async (route) => {
    const asked = new URL(route.request().url()).pathname;
    const file = swap.get(asked) ?? asked;
    for (const root of [dist, served]) {
      try {
        const body = await readFile(path.join(root, file));
        await route.fulfill({ body, contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream' });
        return;
      } catch { /* the next folder */ }
    }
    await route.fulfill({ status: 404 });
  });
}

/**
 * A new profile signed in with `token` whose pages run the build in `dist` (served by serveBuild when `routed`), with
 * `pageScripts` run in every page before the app's: the parts' in-page watchers, passed in so that this module
 * imports none of the parts.
 */
export async function signedInContext(browser: Browser, token: string, pageScripts: string[], dist: string, served: string, routed: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (routed) await serveBuild(context, dist, served);
  await context.addInitScript({ content: storeToken(token) });
  for (const content of pageScripts) await context.addInitScript({ content });
  return context;
}

export interface Opened {
  painted: number;
  firstCard: number;
  /** The real board's cards painted (the snapshot's picture gone): the board answers clicks and drags from then on. */
  real: number;
  /** Whether the complete paint was the first-screen snapshot's picture. */
  fromSnapshot: boolean;
}

/**
 * Opens the board; resolves with ms from navigation start to the painted board (and to the real board, when the
 * first paint was the snapshot's picture), or a string saying what was shown. The times are openWatch's
 * (board-browser-open.ts), which board-browser.ts puts in every page.
 */
export async function openBoard(page: Page, url: string, timeoutMs: number): Promise<Opened | string> {
  await page.goto(url);
  const painted = await until<number>(page, 'window.__boardPaintedAt', timeoutMs);
  const real = painted === undefined ? undefined : await until<number>(page, 'window.__boardRealPaintedAt', timeoutMs);
  if (painted === undefined || real === undefined) {
    // The main area's text (the sidebar's would fill the message), and each drawn column's count and cards drawn.
    const shown = (await page.evaluate('(document.querySelector("main") ?? document.body).innerText') as string).replace(/\s+/g, ' ').trim().slice(0, 300);
    const columns = await page.evaluate(`[...document.querySelectorAll('.board-column')].map((c) => (c.classList.contains('board-column-placeholder') ? 'placeholder ' : '')
      + (c.querySelector('.board-column-count')?.textContent ?? '?') + '/' + c.querySelectorAll('.board-card').length).join(', ')`) as string;
    return `the ${painted === undefined ? 'board was not complete' : 'real board did not replace the snapshot'} within ${timeoutMs / 1000} s; `
      + `the main area showed "${shown}"; its columns (count/cards drawn): ${columns || 'none'}`;
  }
  return {
    painted, real, firstCard: await page.evaluate('window.__boardFirstCardAt') as number,
    fromSnapshot: await page.evaluate('window.__boardFromSnapshot') as boolean,
  };
}

/** The first load of a profile: the full sync, then the cards saved in IndexedDB, so the next loads are warm. */
export async function firstLoad(context: BrowserContext, url: string, cardTotal: number): Promise<Page | string> {
  const page = await context.newPage();
  const opened = await openBoard(page, url, 60_000);
  if (typeof opened === 'string') return `first load: ${opened}`;
  for (const started = Date.now(); Date.now() - started < 60_000; await page.waitForTimeout(200)) {
    if (await page.evaluate(storedTaskCount) as number >= cardTotal) return page;
  }
  return `first load: fewer than ${cardTotal} cards saved in IndexedDB within 60 s`;
}

export const cardElements = (page: Page) => page.evaluate('document.querySelectorAll(".board-card").length') as Promise<number>;
/** The index (in the board's sections) of the column a card is drawn in, -1 where it is not drawn. */
export const columnIndexOf = async (page: Page, taskId: string, sectionIds: string[]) => sectionIds.indexOf(String(await page.evaluate(
  `document.querySelector('[data-task-id="${taskId}"]')?.closest('[data-column-key]')?.getAttribute('data-column-key')?.slice(8) ?? null`,
)));
/** The page's sync requests since its resource timings were cleared, as [sent, answered] in epoch ms. */
export const syncRequests = (page: Page) => page.evaluate(`performance.getEntriesByType('resource').filter((e) => e.name.includes('/me/sync'))
  .map((e) => [performance.timeOrigin + e.startTime, performance.timeOrigin + e.responseEnd])`) as Promise<[number, number][]>;
export const topCard = (page: Page, columnKey: string) => page.evaluate(
  `document.querySelector('[data-column-key="${columnKey}"] .board-card')?.getAttribute('data-task-id') ?? null`,
) as Promise<string | null>;

/** Scrolls the board back to its first column (a drag near the edge scrolls it sideways). */
export const scrollHome = (page: Page) => page.evaluate(`(() => { const s = document.querySelector('.board-columns'); if (s) s.scrollLeft = 0; })()`);
