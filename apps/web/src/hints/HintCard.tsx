import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cx, IconButton } from '../ui/index.js';
import './hints.css';

export interface HintCardProps {
  /** A lucide icon, decorative (aria-hidden). */
  icon: ReactNode;
  title: string;
  /** The one sentence that says what the person can do. */
  children: ReactNode;
  /** One action, if the hint offers one (a Button, a link, a Popover's trigger). */
  action?: ReactNode;
  /** The close button: the hint is gone for good (useHint's dismiss). */
  onDismiss(): void;
  /** The hint's id (hint-flags.ts), as `data-hint`. */
  hint?: string;
  /** 'banner' is the sidebar's narrower form: the same parts, the action under the sentence. */
  variant?: 'card' | 'banner';
  className?: string;
}

/**
 * A dismissible tip: an icon, a title, one sentence, an optional action and a close button named after the tip. A
 * region named by its title, so it can be found and skipped like any other part of the screen.
 */
export function HintCard({ icon, title, children, action, onDismiss, hint, variant = 'card', className }: HintCardProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={cx('hint-card', `hint-card-${variant}`, className)} aria-labelledby={titleId} data-hint={hint}>
      <span className="hint-card-icon" aria-hidden="true">{icon}</span>
      <div className="hint-card-body">
        <h2 id={titleId} className="hint-card-title">{title}</h2>
        <p className="hint-card-text">{children}</p>
        {action ? <div className="hint-card-action">{action}</div> : null}
      </div>
      <IconButton className="hint-card-close" size="row" label={intl.formatMessage({ id: 'hints.dismiss' }, { title })}
        icon={<X className="icon" aria-hidden="true" />} onClick={onDismiss} />
    </section>
  );
}
