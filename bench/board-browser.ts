/**
 * The big board in Chromium (issue 14), run by `npm run bench:board -- --browser` on the board board.bench.ts seeds
 * (5,000 cards in 10 sections). Three figures, each in headless Chromium (`/usr/bin/chromium`, the flags of
 * sync-browser.ts) against the built app the real server serves:
 * 1. Warm open: the app has loaded once in the profile (the cards are in IndexedDB); a new page goes to /boards/:id, and
 *    the time is from navigation start to the frame after every card in the viewport is painted (checked every frame:
 *    each column in view shows its full count and its drawn cards reach the bottom of what is in view). Also the number
 *    of card elements in the page (virtualization: far below 5,000).
 * 2. A move seen by another member: two contexts (the owner and a member) with the board open; the owner moves the top
 *    card of the first column to the second with the keyboard (Space, →, Space), the drop timed by a keydown listener in
 *    the owner's page; the member's page times the frame after that card appears in the second column. Both pages run
 *    in one browser on one machine, so `performance.timeOrigin + performance.now()` compares across them.
 * 3. Drag frames: a mouse drag of a card across three columns over about a second (a move every 16 ms); the page
 *    records every requestAnimationFrame delta, and long tasks.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { percentile, type ApiCaller, type Row } from './bench-report.js';
import { storedTaskCount, topSelfTime } from './sync-browser.js';

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

const viewport = { width: 1400, height: 900 };
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const now = 'performance.timeOrigin + performance.now()';

// In-page code, as text (the bench compiles without the DOM types). From the first frame on, every frame checks whether
// each column in view is complete: not a placeholder, showing its full count, its drawn cards (with their titles)
// reaching the bottom of what is in view, or all drawn. The first frame where that holds is checked before its paint, so
// the time is taken at the next frame (after that paint), in ms since navigation start.
const openWatch = (expected: Record<string, number>) => `(() => {
  if (!location.pathname.startsWith('/boards/')) return;
  const expected = ${JSON.stringify(expected)};
  const complete = () => {
    const columns = [...document.querySelectorAll('.board-columns > .board-column')]
      .filter((column) => { const r = column.getBoundingClientRect(); return r.width > 0 && r.right > 0 && r.left < innerWidth; });
    if (columns.length === 0) return false;
    for (const column of columns) {
      if (column.classList.contains('board-column-placeholder')) return false;
      const key = column.getAttribute('data-column-key');
      const count = Number(column.querySelector('.board-column-count')?.textContent);
      if (key in expected && count !== expected[key]) return false;
      const cards = column.querySelectorAll('.board-card');
      if (cards.length === count) continue;
      const body = column.querySelector('.board-column-body');
      if (!body || cards.length === 0) return false;
      const bottom = Math.min(innerHeight, body.getBoundingClientRect().bottom);
      let reach = 0;
      for (const card of cards) {
        if (!card.querySelector('.board-card-title')?.textContent) return false;
        reach = Math.max(reach, card.getBoundingClientRect().bottom);
      }
      if (reach < bottom - 2) return false;
    }
    return true;
  };
  // The real board (not the first-screen snapshot's picture, which is inert): its cards drawn and the picture gone.
  const real = () => !document.querySelector('[data-first-screen]') && document.querySelector('.board-columns .board-card, .board-phone .board-card');
  const check = () => {
    if (window.__boardFirstCardAt === undefined && document.querySelector('.board-card')) window.__boardFirstCardAt = performance.now();
    if (window.__boardPaintedAt === undefined && window.__boardCompleteAt === undefined && complete()) {
      window.__boardCompleteAt = performance.now();
      window.__boardFromSnapshot = Boolean(document.querySelector('[data-first-screen]'));
      requestAnimationFrame(() => { window.__boardPaintedAt = performance.now(); });
    }
    if (window.__boardRealAt === undefined && real()) {
      window.__boardRealAt = performance.now();
      requestAnimationFrame(() => { window.__boardRealPaintedAt = performance.now(); });
    }
    if (window.__boardCompleteAt === undefined || window.__boardRealAt === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

// In-page: the time of the last Space keydown (the keyboard drag's drop), and a watcher the bench arms before each move:
// the frame after the card with `taskId` is drawn in the column `columnKey` (double rAF: the first callback runs before
// that frame's paint, the second after it).
const moveHelpers = `(() => {
  document.addEventListener('keydown', (event) => { if (event.code === 'Space') window.__spaceAt = ${now}; }, true);
  window.__watchCard = (taskId, columnKey) => {
    window.__cardSeenAt = undefined;
    window.__cardPaintedAt = undefined;
    const selector = '[data-column-key="' + columnKey + '"] [data-task-id="' + taskId + '"]';
    const seen = () => {
      if (window.__cardSeenAt !== undefined || !document.querySelector(selector)) return false;
      window.__cardSeenAt = ${now};
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => { window.__cardPaintedAt = ${now}; }));
      return true;
    };
    const observer = new MutationObserver(seen);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-column-key', 'data-task-id'] });
    seen();
  };
})();`;

// In-page: every frame's time while recording, and long tasks (≥ 50 ms of the main thread).
const frameRecorder = `(() => {
  window.__frames = [];
  window.__longTasks = [];
  window.__recording = true;
  const tick = (t) => { if (!window.__recording) return; window.__frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  try {
    window.__longTaskObserver = new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); });
    window.__longTaskObserver.observe({ type: 'longtask' });
  } catch {}
})()`;

const storeToken = (token: string) => `localStorage.setItem('taskhub.authToken', ${JSON.stringify(token)});`;

async function until<T>(page: Page, expression: string, timeoutMs: number, step = 10): Promise<T | undefined> {
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

async function signedInContext(browser: Browser, token: string, expected: Record<string, number>, dist: string, served: string, routed: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (routed) await serveBuild(context, dist, served);
  await context.addInitScript({ content: storeToken(token) });
  await context.addInitScript({ content: openWatch(expected) });
  await context.addInitScript({ content: moveHelpers });
  return context;
}

interface Opened {
  painted: number;
  firstCard: number;
  /** The real board's cards painted (the snapshot's picture gone): the board answers clicks and drags from then on. */
  real: number;
  /** Whether the complete paint was the first-screen snapshot's picture. */
  fromSnapshot: boolean;
}

/**
 * Opens the board; resolves with ms from navigation start to the painted board (and to the real board, when the
 * first paint was the snapshot's picture), or a string saying what was shown.
 */
async function openBoard(page: Page, url: string, timeoutMs: number): Promise<Opened | string> {
  await page.goto(url);
  const painted = await until<number>(page, 'window.__boardPaintedAt', timeoutMs);
  const real = painted === undefined ? undefined : await until<number>(page, 'window.__boardRealPaintedAt', timeoutMs);
  if (painted === undefined || real === undefined) {
    const shown = (await page.evaluate('document.body.innerText') as string).replace(/\s+/g, ' ').trim().slice(0, 160);
    return `the ${painted === undefined ? 'board was not complete' : 'real board did not replace the snapshot'} within ${timeoutMs / 1000} s; the page showed "${shown}"`;
  }
  return {
    painted, real, firstCard: await page.evaluate('window.__boardFirstCardAt') as number,
    fromSnapshot: await page.evaluate('window.__boardFromSnapshot') as boolean,
  };
}

/** The first load of a profile: the full sync, then the cards saved in IndexedDB, so the next loads are warm. */
async function firstLoad(context: BrowserContext, url: string, cardTotal: number): Promise<Page | string> {
  const page = await context.newPage();
  const opened = await openBoard(page, url, 60_000);
  if (typeof opened === 'string') return `first load: ${opened}`;
  for (const started = Date.now(); Date.now() - started < 60_000; await page.waitForTimeout(200)) {
    if (await page.evaluate(storedTaskCount) as number >= cardTotal) return page;
  }
  return `first load: fewer than ${cardTotal} cards saved in IndexedDB within 60 s`;
}

const cardElements = (page: Page) => page.evaluate('document.querySelectorAll(".board-card").length') as Promise<number>;
/** The index (in the board's sections) of the column a card is drawn in, -1 where it is not drawn. */
const columnIndexOf = async (page: Page, taskId: string, sectionIds: string[]) => sectionIds.indexOf(String(await page.evaluate(
  `document.querySelector('[data-task-id="${taskId}"]')?.closest('[data-column-key]')?.getAttribute('data-column-key')?.slice(8) ?? null`,
)));
/** The page's sync requests since its resource timings were cleared, as [sent, answered] in epoch ms. */
const syncRequests = (page: Page) => page.evaluate(`performance.getEntriesByType('resource').filter((e) => e.name.includes('/me/sync'))
  .map((e) => [performance.timeOrigin + e.startTime, performance.timeOrigin + e.responseEnd])`) as Promise<[number, number][]>;
const topCard = (page: Page, columnKey: string) => page.evaluate(
  `document.querySelector('[data-column-key="${columnKey}"] .board-card')?.getAttribute('data-task-id') ?? null`,
) as Promise<string | null>;

/** Scrolls the board back to its first column (a drag near the edge scrolls it sideways). */
const scrollHome = (page: Page) => page.evaluate(`(() => { const s = document.querySelector('.board-columns'); if (s) s.scrollLeft = 0; })()`);

/** The milestones of a load, in ms since navigation start: the app's marks and the board's GET answered. */
const openMilestones = `(() => {
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime;
  const board = performance.getEntriesByType('resource').find((e) => /\\/api\\/v1\\/boards\\/[^/]+$/.test(new URL(e.name).pathname));
  return { scriptsRan: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd, appStart: mark('taskhub:app-start'),
    localCopy: mark('taskhub:local-copy-loaded'), screensMounted: mark('taskhub:task-screens-mounted'), boardAnswered: board?.responseEnd };
})()`;

interface MovePair { name: string; mover: Page; watcher: Page }
interface MoveFigures { seen: number[]; painted: number[]; steps: number[][] }

/**
 * One move in a pair of pages: the top card of the first column to the second with the keyboard; ms from the drop to
 * the watcher's DOM and paint, and the steps between. A string says what went wrong.
 */
async function moveOnce({ mover, watcher }: MovePair, sectionIds: string[]): Promise<{ seen: number; painted: number; steps: number[] } | string> {
  const [fromKey, toKey] = [`section:${sectionIds[0]}`, `section:${sectionIds[1]}`];
  await scrollHome(mover);
  const taskId = await topCard(mover, fromKey);
  if (!taskId) return 'the first column has no card to move';
  for (const page of [mover, watcher]) await page.evaluate('performance.clearResourceTimings()');
  await watcher.evaluate(`window.__watchCard(${JSON.stringify(taskId)}, ${JSON.stringify(toKey)})`);
  await mover.focus(`[data-task-id="${taskId}"]`);
  await mover.keyboard.press('Space');
  // dnd-kit measures the columns after the pick-up; an arrow before that finds nothing to move to. The drop waits until
  // the card is drawn over the second column.
  await mover.waitForTimeout(100);
  // dnd-kit's live region names the column the card is over ("… is over Card 12 (Stage 2)").
  const title = await mover.evaluate(`document.querySelector('[data-column-key="${toKey}"] .board-column-title')?.textContent ?? ''`) as string;
  const overSecond = `[...document.querySelectorAll('[id^="DndLiveRegion"]')].some((e) => e.textContent.includes(${JSON.stringify(`(${title})`)}))`;
  await mover.keyboard.press('ArrowRight');
  if (!await until<boolean>(mover, overSecond, 2_000)) return 'the keyboard did not take the card over the second column';
  await mover.keyboard.press('Space');
  const dropAt = await mover.evaluate('window.__spaceAt') as number;
  const moved = await until<boolean>(mover, `Boolean(document.querySelector('[data-column-key="${toKey}"] [data-task-id="${taskId}"]'))`, 2_000);
  const said = await mover.evaluate(`[...document.querySelectorAll('[id^="DndLiveRegion"]')].map((e) => e.textContent).join(' | ')`) as string;
  if (!moved) return `(dnd-kit said: ${said}) the card did not land in the second column of the mover's page (it is in column ${await columnIndexOf(mover, taskId, sectionIds) + 1}; 0: not drawn)`;
  const painted = await until<number>(watcher, 'window.__cardPaintedAt', 10_000);
  if (painted === undefined) {
    return `the other member's page never showed the moved card in the second column (in its column ${await columnIndexOf(watcher, taskId, sectionIds) + 1}, 0: not drawn; `
      + `in the mover's ${await columnIndexOf(mover, taskId, sectionIds) + 1}; the other member's syncs since the drop: ${(await syncRequests(watcher)).length}, the mover's: ${(await syncRequests(mover)).length})`;
  }
  const seen = await watcher.evaluate('window.__cardSeenAt') as number;
  // The push is the mover's first request from the drop on (it leaves in the drop's own handler); the pull, the other
  // member's last one between the drop and the card in its page (none when the socket's message carried the card).
  const push = (await syncRequests(mover)).find(([start]) => start >= dropAt - 1);
  const pull = (await syncRequests(watcher)).filter(([start]) => start >= dropAt && start < seen).at(-1);
  // Both clients finish their syncs before the next move: a client that applied carried objects pulls 1 s later.
  await mover.waitForTimeout(1_300);
  return { seen: seen - dropAt, painted: painted - dropAt, steps: [push?.[0] ?? NaN, push?.[1] ?? NaN, pull?.[0] ?? NaN, pull?.[1] ?? NaN].map((t) => t - dropAt) };
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
  const rows: Row[] = [];
  const notes: string[] = [];
  const wrong: string[] = [];
  const [main, ...others] = options.builds;
  const label = (name: string) => (others.length ? `, ${name}` : '');
  try {
    // The mover's profile for each build: loaded once (the full sync, the cards saved in IndexedDB).
    const moverContexts = new Map<string, BrowserContext>();
    for (const build of options.builds) {
      const context = await signedInContext(browser, options.mover.token, expected, build.dist, main!.dist, others.length > 0);
      const first = await firstLoad(context, url, options.cardTotal);
      if (typeof first === 'string') return { rows, notes, wrong: [`${build.name}: ${first}`] };
      await first.close();
      moverContexts.set(build.name, context);
    }

    // 1. Warm opens, each a new page in the profile that has the cards; the builds alternate run by run.
    interface OpenFigures { opens: Opened[]; milestones: Record<string, number | undefined>[]; domCounts: number[]; hold: number[]; last?: Page }
    const openFigures = new Map<string, OpenFigures>(options.builds.map((build) => [build.name, { opens: [], milestones: [], domCounts: [], hold: [] }]));
    const lastRun = options.openWarmups + options.openRuns - 1;
    opening: for (let run = 0; run <= lastRun; run += 1) {
      for (const build of run % 2 === 0 ? options.builds : [...options.builds].reverse()) {
        const context = moverContexts.get(build.name)!;
        const into = openFigures.get(build.name)!;
        const page = await context.newPage();
        // BENCH_CPU_PROFILE=<file>: the last warm open is profiled (open it in Chrome's DevTools), its top self times printed.
        const profileTo = run === lastRun ? process.env.BENCH_CPU_PROFILE?.replace(/(\.cpuprofile)?$/, `-${build.name.replace(/\W+/g, '-')}.cpuprofile`) : undefined;
        const cdp = profileTo ? await context.newCDPSession(page) : undefined;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        const opened = await openBoard(page, url, 30_000);
        if (cdp && profileTo) {
          const { profile } = await cdp.send('Profiler.stop') as { profile: Parameters<typeof topSelfTime>[0] };
          await writeFile(profileTo, JSON.stringify(profile));
          console.log(`CPU profile of the last warm open${label(build.name)} in ${profileTo}; most self time:`);
          for (const line of topSelfTime(profile, 25)) console.log(line);
        }
        if (process.env.BENCH_TIMELINE && run === lastRun) {
          // BENCH_TIMELINE=1: the last warm open's requests and the app's performance marks, in ms since navigation start.
          const timeline = await page.evaluate(`performance.getEntries()
            .filter((e) => e.entryType === 'resource' || e.entryType === 'mark')
            .map((e) => e.entryType === 'mark' ? [e.startTime, 0, 'mark ' + e.name] : [e.startTime, e.responseEnd, e.name.replace(location.origin, '')])`) as [number, number, string][];
          console.log(`timeline of the last warm open${label(build.name)}:`);
          for (const [start, end, name] of timeline.sort((a, b) => a[0] - b[0])) {
            console.log(`${start.toFixed(0).padStart(6)}${end ? ` → ${end.toFixed(0).padStart(5)}` : '        '}  ${name.slice(0, 100)}`);
          }
        }
        if (typeof opened === 'string') {
          wrong.push(`warm open ${run + 1}${label(build.name)}: ${opened}`);
          await page.close();
          break opening;
        }
        if (run >= options.openWarmups) {
          into.opens.push(opened);
          await page.waitForTimeout(300);
          into.milestones.push(await page.evaluate(openMilestones) as Record<string, number | undefined>);
          into.domCounts.push(await cardElements(page));
          into.hold.push(await page.evaluate(`[...document.querySelectorAll('.board-columns > .board-column:not(.board-column-placeholder) .board-column-count')]
            .reduce((sum, e) => sum + Number(e.textContent), 0)`) as number);
        }
        if (run === lastRun) into.last = page;
        else await page.close();
      }
    }
    for (const build of options.builds) {
      const { opens, milestones, domCounts, hold, last } = openFigures.get(build.name)!;
      if (process.env.BENCH_SHOTS && last && build === main) await last.screenshot({ path: `${process.env.BENCH_SHOTS}/board-open.png` });
      rows.push({ name: `warm open, last visible card painted${label(build.name)}`, target: 600, values: opens.map((o) => o.painted) });
      rows.push({ name: `warm open, first card in the page${label(build.name)}`, target: 600, values: opens.map((o) => o.firstCard) });
      rows.push({ name: `warm open, real (interactive) board painted${label(build.name)}`, target: NaN, values: opens.map((o) => o.real) });
      if (!opens.length) continue;
      const median = (key: string) => {
        const values = milestones.map((m) => m[key]).filter((v): v is number => v !== undefined);
        return values.length ? percentile(values, 0.5).toFixed(0) : '-';
      };
      notes.push(`warm open${label(build.name)}, p50 ms since navigation start: scripts ran (DOMContentLoaded) ${median('scriptsRan')}, app start ${median('appStart')}, `
        + `local copy loaded (IndexedDB) ${median('localCopy')}, task screens mounted ${median('screensMounted')}, first card ${percentile(opens.map((o) => o.firstCard), 0.5).toFixed(0)}, `
        + `last visible card painted ${percentile(opens.map((o) => o.painted), 0.5).toFixed(0)}; board GET answered ${median('boardAnswered')} (the paint does not wait for it)`);
      const snapshotted = opens.filter((o) => o.fromSnapshot).length;
      notes.push(`warm open${label(build.name)}: ${snapshotted} of ${opens.length} complete paints were the first-screen snapshot's picture; the real board `
        + `replaced it p50 ${percentile(opens.map((o) => o.real - o.painted), 0.5).toFixed(0)} ms later`);
      const p50 = percentile(opens.map((o) => o.painted), 0.5);
      notes.push(`warm open${label(build.name)}, last visible card painted p50 ${p50.toFixed(0)} ms, p95 ${percentile(opens.map((o) => o.painted), 0.95).toFixed(0)} ms `
        + `(${p50 <= 600 ? 'within' : 'NOT within'} 600 ms)`);
      const most = Math.max(...domCounts);
      const held = Math.min(...hold);
      notes.push(`card elements in the page after a warm open${label(build.name)}: at most ${most} of ${options.cardTotal} cards; the columns drawn hold ${held} `
        + `(${most < held / 2 ? 'virtualized' : 'NOT virtualized'})`);
    }
    const mover = openFigures.get(main!.name)!.last;
    if (!mover) return { rows, notes, wrong };

    // 2. Moves seen by another member, for each build (alternating move by move).
    const pairs: MovePair[] = [];
    for (const build of options.builds) {
      const pairMover = openFigures.get(build.name)!.last;
      if (!pairMover) return { rows, notes, wrong };
      const watcherContext = await signedInContext(browser, options.watcher.token, expected, build.dist, main!.dist, others.length > 0);
      const watcher = await firstLoad(watcherContext, url, options.cardTotal);
      if (typeof watcher === 'string') return { rows, notes, wrong: [...wrong, `${build.name} watcher's ${watcher}`] };
      pairs.push({ name: build.name, mover: pairMover, watcher });
    }
    const figures = new Map<string, MoveFigures>(pairs.map((pair) => [pair.name, { seen: [], painted: [], steps: [] }]));
    moves: for (let run = 0; run < options.moveWarmups + options.moveRuns; run += 1) {
      for (const pair of run % 2 === 0 ? pairs : [...pairs].reverse()) {
        // BENCH_MOVE_PROFILE=<file>: the other member's page is profiled during the last move (of the first build).
        const profileTo = run === options.moveWarmups + options.moveRuns - 1 && pair === pairs[0] ? process.env.BENCH_MOVE_PROFILE : undefined;
        const cdp = profileTo ? await pair.watcher.context().newCDPSession(pair.watcher) : undefined;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
          await cdp.send('Profiler.start');
        }
        const result = await moveOnce(pair, sectionIds);
        if (cdp && profileTo) {
          const { profile } = await cdp.send('Profiler.stop') as { profile: Parameters<typeof topSelfTime>[0] };
          await writeFile(profileTo, JSON.stringify(profile));
          console.log(`CPU profile of the other member's page during the last move in ${profileTo}; most self time:`);
          for (const line of topSelfTime(profile, 20)) console.log(line);
        }
        if (typeof result === 'string') {
          wrong.push(`move ${run + 1}${label(pair.name)}: ${result}`);
          break moves;
        }
        if (run < options.moveWarmups) continue;
        const into = figures.get(pair.name)!;
        into.seen.push(result.seen);
        into.painted.push(result.painted);
        into.steps.push(result.steps);
      }
    }
    for (const pair of pairs) {
      const { seen, painted, steps } = figures.get(pair.name)!;
      rows.push({ name: `move: drop → other member's card painted${label(pair.name)}`, target: 50, values: painted });
      rows.push({ name: `move: drop → other member's card in DOM${label(pair.name)}`, target: 50, values: seen });
      if (!painted.length) continue;
      const median = (i: number) => {
        const values = steps.map((step) => step[i]!).filter((t) => !Number.isNaN(t));
        return values.length ? percentile(values, 0.5).toFixed(0) : '-';
      };
      notes.push(`move${label(pair.name)}, p50 ms after the drop: mover's push sent ${median(0)}, answered ${median(1)}; other member's pull (in ${steps.filter((step) => !Number.isNaN(step[2]!)).length} of ${steps.length} moves; `
        + `none when the socket carried the card) sent ${median(2)}, `
        + `answered ${median(3)}; card in its DOM ${percentile(seen, 0.5).toFixed(0)}, painted ${percentile(painted, 0.5).toFixed(0)}`);
      const p95 = percentile(painted, 0.95);
      notes.push(`move seen by another member${label(pair.name)}, p95 ${p95.toFixed(1)} ms (${p95 <= 50 ? 'within' : 'NOT within'} 50 ms)`);
    }
    for (const pair of pairs) await pair.watcher.close();

    // 3. Drag frames: the top card of the first column dragged over three columns in about a second, dropped there. At
    // 1920 px the fourth column is in view, away from the edge where dnd-kit scrolls the board sideways.
    await mover.setViewportSize({ width: 1920, height: 1080 });
    const fromKey = `section:${sectionIds[0]}`;
    const frames: number[] = [];
    const fpsRuns: number[] = [];
    const longTasks: number[] = [];
    for (let run = 0; run < options.dragWarmups + options.dragRuns; run += 1) {
      await mover.mouse.move(5, 5);
      await scrollHome(mover);
      await mover.waitForTimeout(200);
      const taskId = await topCard(mover, fromKey);
      if (!taskId) { wrong.push('the first column has no card to drag'); break; }
      const card = (await mover.locator(`[data-task-id="${taskId}"]`).boundingBox())!;
      const target = (await mover.locator(`[data-column-key="section:${sectionIds[3]}"] .board-column-body`).boundingBox())!;
      const [x0, y0] = [card.x + card.width / 2, card.y + card.height / 2];
      const [x1, y1] = [target.x + target.width / 2, y0 + 120];
      await mover.mouse.move(x0, y0);
      await mover.mouse.down();
      await mover.mouse.move(x0 + 10, y0, { steps: 3 });
      await mover.evaluate(frameRecorder);
      const steps = 60;
      const started = Date.now();
      for (let step = 1; step <= steps; step += 1) {
        await mover.mouse.move(x0 + 10 + (x1 - x0 - 10) * step / steps, y0 + (y1 - y0) * step / steps);
        const wait = started + step * (1000 / steps) - Date.now();
        if (wait > 0) await mover.waitForTimeout(wait);
      }
      if (run === options.dragWarmups) {
        // Where the dragged card is drawn: under the pointer, and whether its column's scroller clips it there.
        const drawn = await mover.evaluate(`(() => {
          const card = document.querySelector('[data-task-id="${taskId}"]');
          const clip = card?.closest('.virtual-list');
          if (!card || !clip) return null;
          const r = card.getBoundingClientRect();
          const c = clip.getBoundingClientRect();
          return { x: r.left + r.width / 2, clipped: r.left >= c.right || r.right <= c.left, transform: card.style.transform };
        })()`) as { x: number; clipped: boolean; transform: string } | null;
        if (drawn) {
          notes.push(`mid-drag, the dragged card is drawn ${Math.abs(drawn.x - x1) < 40 ? 'under the pointer' : `${Math.round(drawn.x - x1)} px from the pointer`} `
            + `(transform "${drawn.transform}"), ${drawn.clipped ? 'outside its column, which clips it: not visible' : 'visible'}`);
        }
      }
      if (process.env.BENCH_SHOTS && run === options.dragWarmups) await mover.screenshot({ path: `${process.env.BENCH_SHOTS}/board-drag.png` });
      const recorded = await mover.evaluate('(() => { window.__recording = false; window.__longTaskObserver?.disconnect(); return { frames: window.__frames, longTasks: window.__longTasks }; })()') as { frames: number[]; longTasks: number[] };
      await mover.mouse.up();
      await mover.waitForTimeout(300);
      const landed = await columnIndexOf(mover, taskId, sectionIds);
      if (landed !== 3) wrong.push(`drag ${run + 1}: the card was in column ${landed + 1} after the drop, not 4 (0: not drawn)`);
      if (run < options.dragWarmups) continue;
      const deltas = recorded.frames.slice(1).map((t, i) => t - recorded.frames[i]!);
      frames.push(...deltas);
      longTasks.push(...recorded.longTasks);
      const span = recorded.frames.at(-1)! - recorded.frames[0]!;
      if (span > 0) fpsRuns.push((deltas.length / span) * 1000);
    }
    rows.push({ name: 'drag: frame time (rAF delta)', target: 16.7, values: frames });
    if (frames.length) {
      const p95 = percentile(frames, 0.95);
      notes.push(`drag: ${percentile(fpsRuns, 0.5).toFixed(1)} frames/s (median of ${fpsRuns.length} drags), frame p95 ${p95.toFixed(1)} ms, longest ${Math.max(...frames).toFixed(1)} ms, `
        + `${longTasks.length} long tasks (longest ${longTasks.length ? Math.max(...longTasks).toFixed(0) : 0} ms) (${p95 <= 16.7 * 1.1 ? 'within' : 'NOT within'} 60 fps)`);
    }
    return { rows, notes, wrong };
  } finally {
    await browser.close();
  }
}
