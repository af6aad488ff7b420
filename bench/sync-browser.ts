/**
 * Chromium's time to first render of the seeded account's tasks: from navigation start to the first frame after a
 * row with a seeded task title entered the page. Cold = a new browser profile (empty IndexedDB: full sync, then
 * render); warm = the same profile loading the page again (tasks from IndexedDB); repeat = a third load, as on
 * any later visit: Chromium then also has the scripts' compiled code cached (V8 caches a script's code once it ran twice).
 */
import { writeFile } from 'node:fs/promises';
import { chromium, type BrowserContext, type Page } from '@playwright/test';

/**
 * Where a load spent its time, in ms since navigation start (the sync answer is absent on a warm load), and whether
 * the first row seen was the first-screen snapshot's (apps/web/src/shell/FirstScreenPreview.tsx, `data-first-screen`).
 */
export interface LoadTimes {
  painted: number; scriptsRan: number; syncAsked?: number; syncAnswered?: number; taskSeen: number; fromSnapshot: boolean;
  /** When the task screens' own first row entered the page (after the snapshot's, when that came first). */
  realRowSeen?: number;
}
export interface RenderTimes { cold: LoadTimes[]; warm: LoadTimes[]; repeat: LoadTimes[]; missing?: string }

// In-page code, as text: the bench compiles without the DOM types. It watches added nodes for the seeded title
// prefix and records the time of the next frame after the first one appears (a double requestAnimationFrame: the
// first callback runs before that frame's paint, the second after it), in ms since navigation start, and whether
// it was inside the first-screen snapshot; then, when it was, it goes on until the task screens' own row appears.
const watchScript = (prefix: string) => `(() => {
  const prefix = ${JSON.stringify(prefix)};
  const inSnapshot = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return Boolean(element && (element.closest('[data-first-screen]') || element.querySelector('[data-first-screen]')));
  };
  const seen = (node) => {
    const fromSnapshot = inSnapshot(node);
    if (window.__taskSeenAt === undefined) {
      window.__taskSeenAt = performance.now();
      window.__taskSeenInSnapshot = fromSnapshot;
      requestAnimationFrame(() => requestAnimationFrame(() => { window.__taskPaintedAt = performance.now(); }));
    }
    if (fromSnapshot) return false;
    window.__realRowSeenAt = performance.now();
    observer.disconnect();
    return true;
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) if (node.textContent && node.textContent.includes(prefix) && seen(node)) return;
      if (mutation.type === 'characterData' && mutation.target.textContent.includes(prefix) && seen(mutation.target)) return;
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

// Resolves with the number of tasks the sync client saved in IndexedDB with its cursor (packages/sync-client indexeddb-storage.ts:
// one database per user named taskhub-sync-<user id>, one object store per model holding buckets of objects as JSON
// text), 0 before it made its database.
export const storedTaskCount = `(async () => {
  const found = (await indexedDB.databases()).find((info) => info.name && info.name.startsWith('taskhub-sync-'));
  if (!found) return 0;
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open(found.name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!database.objectStoreNames.contains('task') || !database.objectStoreNames.contains('meta')) return 0;
    const transaction = database.transaction(['task', 'meta'], 'readonly');
    const read = (request) => new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const [buckets, cursor] = await Promise.all([read(transaction.objectStore('task').getAll()), read(transaction.objectStore('meta').get('cursor'))]);
    const count = buckets.reduce((sum, bucket) => sum + Object.keys(JSON.parse(bucket)).length, 0);
    // Without a saved cursor the client would start as on an empty database.
    return typeof cursor === 'number' ? count : 0;
  } finally {
    database.close();
  }
})()`;

// The milestones of the load, read from the page's performance entries and the watcher's marks.
const milestones = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const sync = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/me/sync'));
  return { painted: window.__taskPaintedAt, taskSeen: window.__taskSeenAt, fromSnapshot: window.__taskSeenInSnapshot === true,
    realRowSeen: window.__realRowSeenAt,
    scriptsRan: navigation.domContentLoadedEventEnd,
    syncAsked: sync ? sync.startTime : undefined, syncAnswered: sync ? sync.responseEnd : undefined };
})()`;

// The session token where the web app reads it (apps/web/src/auth/token-storage.ts), so the page starts signed in;
// likewise any other local-storage entry.
const storeToken = (key: string, value: string) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`;

const shownText = async (page: Page) => (await page.evaluate('document.body.innerText') as string).replace(/\s+/g, ' ').trim().slice(0, 160);

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** The functions with the most self time in a CPU profile, as lines of "ms  name  file:line". */
export function topSelfTime(profile: CpuProfile, count = 20): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'}  ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`);
}

/**
 * The watcher's paint time once set, polled from here: the page's Content-Security-Policy (no 'unsafe-eval') stops
 * `page.waitForFunction` with a string, which Playwright evaluates inside the page; `page.evaluate` goes through the
 * DevTools protocol, which the policy does not cover.
 */
async function paintedWithin(page: Page, timeoutMs: number, expression = 'window.__taskPaintedAt'): Promise<number | undefined> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await page.waitForTimeout(50)) {
    const painted = await page.evaluate(expression) as number | undefined;
    if (painted !== undefined) return painted;
  }
  return undefined;
}

/** One page load: ms from navigation start to the first painted task row, or what the page showed instead. */
async function loadOnce(
  context: BrowserContext, url: string, timeoutMs: number, storedTasks = 0, profileTo?: string, savedCheck?: string,
): Promise<LoadTimes | string> {
  const page = await context.newPage();
  const cdp = profileTo ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  try {
    await page.goto(url);
    const painted = await paintedWithin(page, timeoutMs);
    // A row painted from the snapshot: the load goes on until the task screens have their own.
    if (painted !== undefined) await paintedWithin(page, timeoutMs, 'window.__realRowSeenAt');
    if (cdp && profileTo) {
      const { profile } = await cdp.send('Profiler.stop') as { profile: CpuProfile };
      await writeFile(profileTo, JSON.stringify(profile));
      console.log(`CPU profile of this load in ${profileTo} (open it in Chrome's DevTools); most self time:`);
      for (const line of topSelfTime(profile)) console.log(line);
    }
    if (process.env.BENCH_TIMELINE) {
      // BENCH_TIMELINE=1: every request and performance mark of the load, in ms since navigation start.
      const timeline = await page.evaluate(`performance.getEntries()
        .filter((e) => e.entryType === 'resource' || e.entryType === 'mark')
        .map((e) => e.entryType === 'mark' ? [e.startTime, 0, 'mark ' + e.name] : [e.startTime, e.responseEnd, e.name.replace(location.origin, '')])`) as [number, number, string][];
      console.log(`elements in the page: ${await page.evaluate('document.querySelectorAll("*").length') as number}`);
      for (const [start, end, name] of timeline.sort((a, b) => a[0] - b[0])) {
        console.log(`${start.toFixed(0).padStart(6)}${end ? ` → ${end.toFixed(0).padStart(5)}` : '        '}  ${name.slice(0, 100)}`);
      }
    }
    if (painted === undefined) return `the page showed: "${await shownText(page)}"`;
    const times = await page.evaluate(milestones) as LoadTimes;
    // The page stays open until the client has saved the full sync, so the next load starts from IndexedDB.
    for (const started = Date.now(); storedTasks > 0 && Date.now() - started < timeoutMs;) {
      if (await page.evaluate(storedTaskCount) as number >= storedTasks && (!savedCheck || await page.evaluate(savedCheck))) return times;
      await page.waitForTimeout(100);
    }
    if (storedTasks > 0) return `fewer than ${storedTasks} tasks were saved in IndexedDB within ${timeoutMs / 1000} s`;
    return times;
  } finally {
    await page.close();
  }
}

/** One way of starting the page, measured against the others (e.g. the first-screen snapshot off and on). */
export interface StartVariant {
  name: string;
  /** Local-storage entries set before the app runs, e.g. the switch that turns the first-screen snapshot off. */
  localStorage?: Record<string, string>;
  /** An expression the cold load's page must find true before it closes (besides the tasks saved in IndexedDB). */
  savedCheck?: string;
}

/**
 * `runs` cold starts (each a new context) and, in each of them, a warm start and a repeat start after it, for each
 * variant. The variants' runs alternate (A B, then B A, ...), so a machine that gets busier or quieter during the
 * bench, and whatever the previous run left behind (IndexedDB compaction, caches), weigh on each alike. Gives up (with
 * `missing` set on every variant) when a first load shows no seeded task, e.g. while the task screens are not in the app.
 */
export async function measureFirstRenders(options: {
  baseUrl: string; path: string; token: string; tokenKey: string; titlePrefix: string; taskCount: number; runs: number; timeoutMs: number;
  variants: StartVariant[];
}): Promise<Map<string, RenderTimes>> {
  const browser = await chromium.launch({
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = new Map<string, RenderTimes>(options.variants.map((variant) => [variant.name, { cold: [], warm: [], repeat: [] }]));
  const giveUp = (missing: string) => {
    for (const times of results.values()) times.missing = missing;
    return results;
  };
  try {
    for (let run = 0; run < options.runs; run += 1) {
      const order = run % 2 === 0 ? options.variants : [...options.variants].reverse();
      for (const variant of order) {
        const times = results.get(variant.name)!;
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        try {
          await context.addInitScript({ content: storeToken(options.tokenKey, options.token) });
          for (const [key, value] of Object.entries(variant.localStorage ?? {})) await context.addInitScript({ content: storeToken(key, value) });
          await context.addInitScript({ content: watchScript(options.titlePrefix) });
          const url = new URL(options.path, options.baseUrl).toString();
          // BENCH_CPU_PROFILE=<dir>: the first run's cold and warm loads are profiled (<variant>-cold.cpuprofile, <variant>-warm.cpuprofile).
          const profileDir = run === 0 ? process.env.BENCH_CPU_PROFILE : undefined;
          const profile = (load: string) => profileDir && `${profileDir}/${variant.name}-${load}.cpuprofile`;
          const cold = await loadOnce(context, url, options.timeoutMs, options.taskCount, profile('cold'), variant.savedCheck);
          const missing = `no task titled "${options.titlePrefix}…" appeared at ${options.path} within ${options.timeoutMs / 1000} s`;
          if (typeof cold === 'string') return giveUp(`${missing}; ${cold}`);
          const warm = await loadOnce(context, url, options.timeoutMs, 0, profile('warm'));
          if (typeof warm === 'string') return giveUp(`the warm load showed no seeded task; ${warm}`);
          times.cold.push(cold);
          times.warm.push(warm);
          const repeat = await loadOnce(context, url, options.timeoutMs);
          if (typeof repeat === 'string') return giveUp(`the third load showed no seeded task; ${repeat}`);
          times.repeat.push(repeat);
        } finally {
          await context.close();
        }
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
