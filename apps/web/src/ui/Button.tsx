import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button element (React 19 passes a ref as a prop), e.g. to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a spinner and blocks clicks while the action it started runs; aria-busy tells assistive technology why. */
  busy?: boolean;
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
