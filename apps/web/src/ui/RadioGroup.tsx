import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { cx } from './cx.js';

export interface RadioGroupProps {
  value: string | undefined;
  onValueChange(value: string): void;
  /** A visible name drawn above the choices; or `labelledBy` when the name is a heading elsewhere, or `ariaLabel`. */
  label?: ReactNode;
  labelledBy?: string;
  ariaLabel?: string;
  describedBy?: string;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  children: ReactNode;
}

/**
 * One choice among several (Radix RadioGroup): role radiogroup named by its label, arrow keys move and choose, Tab
 * leaves the group. Its choices are RadioItems.
 */
export function RadioGroup({ value, onValueChange, label, labelledBy, ariaLabel, describedBy, disabled, orientation = 'vertical', className, children }: RadioGroupProps) {
  const id = useId();
  // Enter in a native radio submits its form; Radix keeps Enter from choosing, so the group submits as a native one would.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    const form = (event.target as HTMLElement).closest('form');
    if (form) form.requestSubmit();
  };
  return (
    <div className={cx('ui-radio-group', `ui-radio-group-${orientation}`, className)}>
      {label ? <span id={id} className="ui-field-label">{label}</span> : null}
      <RadixRadioGroup.Root className="ui-radio-items" value={value ?? ''} onValueChange={onValueChange} disabled={disabled} orientation={orientation}
        aria-labelledby={label ? id : labelledBy} aria-label={ariaLabel} aria-describedby={describedBy} onKeyDown={onKeyDown}>
        {children}
      </RadixRadioGroup.Root>
    </div>
  );
}

export interface RadioItemProps {
  value: string;
  /** The choice's label (clicking it chooses too); may hold a preview or an example. */
  children: ReactNode;
  disabled?: boolean;
  describedBy?: string;
  className?: string;
  /** Drawn after the label, outside it: a field that belongs to this choice (e.g. a count, a date). */
  after?: ReactNode;
}

/** One choice of a RadioGroup: a round mark, and its label. */
export function RadioItem({ value, children, disabled, describedBy, className, after }: RadioItemProps) {
  const id = useId();
  return (
    <div className={cx('ui-radio-field', disabled && 'is-disabled', className)}>
      <RadixRadioGroup.Item id={id} value={value} disabled={disabled} className="ui-radio" aria-describedby={describedBy}>
        <RadixRadioGroup.Indicator className="ui-radio-indicator" />
      </RadixRadioGroup.Item>
      <label htmlFor={id} className="ui-radio-label">{children}</label>
      {after}
    </div>
  );
}
