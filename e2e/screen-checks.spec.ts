/**
 * The screen checks (screen-checks.ts) on small hand-made pages: each finds the defect it is for and stays quiet on
 * the same page without it, so the screen matrix cannot pass by checking nothing.
 */
import { expect, test } from '@playwright/test';
import { glyphIcons, horizontalOverflow, narrowTitles, overlappingInteractive, unreachableInteractive } from './screen-checks.js';

test.use({ viewport: { width: 400, height: 300 } });

const page = (body: string) => `<!doctype html><html><head><style>body { margin: 0; font: 14px sans-serif }</style></head><body>${body}</body></html>`;

test('horizontal overflow: a page wider than the viewport, and an element sticking out, are named', async ({ page: tab }) => {
  await tab.setContent(page('<div style="width: 520px">wide</div><button style="position: absolute; left: 380px; top: 40px">Cut</button>'));
  const findings = await horizontalOverflow(tab);
  expect(findings[0]).toMatch(/the document is 520 px wide in a 400 px viewport/);
  expect(findings.some((line) => /button "Cut" .* sticks out/.test(line))).toBe(true);

  await tab.setContent(page('<div style="width: 100%; overflow: hidden"><div style="width: 900px">clipped inside</div></div><button>Fits</button>'));
  expect(await horizontalOverflow(tab)).toEqual([]);
});

test('overlap: two buttons painted over each other are named with their boxes; a modal over the page is not an overlap', async ({ page: tab }) => {
  await tab.setContent(page(`
    <button style="position: absolute; left: 10px; top: 10px; width: 100px; height: 30px">Under</button>
    <button style="position: absolute; left: 60px; top: 20px; width: 100px; height: 30px">Over</button>
    <button style="position: absolute; left: 10px; top: 100px; width: 100px; height: 30px">Left</button>
    <button style="position: absolute; left: 90px; top: 110px; width: 100px; height: 30px">Right</button>
    <button style="position: absolute; left: 10px; top: 200px; width: 100px; height: 30px">Alone</button>`));
  expect(await overlappingInteractive(tab)).toEqual([
    'button "Under" at x=10 y=10 w=100 h=30 is covered at its centre (60, 25) by button "Over" at x=60 y=20 w=100 h=30',
    'button "Left" at x=10 y=100 w=100 h=30 and button "Right" at x=90 y=110 w=100 h=30 overlap by 20×20 px',
  ]);

  await tab.setContent(page(`
    <button style="position: absolute; left: 10px; top: 10px; width: 100px; height: 30px">Behind</button>
    <div role="dialog" aria-modal="true" aria-label="Dialog" style="position: fixed; inset: 0; background: white">
      <button style="position: absolute; left: 10px; top: 10px">Close</button></div>`));
  expect(await overlappingInteractive(tab)).toEqual([]);
});

test('reach: a control cut off sideways or fixed below the viewport is named; one below the fold of a scrolling page is not', async ({ page: tab }) => {
  await tab.setContent(page(`
    <div style="width: 200px; overflow: hidden"><div style="width: 400px"><button style="margin-left: 150px; width: 120px">Half hidden</button></div></div>
    <button style="position: fixed; top: 320px; left: 0">Below</button>`));
  const findings = await unreachableInteractive(tab);
  expect(findings).toHaveLength(2);
  expect(findings[0]).toMatch(/button "Half hidden" .* is cut off sideways by div/);
  expect(findings[1]).toMatch(/button "Below" .* lies outside the 300 px high viewport and nothing scrolls to it/);

  await tab.setContent(page('<div style="height: 900px"></div><button>Scroll to me</button>'));
  expect(await unreachableInteractive(tab)).toEqual([]);

  // With a modal open, what lies behind it does not count; the modal's own controls do.
  await tab.setContent(page(`
    <button style="position: fixed; top: 320px; left: 0">Behind</button>
    <div role="dialog" aria-modal="true" aria-label="Dialog" style="position: fixed; inset: 0 0 auto 0; height: 280px; background: white">
      <button style="position: fixed; top: 20px; left: 380px; width: 60px">Close</button></div>`));
  expect(await unreachableInteractive(tab)).toEqual([expect.stringMatching(/^button "Close" .* lies outside the 400 px wide viewport$/)]);
});

test('glyphs: emoji and symbol characters as icons are named, words and SVG icons are not', async ({ page: tab }) => {
  await tab.setContent(page(`
    <button aria-label="Notifications">🔔</button><button aria-label="Close">✕</button><button>🗄 Archive</button>
    <span class="drag-icon" aria-hidden="true">⠿</span><button class="more"></button>
    <style>.more::before { content: "☰" }</style>`));
  const findings = await glyphIcons(tab);
  expect(findings).toEqual([
    expect.stringMatching(/button "Notifications" .* shows the text glyph "🔔"/),
    expect.stringMatching(/button "Close" .* shows the text glyph "✕"/),
    expect.stringMatching(/button "🗄 Archive" .* starts with the text glyph "🗄"/),
    expect.stringMatching(/span "⠿" .* shows the text glyph "⠿"/),
    expect.stringMatching(/button .* draws the text glyph "☰" in ::before/),
  ]);

  await tab.setContent(page('<button>Archive</button><button aria-label="Close"><svg width="16" height="16" aria-hidden="true"><path d="M0 0L16 16"/></svg></button>'));
  expect(await glyphIcons(tab)).toEqual([]);
});

test('titles: a title squeezed below the minimum width is named with its width', async ({ page: tab }) => {
  const title = 'Task 001: a title long enough to need room';
  await tab.setContent(page(`<main><div style="width: 120px"><span>${title}</span></div><aside><span>${title}</span></aside></main>`));
  const main = tab.getByRole('main');
  expect(await narrowTitles(main, [title], 240, tab.locator('aside'))).toEqual([expect.stringMatching(/task title "Task 001: a title long enough " gets 120 px/)]);
  await tab.setViewportSize({ width: 800, height: 300 });
  await tab.setContent(page(`<main><div style="width: 300px"><span>${title}</span></div></main>`));
  expect(await narrowTitles(tab.getByRole('main'), [title], 240)).toEqual([]);
});
