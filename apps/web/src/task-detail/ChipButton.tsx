import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../ui/index.js';

export type ChipButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> & { icon: ReactNode; label: string; value: string | null; tone?: string };

/**
 * A chip that opens a picker: its icon and current value ("Fri, 28 Nov"), or the field's name in muted text when
 * unset. The accessible name says both ("Due date: Fri, 28 Nov"). Forwards its ref: Radix anchors the popover to it.
 */
export const ChipButton = forwardRef<HTMLButtonElement, ChipButtonProps>(function ChipButton({ icon, label, value, tone, className, ...rest }, ref) {
  return (
    <button ref={ref} type="button" {...rest} className={cx('detail-chip', value === null && 'is-empty', tone && `is-${tone}`, className)}
      aria-label={value === null ? label : `${label}: ${value}`}>
      <span className="detail-chip-icon" aria-hidden="true">{icon}</span>
      <span className="detail-chip-text">{value ?? label}</span>
    </button>
  );
});
