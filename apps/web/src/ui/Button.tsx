import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a spinner and blocks clicks while the action it started runs; aria-busy tells assistive technology why. */
  busy?: boolean;
  /** The button element, to move focus to it (passed on as React 19 passes a function component's ref). */
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button; type defaults to "button" so only the intended button submits a form. */
export function Button({ variant = 'primary', busy = false, type = 'button', className, disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
