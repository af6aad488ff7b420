import type { MessageId } from '../i18n/index.js';

type Side = 'top' | 'right' | 'bottom' | 'left';

/** Where a step points: the first of these elements that is on the screen (the sidebar may be hidden, or a drawer). */
interface TourAnchor {
  selector: string;
  side: Side;
}

export interface TourStep {
  id: 'quick-add' | 'lists' | 'my-day' | 'details';
  title: MessageId;
  text: MessageId;
  anchors: TourAnchor[];
}

/** The header's menu button: where the lists and My Day are when the sidebar is hidden or a drawer. */
const menu: TourAnchor = { selector: '[data-tour="menu"]', side: 'bottom' };

/**
 * The first-run tour (hints/OnboardingTour.tsx), in order. Its anchors are the real elements, marked `data-tour` where
 * they are drawn (AppHeader, Sidebar, the views' titles); a task row is found by its `data-task-id`.
 */
export const tourSteps: TourStep[] = [
  {
    id: 'quick-add', title: 'hints.tour.quickAdd.title', text: 'hints.tour.quickAdd.text',
    anchors: [{ selector: '[data-tour="quick-add"]', side: 'bottom' }, { selector: '[data-tour="quick-add-fab"]', side: 'top' }],
  },
  {
    id: 'lists', title: 'hints.tour.lists.title', text: 'hints.tour.lists.text',
    anchors: [{ selector: '[data-tour="lists"]', side: 'right' }, menu],
  },
  {
    id: 'my-day', title: 'hints.tour.myDay.title', text: 'hints.tour.myDay.text',
    anchors: [{ selector: '[data-tour="my-day"]', side: 'right' }, menu],
  },
  {
    id: 'details', title: 'hints.tour.details.title', text: 'hints.tour.details.text',
    anchors: [{ selector: 'main [data-task-id]', side: 'bottom' }, { selector: '[data-tour="view-title"]', side: 'bottom' }],
  },
];

/**
 * Drawn and not hidden: checkVisibility where the browser has it (a `display: none` ancestor, `visibility`), and
 * never inside an inert or aria-hidden part of the page (what lies under an open panel or dialog).
 */
function onScreen(element: Element): boolean {
  if (element.closest('[inert], [aria-hidden="true"], [hidden]')) return false;
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ checkVisibilityCSS: true });
  return true;
}

/** The element a step points at now, and the side to show it on; null while none of its anchors is on the screen. */
export function findTourAnchor(step: TourStep, root: ParentNode = document): { element: Element; side: Side } | null {
  for (const { selector, side } of step.anchors) {
    const element = [...root.querySelectorAll(selector)].find(onScreen);
    if (element) return { element, side };
  }
  return null;
}
