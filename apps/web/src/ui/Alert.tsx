import type { ReactNode } from 'react';

/** An error announced at once (role=alert). Renders nothing without children, so it can sit in place unconditionally. */
export function Alert({ children }: { children?: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return <div className="alert alert-error" role="alert">{children}</div>;
}

/**
 * A polite live region for progress and success. The region stays mounted while empty, because screen readers
 * announce changes only inside a region that already existed.
 */
export function Status({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={['status', className].filter(Boolean).join(' ')} role="status" aria-live="polite">{children}</div>;
}

/** A standing remark about the screen it sits on (role=note), such as why nothing there can be changed. */
export function Note({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={['ui-note', className].filter(Boolean).join(' ')} role="note">{children}</p>;
}
