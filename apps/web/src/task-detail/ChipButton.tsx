import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../ui/index.js';
import { useDetailReadOnly } from './read-only.js';

export type ChipButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> & { icon: ReactNode; label: string; value: string | null; tone?: string };

/**
 * A chip that opens a picker: its icon and current value ("Fri, 28 Nov"), or the field's name in muted text when
 * unset. The accessible name says both ("Due date: Fri, 28 Nov"). Forwards its ref: Radix anchors the popover to it.
 * In a read-only panel (read-only.ts) a chip is disabled, so its picker never opens, and an unset one is not drawn.
 */
export const ChipButton = forwardRef<HTMLButtonElement, ChipButtonProps>(function ChipButton({ icon, label, value, tone, className, ...rest }, ref) {
  const readOnly = useDetailReadOnly();
  if (readOnly && value === null) return null;
  return (
    <button ref={ref} type="button" {...rest} disabled={readOnly || rest.disabled}
      className={cx('detail-chip', value === null && 'is-empty', tone && `is-${tone}`, readOnly && 'is-read-only', className)}
      aria-label={value === null ? label : `${label}: ${value}`}>
      <span className="detail-chip-icon" aria-hidden="true">{icon}</span>
      <span className="detail-chip-text">{value ?? label}</span>
    </button>
  );
});
