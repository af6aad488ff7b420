/**
 * Drag frames, the board bench's third browser part: a mouse drag of a card across three columns over about a second
 * (a move every 16 ms); the page records every requestAnimationFrame delta, and long tasks.
 */
import type { Page } from '@playwright/test';
import { percentile } from './bench-report.js';
import { columnIndexOf, scrollHome, topCard, type BoardBench, type PartCounts } from './board-browser-page.js';

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

/** Measures the drags of `mover` (the first build's page left open by the warm opens) into `bench`. */
export async function measureDragFrames(bench: BoardBench, mover: Page, counts: PartCounts): Promise<void> {
  const { sectionIds, rows, notes, wrong } = bench;
  // Drag frames: the top card of the first column dragged over three columns in about a second, dropped there. At
  // 1920 px the fourth column is in view, away from the edge where dnd-kit scrolls the board sideways.
  await mover.setViewportSize({ width: 1920, height: 1080 });
  const fromKey = `section:${sectionIds[0]}`;
  const frames: number[] = [];
  const fpsRuns: number[] = [];
  const longTasks: number[] = [];
  for (let run = 0; run < counts.warmups + counts.runs; run += 1) {
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
    if (run === counts.warmups) {
      // Where the dragged card is drawn: under the pointer, and whether its column's scroller clips it there.
      // The board draws the dragged card in dnd-kit's overlay (above every column); the card in its column stays as
      // the placeholder. Without an overlay, the card itself is what moves, clipped by its column's scroller or not.
      const drawn = await mover.evaluate(`(() => {
        const overlay = document.querySelector('.board-card.is-overlay');
        const card = overlay ?? document.querySelector('[data-task-id="${taskId}"]');
        const clip = overlay ? null : card?.closest('.virtual-list');
        if (!card || (!overlay && !clip)) return null;
        const r = card.getBoundingClientRect();
        const c = clip?.getBoundingClientRect();
        return { x: r.left + r.width / 2, clipped: c ? r.left >= c.right || r.right <= c.left : false, transform: overlay ? 'overlay' : card.style.transform };
      })()`) as { x: number; clipped: boolean; transform: string } | null;
      if (drawn) {
        notes.push(`mid-drag, the dragged card is drawn ${Math.abs(drawn.x - x1) < 40 ? 'under the pointer' : `${Math.round(drawn.x - x1)} px from the pointer`} `
          + `(transform "${drawn.transform}"), ${drawn.clipped ? 'outside its column, which clips it: not visible' : 'visible'}`);
      }
    }
    if (process.env.BENCH_SHOTS && run === counts.warmups) await mover.screenshot({ path: `${process.env.BENCH_SHOTS}/board-drag.png` });
    const recorded = await mover.evaluate('(() => { window.__recording = false; window.__longTaskObserver?.disconnect(); return { frames: window.__frames, longTasks: window.__longTasks }; })()') as { frames: number[]; longTasks: number[] };
    await mover.mouse.up();
    await mover.waitForTimeout(300);
    const landed = await columnIndexOf(mover, taskId, sectionIds);
    if (landed !== 3) wrong.push(`drag ${run + 1}: the card was in column ${landed + 1} after the drop, not 4 (0: not drawn)`);
    if (run < counts.warmups) continue;
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
}
