import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from './cx.js';
import { Tooltip } from './Tooltip.js';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  size?: 'row' | 'toolbar';
  /** Off where a visible label already says the same (the tooltip would repeat it). */
  tooltip?: boolean;
}

/** A button that shows only an icon: named for assistive technology and with a tooltip for everyone else. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size = 'toolbar', tooltip = true, className, type = 'button', ...rest },
  ref,
) {
  const button = (
    <button ref={ref} type={type} aria-label={label} className={cx('ui-icon-button', `ui-icon-button-${size}`, className)} {...rest}>
      {icon}
    </button>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
});
