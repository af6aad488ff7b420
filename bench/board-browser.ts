/**
 * The big board in Chromium (issue 14), run by `npm run bench:board -- --browser` on the board board.bench.ts seeds
 * (5,000 cards in 10 sections). Three figures, each in headless Chromium (`/usr/bin/chromium`, the flags of
 * sync-browser.ts) against the built app the real server serves, one file each: the warm open
 * (board-browser-open.ts), a move seen by another member (board-browser-move.ts) and drag frames
 * (board-browser-drag.ts); board-browser-page.ts holds what they share. This file signs the two people in, loads each
 * profile once and runs the three parts in turn, in one browser.
 */
import { chromium, type BrowserContext } from '@playwright/test';
import type { ApiCaller, Row } from './bench-report.js';
import { measureDragFrames } from './board-browser-drag.js';
import { measureMoves, moveHelpers } from './board-browser-move.js';
import { measureWarmOpens, openWatch } from './board-browser-open.js';
import { firstLoad, launchArgs, signedInContext, type BoardBench } from './board-browser-page.js';

export interface BoardBrowserOptions {
  baseUrl: string;
  call: ApiCaller;
  boardId: string;
  /** Who moves the cards (and whose warm open is measured) and who watches the moves arrive. */
  mover: { token: string };
  watcher: { token: string };
  /** Section ids in board order and the cards each has, to know when a column in view is complete. */
  sectionIds: string[];
  cardsPerSection: number[];
  cardTotal: number;
  openRuns: number; openWarmups: number;
  moveRuns: number; moveWarmups: number;
  dragRuns: number; dragWarmups: number;
  /**
   * The built app each page loads, by name: the first is the one the server serves (apps/web/dist), measured in every
   * part; with a second (e.g. a build of main as `before`), the moves are measured for each, alternating move by move,
   * in the same run (serveBuild).
   */
  builds: { name: string; dist: string }[];
}

export interface BoardBrowserResult {
  rows: Row[];
  /** Lines said after the table: the DOM count, fps, within / NOT within. */
  notes: string[];
  wrong: string[];
}

export async function measureBoardBrowser(options: BoardBrowserOptions): Promise<BoardBrowserResult> {
  const { baseUrl, boardId, sectionIds } = options;
  const url = new URL(`/boards/${boardId}`, baseUrl).toString();
  const expected = Object.fromEntries(sectionIds.map((id, i) => [`section:${id}`, options.cardsPerSection[i]!]));
  for (const person of [options.mover, options.watcher]) {
    await options.call('POST', '/me/on-boarding-completed', undefined, person.token);
    await options.call('PUT', '/me', { webConfig: { isOnboardingTourDismissed: true } }, person.token);
  }
  const browser = await chromium.launch({ headless: true, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs });
  const [main, ...others] = options.builds;
  const bench: BoardBench = {
    url, sectionIds, cardTotal: options.cardTotal, builds: options.builds,
    label: (name) => (others.length ? `, ${name}` : ''),
    newContext: (token, dist) => signedInContext(browser, token, [openWatch(expected), moveHelpers], dist, main!.dist, others.length > 0),
    rows: [], notes: [], wrong: [],
  };
  const { rows, notes, wrong } = bench;
  try {
    // The mover's profile for each build: loaded once (the full sync, the cards saved in IndexedDB).
    const moverContexts = new Map<string, BrowserContext>();
    for (const build of options.builds) {
      const context = await bench.newContext(options.mover.token, build.dist);
      const first = await firstLoad(context, url, options.cardTotal);
      if (typeof first === 'string') return { rows, notes, wrong: [`${build.name}: ${first}`] };
      await first.close();
      moverContexts.set(build.name, context);
    }
    const movers = await measureWarmOpens(bench, moverContexts, { runs: options.openRuns, warmups: options.openWarmups });
    const mover = movers.get(main!.name);
    if (!mover) return { rows, notes, wrong };
    if (!await measureMoves(bench, options.watcher.token, movers, { runs: options.moveRuns, warmups: options.moveWarmups })) return { rows, notes, wrong };
    await measureDragFrames(bench, mover, { runs: options.dragRuns, warmups: options.dragWarmups });
    return { rows, notes, wrong };
  } finally {
    await browser.close();
  }
}
