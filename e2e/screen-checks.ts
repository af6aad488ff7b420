/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Geometric checks of a rendered screen, for any spec: horizontal overflow, overlapping or unreachable interactive
 * elements, text glyphs used as icons, and the width task titles get. Each returns a list of findings, one readable
 * line each (which element, where), so `expect(findings).toEqual([])` fails with a message that says what to fix.
 * Elements are described by role, accessible-ish name and box, not by class, so the lines survive markup changes.
 */
import type { Locator, Page } from '@playwright/test';

/** At most `limit` findings, then how many more: enough to see the pattern without a wall of lines. */
export function firstFindings(findings: string[], limit = 12): string[] {
  return findings.length <= limit ? findings : [...findings.slice(0, limit), `… and ${findings.length - limit} more`];
}

/** What counts as interactive: native controls and the ARIA widget roles a pointer or keyboard acts on. */
export const interactiveSelector = [
  'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary', '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
  ...['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option',
    'combobox', 'slider', 'spinbutton', 'textbox', 'searchbox', 'treeitem'].map((role) => `[role="${role}"]`),
].join(', ');

/**
 * Installs the helpers the checks share into the page (idempotent): visibility that honours inert, aria-hidden and
 * clipping ancestors, the part of a box that is actually painted, and a short description of an element.
 */
async function installHelpers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __screenChecks?: unknown };
    if (w.__screenChecks) return;
    type Box = { left: number; top: number; right: number; bottom: number };
    const round = (n: number) => Math.round(n);
    const clips = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
      const value = axis === 'x' ? style.overflowX : style.overflowY;
      return value !== 'visible';
    };
    const scrolls = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
      const value = axis === 'x' ? style.overflowX : style.overflowY;
      return value === 'auto' || value === 'scroll';
    };
    /** Hidden from everyone: not rendered, invisible, transparent, inert or aria-hidden (itself or an ancestor). */
    const hidden = (element: Element): boolean => {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true;
      if (element.closest('[inert], [aria-hidden="true"]')) return true;
      const style = getComputedStyle(element);
      if (style.pointerEvents === 'none' && !(element instanceof HTMLInputElement)) return true;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text (the 1 px clip pattern) is not on screen for anyone who sees it.
      return box.width < 2 && box.height < 2;
    };
    /** The box's painted part: the box cut by every ancestor that clips overflow, and by the viewport when fixed. */
    const paintedBox = (element: Element): { box: Box; clippedBy: { element: Element; axis: 'x' | 'y'; scrolls: boolean }[] } => {
      const r = element.getBoundingClientRect();
      const box: Box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      const clippedBy: { element: Element; axis: 'x' | 'y'; scrolls: boolean }[] = [];
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        if (ancestor === document.body) break;
        const a = ancestor.getBoundingClientRect();
        if (clips(style, 'x') && (box.left < a.left - 0.5 || box.right > a.right + 0.5)) {
          clippedBy.push({ element: ancestor, axis: 'x', scrolls: scrolls(style, 'x') });
          box.left = Math.max(box.left, a.left);
          box.right = Math.min(box.right, a.right);
        }
        if (clips(style, 'y') && (box.top < a.top - 0.5 || box.bottom > a.bottom + 0.5)) {
          clippedBy.push({ element: ancestor, axis: 'y', scrolls: scrolls(style, 'y') });
          box.top = Math.max(box.top, a.top);
          box.bottom = Math.min(box.bottom, a.bottom);
        }
      }
      return { box, clippedBy };
    };
    const nameOf = (element: Element): string => {
      const label = element.getAttribute('aria-label')
        ?? (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim()
        ?? '';
      const text = label || (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? (element.labels?.[0]?.textContent ?? element.placeholder ?? element.value)
        : element.textContent ?? '') || element.getAttribute('title') || '';
      const short = text.replace(/\s+/g, ' ').trim();
      return short.length > 40 ? `${short.slice(0, 39)}…` : short;
    };
    const roleOf = (element: Element): string => {
      const role = element.getAttribute('role');
      if (role) return role;
      const tag = element.tagName.toLowerCase();
      if (tag === 'input') return `input[${(element as HTMLInputElement).type}]`;
      return tag;
    };
    const describe = (element: Element): string => {
      const r = element.getBoundingClientRect();
      const name = nameOf(element);
      // A nameless element is told by its first class, only to help find it: the checks never select by class.
      const hint = name ? `"${name}"` : (typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/)[0]}` : '(no name)');
      return `${roleOf(element)} ${hint} at x=${round(r.left)} y=${round(r.top)} w=${round(r.width)} h=${round(r.height)}`;
    };
    const boxText = (b: Box) => `x=${round(b.left)}..${round(b.right)} y=${round(b.top)}..${round(b.bottom)}`;
    const interactive = (selector: string) => [...document.querySelectorAll(selector)].filter((e) => !hidden(e));
    // Behind an open modal nothing can be used: the topmost visible one, if any, is all that counts.
    const openModal = () => [...document.querySelectorAll('[aria-modal="true"], dialog')]
      .filter((m) => (m instanceof HTMLDialogElement ? m.matches(':modal') : true) && !hidden(m)).at(-1) ?? null;
    w.__screenChecks = { hidden, paintedBox, describe, boxText, interactive, openModal };
  });
}

type Helpers = {
  hidden(element: Element): boolean;
  paintedBox(element: Element): { box: { left: number; top: number; right: number; bottom: number }; clippedBy: { element: Element; axis: 'x' | 'y'; scrolls: boolean }[] };
  describe(element: Element): string;
  boxText(box: { left: number; top: number; right: number; bottom: number }): string;
  /** The visible interactive elements, in document order. */
  interactive(selector: string): Element[];
  openModal(): Element | null;
};

/**
 * The page scrolls sideways, or an element sticks out of the viewport on the left or right. Only the outermost
 * offender of a subtree is named; what an ancestor clips or scrolls inside itself does not stick out.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate(() => {
    const h = (window as unknown as { __screenChecks: Helpers }).__screenChecks;
    const width = document.documentElement.clientWidth;
    const findings: string[] = [];
    const scrollWidth = document.scrollingElement?.scrollWidth ?? document.documentElement.scrollWidth;
    if (scrollWidth > width) findings.push(`the document is ${scrollWidth} px wide in a ${width} px viewport (it scrolls sideways)`);
    const offenders: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (offenders.some((o) => o.contains(element))) continue;
      if (h.hidden(element)) continue;
      const { box } = h.paintedBox(element);
      if (box.right <= box.left || box.bottom <= box.top) continue;
      if (box.left < -1 || box.right > width + 1) {
        offenders.push(element);
        findings.push(`${h.describe(element)} sticks out of the ${width} px viewport (painted ${h.boxText(box)})`);
      }
    }
    return findings;
  });
}

/**
 * Two interactive elements overlap: one covers the other's centre (hit-tested with elementFromPoint, so what a modal
 * layer or a scroll container hides does not count), or the painted boxes of two topmost elements intersect by more
 * than a pixel. An element and its own ancestor or descendant are not a pair, nor two elements of different layers
 * (the page and a popover, menu or dialog over it); with a modal open only its own controls are compared.
 */
export async function overlappingInteractive(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate((selector) => {
    const h = (window as unknown as { __screenChecks: Helpers }).__screenChecks;
    const modal = h.openModal();
    const elements = h.interactive(selector).filter((e) => !modal || modal.contains(e));
    // A popover, menu or non-modal dialog floats over the page on purpose; covering across layers is not an overlap.
    const layerOf = (e: Element) => e.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [popover]');
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const findings: string[] = [];
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a)
      // A label and its control are one target.
      || (a instanceof HTMLLabelElement && a.control === b) || (b instanceof HTMLLabelElement && b.control === a);
    const owner = (hit: Element | null) => hit?.closest(selector) ?? null;
    const topmost: { element: Element; box: { left: number; top: number; right: number; bottom: number } }[] = [];
    for (const element of elements) {
      const { box } = h.paintedBox(element);
      const left = Math.max(box.left, 0); const right = Math.min(box.right, vw);
      const top = Math.max(box.top, 0); const bottom = Math.min(box.bottom, vh);
      // Off screen (scrolled away inside its container): nothing to hit-test now.
      if (right - left < 1 || bottom - top < 1) continue;
      const x = (left + right) / 2; const y = (top + bottom) / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit) continue;
      if (element.contains(hit) || related(element, hit)) {
        topmost.push({ element, box: { left, top, right, bottom } });
        continue;
      }
      const coverer = owner(hit);
      // Covered by a non-interactive layer (a modal's backdrop, a sticky header over scrolled rows): not usable, not an overlap.
      if (!coverer || related(element, coverer) || h.hidden(coverer) || layerOf(coverer) !== layerOf(element)) continue;
      findings.push(`${h.describe(element)} is covered at its centre (${Math.round(x)}, ${Math.round(y)}) by ${h.describe(coverer)}`);
    }
    for (let i = 0; i < topmost.length; i++) {
      for (let j = i + 1; j < topmost.length; j++) {
        const a = topmost[i]!; const b = topmost[j]!;
        if (related(a.element, b.element) || layerOf(a.element) !== layerOf(b.element)) continue;
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (overlapX > 1 && overlapY > 1) {
          findings.push(`${h.describe(a.element)} and ${h.describe(b.element)} overlap by ${Math.round(overlapX)}×${Math.round(overlapY)} px`);
        }
      }
    }
    return findings;
  }, interactiveSelector);
}

/**
 * An interactive element that cannot be reached: cut off on the left or right (by the viewport or by an ancestor that
 * hides overflow), or below/above the viewport where nothing scrolls to it. Clipping by a vertical scroll container,
 * or lying below the fold of a page that scrolls, is reachable. With a modal open only its own controls count.
 */
export async function unreachableInteractive(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate((selector) => {
    const h = (window as unknown as { __screenChecks: Helpers }).__screenChecks;
    const modal = h.openModal();
    const elements = h.interactive(selector).filter((e) => !modal || modal.contains(e));
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const root = document.scrollingElement ?? document.documentElement;
    const pageScrolls = root.scrollHeight > vh && getComputedStyle(document.documentElement).overflowY !== 'hidden'
      && getComputedStyle(document.body).overflowY !== 'hidden';
    const findings: string[] = [];
    for (const element of elements) {
      const r = element.getBoundingClientRect();
      const { box, clippedBy } = h.paintedBox(element);
      // Entirely clipped by an ancestor that hides (not scrolls) overflow: a collapsed or hidden part, not on screen.
      const hiddenBy = clippedBy.find((c) => !c.scrolls && (box.right - box.left <= 0 || box.bottom - box.top <= 0));
      if (hiddenBy) continue;
      const cutX = clippedBy.find((c) => c.axis === 'x');
      if (cutX) {
        findings.push(`${h.describe(element)} is cut off sideways by ${h.describe(cutX.element)}${cutX.scrolls ? ' (a sideways scroller)' : ''}`);
        continue;
      }
      if (r.left < -1 || r.right > vw + 1) {
        findings.push(`${h.describe(element)} lies outside the ${vw} px wide viewport`);
        continue;
      }
      const cutY = clippedBy.find((c) => c.axis === 'y' && !c.scrolls);
      if (cutY && box.bottom - box.top < r.height - 1) {
        findings.push(`${h.describe(element)} is cut off vertically by ${h.describe(cutY.element)}, which does not scroll`);
        continue;
      }
      if (r.top >= -1 && r.bottom <= vh + 1) continue;
      const inScroller = clippedBy.some((c) => c.axis === 'y' && c.scrolls);
      let fixed = false;
      for (let e: Element | null = element; e; e = e.parentElement) {
        if (getComputedStyle(e).position === 'fixed') { fixed = true; break; }
      }
      if (inScroller || (pageScrolls && !fixed)) continue;
      findings.push(`${h.describe(element)} lies outside the ${vh} px high viewport and nothing scrolls to it`);
    }
    return findings;
  }, interactiveSelector);
}

/**
 * A text glyph used as an icon: an emoji or symbol character (🔔 🗄 ✎ ✕ ↑ ↓ ⠿ × ☰ + …) as the whole text of a
 * control or an icon element, leading a control's label, or drawn by a CSS ::before/::after content string.
 */
export async function glyphIcons(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate((selector) => {
    const h = (window as unknown as { __screenChecks: Helpers }).__screenChecks;
    const glyph = /^[\p{Extended_Pictographic}\p{So}\p{Sm}\u2190-\u21ff\u2500-\u27bf\u2800-\u28ff\u2b00-\u2bff\u2026\u2039\u203a\u00ab\u00bb]+$/u;
    // Emoji variation selectors and joiners belong to the glyph before them.
    const bare = (text: string) => text.replace(/\ufe0f|\u200d/g, '');
    const leading = /^[\p{Extended_Pictographic}\p{So}\u2190-\u21ff\u2500-\u27bf\u2800-\u28ff\u2b00-\u2bff]\ufe0f?\s/u;
    const findings: string[] = [];
    const iconLike = (e: Element) => e.getAttribute('aria-hidden') === 'true' || e.getAttribute('role') === 'img'
      || /icon/i.test(typeof e.className === 'string' ? e.className : '');
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ checkVisibilityCSS: true })) continue;
      const control = element.matches(selector) ? element : element.closest(selector);
      const ownText = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
      if (ownText && (control || iconLike(element))) {
        const whole = (control?.textContent ?? '').trim();
        if (glyph.test(bare(ownText))) findings.push(`${h.describe(control ?? element)} shows the text glyph "${ownText}" as an icon`);
        else if (control === element && leading.test(whole)) findings.push(`${h.describe(element)} starts with the text glyph "${whole.slice(0, 2).trim()}"`);
      }
      for (const pseudo of ['::before', '::after'] as const) {
        const content = getComputedStyle(element, pseudo).content;
        if (!content || content === 'none' || content === 'normal' || !content.startsWith('"')) continue;
        const text = content.slice(1, -1).trim();
        if (text && glyph.test(bare(text))) findings.push(`${h.describe(element)} draws the text glyph "${text}" in ${pseudo}`);
      }
    }
    return findings;
  }, interactiveSelector);
}

/**
 * The width each task title gets: the box of the innermost element whose text is the title (or of its nearest
 * non-inline ancestor), for titles drawn in `scope` outside `exclude` (e.g. the list, not the detail panel). Seed
 * titles long enough to fill their column, so the box shows the room given, not the text's own length.
 */
export async function narrowTitles(scope: Locator, titles: readonly string[], minWidth: number, exclude?: Locator): Promise<string[]> {
  await installHelpers(scope.page());
  const excluded = exclude && (await exclude.count()) > 0 ? await exclude.elementHandles() : [];
  return scope.evaluate((root, { titles, minWidth, excluded }) => {
    const h = (window as unknown as { __screenChecks: Helpers }).__screenChecks;
    const wanted = new Set(titles);
    const vh = document.documentElement.clientHeight;
    const findings: string[] = [];
    let measured = 0;
    for (const element of root.querySelectorAll('*')) {
      const text = (element.textContent ?? '').trim();
      if (!wanted.has(text)) continue;
      if ([...element.children].some((child) => (child.textContent ?? '').trim() === text)) continue;
      if (excluded.some((e) => e.contains(element)) || h.hidden(element)) continue;
      let block: Element = element;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline') && getComputedStyle(block).display !== 'inline-block') {
        block = block.parentElement;
      }
      const { box } = h.paintedBox(block);
      if (box.bottom <= 0 || box.top >= vh || box.bottom <= box.top) continue;
      measured += 1;
      const width = box.right - box.left;
      if (width < minWidth) findings.push(`task title "${text.slice(0, 30)}" gets ${Math.round(width)} px (${h.boxText(box)}), less than ${minWidth} px`);
    }
    if (measured === 0) findings.push('no task title of the list was found on screen to measure');
    return findings;
  }, { titles: [...titles], minWidth, excluded });
}
