import type { ReactNode } from 'react';
import { cx } from './cx.js';

export interface EmptyStateProps {
  /** A lucide icon, decorative (aria-hidden). */
  icon: ReactNode;
  /** The one sentence that says what is (not) here. */
  title: ReactNode;
  /** What to do next, when the action itself is not enough. */
  hint?: ReactNode;
  /** The one action (a Button), if there is one. */
  action?: ReactNode;
  className?: string;
  /** 'status' when the empty state answers something the person just did (a search), so it is announced. */
  role?: 'status';
}

/** An empty, or nothing-found, state (DESIGN.md "Empty states"): an icon, one sentence, and one action or hint. */
export function EmptyState({ icon, title, hint, action, className, role }: EmptyStateProps) {
  return (
    <div className={cx('ui-empty', className)} role={role}>
      <span className="ui-empty-icon" aria-hidden="true">{icon}</span>
      <p className="ui-empty-title">{title}</p>
      {hint ? <p className="ui-empty-hint">{hint}</p> : null}
      {action ? <div className="ui-empty-action">{action}</div> : null}
    </div>
  );
}
