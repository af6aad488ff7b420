import { ToggleGroup as RadixToggleGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx } from './cx.js';

export interface ToggleOption {
  value: string;
  /** What the button shows (e.g. 'Mo'). */
  label: ReactNode;
  /** The full name when the shown label is short (e.g. 'Monday'). */
  ariaLabel?: string;
  disabled?: boolean;
}

interface ToggleGroupBase {
  options: readonly ToggleOption[];
  /** Names the group: a visible label above it, or `ariaLabel`. */
  label?: ReactNode;
  ariaLabel?: string;
  className?: string;
}

export type ToggleGroupProps = ToggleGroupBase & (
  | { type: 'multiple'; value: string[]; onValueChange(value: string[]): void }
  | { type: 'single'; value: string; onValueChange(value: string): void }
);

/**
 * A row of buttons that stay pressed (Radix ToggleGroup): several at once ('multiple', e.g. weekdays) or one
 * ('single', a segmented control). Arrow keys move between them; each says whether it is on. Several at once is a
 * group of pressed buttons (role group, not Radix's toolbar: it is one field of a form).
 */
export function ToggleGroup(props: ToggleGroupProps) {
  const { options, label, ariaLabel, className } = props;
  const items = options.map((option) => (
    <RadixToggleGroup.Item key={option.value} value={option.value} disabled={option.disabled} aria-label={option.ariaLabel} className="ui-toggle">
      {option.label}
    </RadixToggleGroup.Item>
  ));
  const id = useId();
  const common = { className: 'ui-toggle-items', 'aria-labelledby': label ? id : undefined, 'aria-label': label ? undefined : ariaLabel };
  return (
    <div className={cx('ui-toggle-group', className)}>
      {label ? <span id={id} className="ui-field-label">{label}</span> : null}
      {props.type === 'multiple'
        ? <RadixToggleGroup.Root type="multiple" role="group" {...common} value={props.value} onValueChange={props.onValueChange}>{items}</RadixToggleGroup.Root>
        // A single group keeps one choice: pressing the chosen button again does not clear it.
        : <RadixToggleGroup.Root type="single" {...common} value={props.value} onValueChange={(value) => { if (value) props.onValueChange(value); }}>{items}</RadixToggleGroup.Root>}
    </div>
  );
}
