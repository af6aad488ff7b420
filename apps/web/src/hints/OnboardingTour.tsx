import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { useNotificationsLauncher } from '../scheduling/notifications-launcher.js';
import { useSyncSelector } from '../store/ObjectStoreContext.js';
import { AnchoredPopover, Button } from '../ui/index.js';
import { findTourAnchor, type TourStep, tourSteps } from './tour-steps.js';
import { useHint } from './useHint.js';
import './hints.css';

/** How often the tour looks again for the element its step points at (the layout changes, a drawer opens). */
const anchorCheckMs = 400;

/** The element a step points at, followed while the screen changes; null while it is not on the screen. */
function useTourAnchor(step: TourStep, active: boolean) {
  const [found, setFound] = useState<ReturnType<typeof findTourAnchor>>(null);
  useEffect(() => {
    if (!active) return;
    const look = () => setFound((current) => {
      const next = findTourAnchor(step);
      return current?.element === next?.element && current?.side === next?.side ? current : next;
    });
    look();
    const timer = setInterval(look, anchorCheckMs);
    window.addEventListener('resize', look);
    return () => {
      clearInterval(timer);
      window.removeEventListener('resize', look);
    };
  }, [step, active]);
  return active ? found : null;
}

/**
 * The first-run tour after onboarding (webConfig.isOnboardingTourDismissed): a few steps, each a popover at the real
 * element it explains (quick add, the lists, My Day, a task), with Back, Next and Skip; the arrow keys step too and
 * Escape skips. Skip or Done sets the flag, on every device. It waits for the task screens to load, while the account
 * is being refreshed (the flag may be about to change), while the notifications menu is open and while what it
 * points at is hidden (a dialog or a drawer
 * over the screen). Focus moves into it only when nothing else has focus, so it never takes a field from someone
 * already typing.
 */
export function OnboardingTour() {
  const { shown, dismiss } = useHint('isOnboardingTourDismissed');
  const refreshing = useAuth((state) => state.pending);
  // The task screens draw what the tour points at once their objects are loaded.
  const ready = useSyncSelector((s) => s.ready);
  const [index, setIndex] = useState(0);
  const step = tourSteps[index]!;
  // The notifications menu opened over the screen takes it; the tour waits for it to close.
  const notificationsOpen = useNotificationsLauncher((state) => state.menuOpen);
  const anchor = useTourAnchor(step, shown && ready && !refreshing && !notificationsOpen);
  const titleId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const last = index === tourSteps.length - 1;

  // Back disappears on the first step: focus that was in the tour stays in it, on Next.
  useEffect(() => {
    const content = contentRef.current;
    if (content && !content.contains(document.activeElement) && document.activeElement === document.body) nextRef.current?.focus();
  }, [index]);

  if (!anchor) return null;
  const finish = () => {
    dismiss();
    if (contentRef.current?.contains(document.activeElement) && anchor.element instanceof HTMLElement) anchor.element.focus();
  };
  const next = () => (last ? finish() : setIndex(index + 1));
  const back = () => setIndex(Math.max(0, index - 1));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') back();
    else return;
    event.preventDefault();
  };

  return (
    <AnchoredPopover anchor={anchor.element} side={anchor.side} className="hint-tour" arrowClassName="hint-tour-arrow" labelledBy={titleId}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        if (document.activeElement === document.body || document.activeElement === null) nextRef.current?.focus();
      }}
      onEscapeKeyDown={finish} onKeyDown={onKeyDown}>
      <div ref={contentRef} data-hint="onboarding-tour">
        <div aria-live="polite">
          <p className="hint-tour-progress"><FormattedMessage id="onboarding.stepOf" values={{ current: index + 1, total: tourSteps.length }} /></p>
          <h2 id={titleId} className="hint-tour-title"><FormattedMessage id={step.title} /></h2>
          <p className="hint-tour-text"><FormattedMessage id={step.text} /></p>
        </div>
        <div className="hint-tour-actions">
          <Button variant="link" onClick={finish}><FormattedMessage id="hints.tour.skip" /></Button>
          {index > 0 ? <Button variant="secondary" onClick={back}><FormattedMessage id="common.back" /></Button> : null}
          <Button ref={nextRef} onClick={next}><FormattedMessage id={last ? 'hints.tour.done' : 'common.next'} /></Button>
        </div>
      </div>
    </AnchoredPopover>
  );
}
