/**
 * A move seen by another member, the board bench's second browser part: two contexts (the owner and a member) with the
 * board open; the owner moves the top card of the first column to the second with the keyboard (Space, →, Space), the
 * drop timed by a keydown listener in the owner's page; the member's page times the frame after that card appears in
 * the second column. Both pages run in one browser on one machine, so `performance.timeOrigin + performance.now()`
 * compares across them.
 */
import { writeFile } from 'node:fs/promises';
import type { CDPSession, Page } from '@playwright/test';
import { percentile } from './bench-report.js';
import { columnIndexOf, firstLoad, scrollHome, syncRequests, topCard, until, type BoardBench, type PartCounts } from './board-browser-page.js';
import { topSelfTime } from './sync-browser.js';

const now = 'performance.timeOrigin + performance.now()';

// In-page: the time of the last Space keydown (the keyboard drag's drop), and a watcher the bench arms before each move:
// the frame after the card with `taskId` is drawn in the column `columnKey` (double rAF: the first callback runs before
// that frame's paint, the second after it).
export const moveHelpers = `(() => {
  // The last realtime message's arrival in this page: the socket's part of a move (the server's write and its message).
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => {
        window.__messageAt = ${now};
        performance.mark('bench-message');
        // BENCH_MOVE_PROFILE: profiled from the move's first message (before the app's own handler) to the paint.
        if (window.__profileMoves === true && window.__cardSeenAt === undefined && !window.__profiling) {
          window.__profiling = true;
          console.profile('move');
        }
      });
    }
  };
  document.addEventListener('keydown', (event) => {
    if (event.code !== 'Space') return;
    window.__spaceAt = ${now};
    window.__spaceStamp = event.timeStamp;
    // BENCH_MOVE_PROFILE_PAGE=mover: the mover's page is profiled from its drop's keydown to the frame after its paint.
    if (window.__profileMoves === 'drop' && window.__dropNext && !window.__profiling) {
      window.__dropNext = false;
      window.__profiling = true;
      console.profile('drop');
      requestAnimationFrame(() => requestAnimationFrame(() => {
        window.__profiling = false;
        console.profileEnd('drop');
      }));
    }
  }, true);
  // The mover's own drop as its user feels it (Event Timing): the Space keydown's handlers, and the time to the next
  // paint after it (entries of 16 ms or more only: a shorter one leaves the last value undefined).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // The Space keydown's own entry (an entry's start is its event's timeStamp), not an arrow's arriving late.
      if (entry.name === 'keydown' && entry.startTime === window.__spaceStamp) window.__keydownTiming = { at: performance.timeOrigin + entry.startTime, duration: entry.duration, handlers: entry.processingEnd - entry.processingStart };
    }
  }).observe({ type: 'event', durationThreshold: 16 });
  // The browser's own paint time of the moved card (Element Timing: the presentation time of the frame that first drew
  // its text), beside the double requestAnimationFrame below.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === window.__moveIdentifier && window.__cardRenderAt === undefined && entry.renderTime > 0) window.__cardRenderAt = performance.timeOrigin + entry.renderTime;
    }
  }).observe({ type: 'element' });
  window.__watchCard = (taskId, columnKey) => {
    window.__cardSeenAt = undefined;
    window.__cardPaintedAt = undefined;
    window.__cardRenderAt = undefined;
    // Cards moved before keep their attribute: each move's card is told by an identifier of its own.
    window.__moveIdentifier = 'bench-move-' + taskId;
    performance.mark('bench-armed');
    const selector = '[data-column-key="' + columnKey + '"] [data-task-id="' + taskId + '"]';
    const seen = () => {
      if (window.__cardSeenAt !== undefined || !document.querySelector(selector)) return false;
      window.__cardSeenAt = ${now};
      observer.disconnect();
      const card = document.querySelector(selector);
      for (const element of [card, ...card.querySelectorAll('*')]) element.setAttribute('elementtiming', window.__moveIdentifier);
      requestAnimationFrame(() => requestAnimationFrame(() => {
        window.__cardPaintedAt = ${now};
        performance.mark('bench-painted');
        if (window.__profiling) {
          window.__profiling = false;
          console.profileEnd('move');
        }
      }));
      return true;
    };
    const observer = new MutationObserver(seen);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-column-key', 'data-task-id'] });
    seen();
  };
})();`;

interface MovePair { name: string; mover: Page; watcher: Page }

/** How long the bench leaves the pages alone after the drop before it reads their times (see moveOnce). */
const quietMs = 400;

type CpuProfile = Parameters<typeof topSelfTime>[0] & { startTime: number; endTime: number };
interface MoveProfiler { finish(): Promise<CpuProfile & { moves: number }> }

/**
 * Collects the page's console.profile profiles (one per move, see moveHelpers) into one: nodes renumbered, samples
 * and their time deltas one after the other, so any profile viewer sums the moves' work by function.
 */
async function profileMoves(page: Page, what: 'move' | 'drop'): Promise<MoveProfiler> {
  const cdp = await page.context().newCDPSession(page);
  const profiles: CpuProfile[] = [];
  cdp.on('Profiler.consoleProfileFinished', ({ profile }) => { profiles.push(profile as unknown as CpuProfile); });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await page.evaluate(`window.__profileMoves = ${what === 'drop' ? "'drop'" : 'true'}`);
  return {
    async finish() {
      await page.evaluate('window.__profileMoves = false');
      await cdp.detach();
      const merged: CpuProfile = { nodes: [], samples: [], timeDeltas: [], startTime: profiles[0]?.startTime ?? 0, endTime: 0 };
      let offset = 0;
      for (const profile of profiles) {
        const top = Math.max(...profile.nodes.map((node) => node.id));
        merged.nodes.push(...profile.nodes.map((node) => ({ ...node, id: node.id + offset, children: node.children?.map((id) => id + offset) })));
        merged.samples.push(...profile.samples.map((id) => id + offset));
        merged.timeDeltas.push(...profile.timeDeltas.map((delta, i) => (i === 0 ? 0 : delta)));
        offset += top;
      }
      merged.endTime = merged.startTime + merged.timeDeltas.reduce((sum, delta) => sum + delta, 0);
      return { ...merged, moves: profiles.length };
    },
  };
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: unknown } }
interface Trace { cdp: CDPSession; events: TraceEvent[] }

async function startTrace(page: Page): Promise<Trace> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => { events.push(...(value as unknown as TraceEvent[])); });
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'blink.user_timing'] }, transferMode: 'ReportEvents' });
  return { cdp, events };
}

/** Kinds of main-thread work in a trace, by the events Chromium's performance panel sums. */
const traceKinds: Record<string, string> = {
  FunctionCall: 'scripts', EvaluateScript: 'scripts', TimerFire: 'scripts', FireAnimationFrame: 'scripts', EventDispatch: 'scripts', RunMicrotasks: 'scripts',
  UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'paint', Paint: 'paint', Layerize: 'paint', UpdateLayer: 'paint', Commit: 'paint', MajorGC: 'gc', MinorGC: 'gc',
};

/**
 * The watcher's main-thread time by kind between the socket's message and the card's paint, found in the trace by the
 * page's marks (the first bench-message and bench-painted after bench-armed); an event inside another of its kind counts once.
 */
async function traceNotes({ cdp, events }: Trace): Promise<string[]> {
  const done = new Promise((resolve) => { cdp.once('Tracing.tracingComplete', resolve); });
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  const marks = (name: string) => events.filter((event) => event.name === name).map((event) => event.ts);
  const armed = Math.max(...marks('bench-armed'));
  const painted = Math.min(...marks('bench-painted').filter((ts) => ts > armed));
  const message = Math.min(...marks('bench-message').filter((ts) => ts > armed));
  const main = events.find((event) => event.name === 'bench-painted');
  if (!Number.isFinite(painted) || !Number.isFinite(message) || !main) return ['trace: the move\'s message or paint mark is not in the trace'];
  const timed = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined
    && event.ts >= message && event.ts + event.dur <= painted);
  const sums = new Map<string, number>();
  for (const event of timed) {
    const kind = traceKinds[event.name];
    if (!kind) continue;
    const inside = timed.some((outer) => outer !== event && traceKinds[outer.name] === kind && outer.ts <= event.ts && outer.ts + outer.dur! >= event.ts + event.dur!);
    if (!inside) sums.set(kind, (sums.get(kind) ?? 0) + event.dur!);
  }
  const parts = [...sums].sort((a, b) => b[1] - a[1]).map(([kind, us]) => `${kind} ${(us / 1000).toFixed(1)}`).join(', ');
  // The scripts one by one (the outermost events), each at its time after the message: what ran, and what waited.
  const scripts = timed.filter((event) => traceKinds[event.name] === 'scripts' && event.dur! >= 300
    && !timed.some((outer) => outer !== event && traceKinds[outer.name] === 'scripts' && outer.ts <= event.ts && outer.ts + outer.dur! >= event.ts + event.dur!))
    .map((event) => {
      const data = (event.args as { data?: { type?: string; functionName?: string; url?: string } } | undefined)?.data;
      // A timer's or a frame's callback is named by the first function call inside it.
      const inner = timed.find((call) => call !== event && call.name === 'FunctionCall' && call.ts >= event.ts && call.ts + call.dur! <= event.ts + event.dur!);
      const innerName = (inner?.args as { data?: { functionName?: string } } | undefined)?.data?.functionName;
      const what = [data?.type ?? data?.functionName ?? data?.url?.split('/').pop() ?? '', innerName && innerName !== data?.functionName ? `(${innerName})` : ''].filter(Boolean).join(' ');
      return `${event.name}${what ? ` ${what}` : ''} at ${((event.ts - message) / 1000).toFixed(1)} for ${(event.dur! / 1000).toFixed(1)}`;
    });
  // BENCH_MOVE_TRACE_TIMELINE=1: every outermost main-thread event of the window (tasks, frames, paints), in order.
  const outermost = timed.filter((event) => !timed.some((outer) => outer !== event && outer.ts <= event.ts && outer.ts + outer.dur! >= event.ts + event.dur!
    && (outer.ts < event.ts || outer.dur! > event.dur!)));
  const timeline = process.env.BENCH_MOVE_TRACE_TIMELINE
    ? [`timeline (ms after the message): ${outermost.map((event) => `${event.name} ${((event.ts - message) / 1000).toFixed(1)}+${(event.dur! / 1000).toFixed(1)}`).join(', ')}`]
    : [];
  return [
    ...timeline,
    `trace of the last move, the other member's main thread from the socket's message to the card painted (${((painted - message) / 1000).toFixed(0)} ms), ms: ${parts}`,
    `trace of the last move, its scripts of 0.3 ms or more (ms after the message): ${scripts.join('; ')}`,
  ];
}
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
  await mover.evaluate('window.__keydownTiming = undefined; window.__dropNext = true');
  await mover.keyboard.press('Space');
  // Nothing talks to the pages while the move lands (both pages time it themselves): each of the bench's calls is a
  // task on a page's main thread and work for the browser and this process, on the CPUs being measured (polled every
  // 10 ms from the drop on before; the difference was within the runs' spread, bench/README.md). BENCH_MOVE_POLL=1:
  // the old way, for comparison.
  if (!process.env.BENCH_MOVE_POLL) await new Promise((resolve) => { setTimeout(resolve, quietMs); });
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
  // The server's own times for the push (Server-Timing): the write committed and announced, and the whole answer.
  const serverTimes: [number, number] = push ? await mover.evaluate(`(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/me/sync') && Math.abs(performance.timeOrigin + e.startTime - ${push[0]}) < 0.01);
    const of = (name) => entry?.serverTiming?.find((t) => t.name === name)?.duration ?? NaN;
    return [of('write'), of('app')];
  })()`) as [number, number] : [NaN, NaN];
  const pull = (await syncRequests(watcher)).filter(([start]) => start >= dropAt && start < seen).at(-1);
  // Both clients finish their syncs before the next move: a client that applied carried objects pulls 1 s later.
  await mover.waitForTimeout(1_300);
  const message = await watcher.evaluate('window.__messageAt') as number | undefined;
  const rendered = await watcher.evaluate('window.__cardRenderAt') as number | undefined;
  // The drop's own keydown (its entry starts at the keydown, a little before the capture listener's time).
  const keydown = await mover.evaluate('window.__keydownTiming') as { at: number; duration: number; handlers: number } | undefined;
  const drop = keydown && Math.abs(keydown.at - dropAt) < 20 ? [keydown.duration, keydown.handlers] : [NaN, NaN];
  const steps = [push?.[0] ?? NaN, push?.[1] ?? NaN, pull?.[0] ?? NaN, pull?.[1] ?? NaN, message !== undefined && message >= dropAt && message < seen ? message : NaN, rendered ?? NaN];
  const [write, app] = serverTimes;
  return { seen: seen - dropAt, painted: painted - dropAt, steps: [...steps.map((t) => t - dropAt), write, app, ...drop] };
}

/**
 * Measures the moves of every build into `bench`, the mover being the build's page left open by the warm opens
 * (`movers`) and the watcher a new profile of `watcherToken`. False when the moves could not start (a build without a
 * mover's page, a watcher's first load that failed): the bench stops there.
 */
export async function measureMoves(bench: BoardBench, watcherToken: string, movers: Map<string, Page | undefined>, counts: PartCounts): Promise<boolean> {
  const { url, builds, cardTotal, sectionIds, label, rows, notes, wrong } = bench;
  // Moves seen by another member, for each build (alternating move by move).
  const pairs: MovePair[] = [];
  for (const build of builds) {
    const pairMover = movers.get(build.name);
    if (!pairMover) return false;
    const watcherContext = await bench.newContext(watcherToken, build.dist);
    const watcher = await firstLoad(watcherContext, url, cardTotal);
    if (typeof watcher === 'string') {
      wrong.push(`${build.name} watcher's ${watcher}`);
      return false;
    }
    pairs.push({ name: build.name, mover: pairMover, watcher });
  }
  const figures = new Map<string, MoveFigures>(pairs.map((pair) => [pair.name, { seen: [], painted: [], steps: [] }]));
  let profiler: MoveProfiler | undefined;
  moves: for (let run = 0; run < counts.warmups + counts.runs; run += 1) {
    for (const pair of run % 2 === 0 ? pairs : [...pairs].reverse()) {
      // BENCH_MOVE_PROFILE=<file>: the other member's page is profiled in each measured move (of the first build) from
      // the socket's message to the card's paint (console.profile in moveHelpers); the profiles are summed.
      if (pair === pairs[0] && process.env.BENCH_MOVE_PROFILE && run === counts.warmups) {
        profiler = process.env.BENCH_MOVE_PROFILE_PAGE === 'mover' ? await profileMoves(pair.mover, 'drop') : await profileMoves(pair.watcher, 'move');
      }
      // BENCH_MOVE_TRACE=1: the other member's page is traced during the last move (of the first build), and its main
      // thread's work from the socket's message to the paint is told by kind (scripts, style, layout, paint).
      // BENCH_MOVE_TRACE=all: every measured move is traced, and told when its paint came 45 ms or more after the drop.
      const traceAll = process.env.BENCH_MOVE_TRACE === 'all' && run >= counts.warmups && pair === pairs[0];
      const traced = (traceAll || run === counts.warmups + counts.runs - 1) && pair === pairs[0] && process.env.BENCH_MOVE_TRACE ? await startTrace(pair.watcher) : undefined;
      const result = await moveOnce(pair, sectionIds);
      if (traced && typeof result !== 'string') {
        const told = await traceNotes(traced);
        if (!traceAll || result.painted >= 45) notes.push(...told.map((line) => (traceAll ? `move ${run + 1 - counts.warmups} (painted at ${result.painted.toFixed(0)}): ${line}` : line)));
      }
      if (profiler && pair === pairs[0] && (run === counts.warmups + counts.runs - 1 || typeof result === 'string')) {
        const file = process.env.BENCH_MOVE_PROFILE!;
        const profile = await profiler.finish();
        profiler = undefined;
        await writeFile(file, JSON.stringify(profile));
        console.log(`CPU profile of the other member's page from the socket's message to the card's paint, ${profile.moves} moves summed, in ${file}; most self time:`);
        for (const line of topSelfTime(profile, 20)) console.log(line);
      }
      if (typeof result === 'string') {
        wrong.push(`move ${run + 1}${label(pair.name)}: ${result}`);
        break moves;
      }
      if (run < counts.warmups) continue;
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
    // The mover's drop, keydown to the next paint (Event Timing, 8 ms steps); one under 16 ms is not reported, and
    // counts as 16 here (an upper bound).
    rows.push({ name: `move: the mover's drop, keydown → its next paint${label(pair.name)}`, target: Number.NaN, values: steps.map((step) => (Number.isNaN(step[8]!) ? 16 : step[8]!)) });
    const rendered = steps.map((step) => step[5]!).filter((t) => !Number.isNaN(t));
    if (rendered.length) rows.push({ name: `move: drop → card painted (Element Timing)${label(pair.name)}`, target: Number.NaN, values: rendered });
    if (!painted.length) continue;
    const median = (i: number) => {
      const values = steps.map((step) => step[i]!).filter((t) => !Number.isNaN(t));
      return values.length ? percentile(values, 0.5).toFixed(0) : '-';
    };
    notes.push(`move${label(pair.name)}, p50 ms after the drop: mover's push sent ${median(0)}, answered ${median(1)} (the server's own time, p50: write committed and announced ${median(6)}, answer ready ${median(7)}); other member's pull (in ${steps.filter((step) => !Number.isNaN(step[2]!)).length} of ${steps.length} moves; `
      + `none when the socket carried the card) sent ${median(2)}, `
      + `answered ${median(3)}; the socket's message in its page ${median(4)}; card in its DOM ${percentile(seen, 0.5).toFixed(0)}, painted ${percentile(painted, 0.5).toFixed(0)}`);
    // BENCH_MOVE_EACH=1: every move's steps, to see what the slowest ones spent their time on.
    if (process.env.BENCH_MOVE_EACH) {
      const at = (t: number | undefined) => (t === undefined || Number.isNaN(t) ? '-' : t.toFixed(0));
      painted.forEach((time, i) => notes.push(`move ${i + 1}${label(pair.name)}, ms after the drop: push sent ${at(steps[i]![0])}, answered ${at(steps[i]![1])}; `
        + `(server: write ${at(steps[i]![6])}, answer ${at(steps[i]![7])}); the mover's keydown ${at(steps[i]![9])} ms in handlers, ${at(steps[i]![8])} to its paint; message ${at(steps[i]![4])}; in the DOM ${at(seen[i])}; painted ${at(time)} (Element Timing ${at(steps[i]![5])})`));
    }
    const p95 = percentile(painted, 0.95);
    notes.push(`move seen by another member${label(pair.name)}, p95 ${p95.toFixed(1)} ms (${p95 <= 50 ? 'within' : 'NOT within'} 50 ms)`);
  }
  for (const pair of pairs) await pair.watcher.close();
  return true;
}
