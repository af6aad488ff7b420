/**
 * Warm open, the board bench's first browser part: the app has loaded once in the profile (the cards are in IndexedDB);
 * a new page goes to /boards/:id, and the time is from navigation start to the frame after every card in the viewport
 * is painted (checked every frame: each column in view shows its full count and its drawn cards reach the bottom of
 * what is in view). Also the number of card elements in the page (virtualization: far below 5,000).
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { percentile } from './bench-report.js';
import { cardElements, openBoard, type BoardBench, type Opened, type PartCounts } from './board-browser-page.js';
import { topSelfTime } from './sync-browser.js';

// In-page code, as text (the bench compiles without the DOM types). From the first frame on, every frame checks whether
// each column in view is complete: not a placeholder, showing its full count, its drawn cards (with their titles)
// reaching the bottom of what is in view, or all drawn. The first frame where that holds is checked before its paint, so
// the time is taken at the next frame (after that paint), in ms since navigation start.
export const openWatch = (expected: Record<string, number>) => `(() => {
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

/** The milestones of a load, in ms since navigation start: the app's marks and the board's GET answered. */
const openMilestones = `(() => {
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime;
  const board = performance.getEntriesByType('resource').find((e) => /\\/api\\/v1\\/boards\\/[^/]+$/.test(new URL(e.name).pathname));
  return { scriptsRan: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd, appStart: mark('taskhub:app-start'),
    localCopy: mark('taskhub:local-copy-loaded'), screensMounted: mark('taskhub:task-screens-mounted'), boardAnswered: board?.responseEnd };
})()`;

/**
 * Measures the warm opens of every build in its mover's profile (`contexts`, loaded once) into `bench`; resolves with
 * each build's last page, left open on the board for the moves and drags (none where its opens failed).
 */
export async function measureWarmOpens(bench: BoardBench, contexts: Map<string, BrowserContext>, counts: PartCounts): Promise<Map<string, Page | undefined>> {
  const { url, builds, cardTotal, label, rows, notes, wrong } = bench;
  // Warm opens, each a new page in the profile that has the cards; the builds alternate run by run.
  interface OpenFigures { opens: Opened[]; milestones: Record<string, number | undefined>[]; domCounts: number[]; hold: number[]; last?: Page }
  const openFigures = new Map<string, OpenFigures>(builds.map((build) => [build.name, { opens: [], milestones: [], domCounts: [], hold: [] }]));
  const lastRun = counts.warmups + counts.runs - 1;
  opening: for (let run = 0; run <= lastRun; run += 1) {
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
      const context = contexts.get(build.name)!;
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
      if (run >= counts.warmups) {
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
  for (const build of builds) {
    const { opens, milestones, domCounts, hold, last } = openFigures.get(build.name)!;
    if (process.env.BENCH_SHOTS && last && build === builds[0]) await last.screenshot({ path: `${process.env.BENCH_SHOTS}/board-open.png` });
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
    notes.push(`card elements in the page after a warm open${label(build.name)}: at most ${most} of ${cardTotal} cards; the columns drawn hold ${held} `
      + `(${most < held / 2 ? 'virtualized' : 'NOT virtualized'})`);
  }
  return new Map(builds.map((build) => [build.name, openFigures.get(build.name)!.last]));
}
