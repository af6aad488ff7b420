/**
 * The copy of a model map that every change makes (packages/sync-client/src/local-state.ts `copyMap`), against the
 * spread it replaced, for a map of 5,000 tasks shaped as the app stores them: in Node and in Debian's Chromium, each
 * 5 rounds of 100 copies, alternating. `npm run bench:map-copy`.
 */
import { chromium } from '@playwright/test';
import { copyMap } from '../packages/sync-client/src/local-state.js';
import { percentile } from './bench-report.js';

const run = (copy: (map: Record<string, unknown>) => unknown, spreadCopy: (map: Record<string, unknown>) => unknown) => {
  const tasks: Record<string, unknown> = {};
  for (let i = 0; i < 5000; i += 1) {
    const id = `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2, 10)}`;
    tasks[id] = { id, title: `Card ${i}`, status: 'UNCHECKED', position: `a${i}`, labels: [], sectionId: 's1', boardId: 'b1' };
  }
  const times: Record<string, number[]> = { spread: [], copyMap: [] };
  for (let round = 0; round < 5; round += 1) {
    for (const [name, f] of [['spread', spreadCopy], ['copyMap', copy]] as const) {
      const start = performance.now();
      for (let k = 0; k < 100; k += 1) f(tasks);
      times[name]!.push((performance.now() - start) / 100);
    }
  }
  return times;
};
const spread = (map: Record<string, unknown>) => ({ ...map });

const report = (where: string, times: Record<string, number[]>) => {
  for (const [name, values] of Object.entries(times)) {
    console.log(`${where.padEnd(9)} ${name.padEnd(8)} p50 ${percentile(values, 0.5).toFixed(3)} ms, best ${Math.min(...values).toFixed(3)} ms per copy of 5,000`);
  }
};

report('Node', run(copyMap, spread));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const inPage = await page.evaluate(`(${run.toString()})(${copyMap.toString()}, ${spread.toString()})`) as Record<string, number[]>;
report('Chromium', inPage);
await browser.close();
