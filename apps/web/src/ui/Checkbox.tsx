import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx.js';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** A visible label; or `ariaLabel` when the label is elsewhere. */
  label?: ReactNode;
  ariaLabel?: string;
  disabled?: boolean;
  /** 'round' is a task's completion ring, coloured by priority; 'square' is an ordinary choice. */
  shape?: 'square' | 'round';
  priority?: 'high' | 'normal' | 'low';
  className?: string;
  id?: string;
}

/** A checkbox (Radix Checkbox): role checkbox, Space toggles, and a label that toggles it too. */
export function Checkbox({ checked, onCheckedChange, label, ariaLabel, disabled, shape = 'square', priority = 'normal', className, id }: CheckboxProps) {
  const box = (
    <RadixCheckbox.Root
      id={id}
      className={cx('ui-checkbox', `ui-checkbox-${shape}`, `ui-priority-${priority}`, !label && className)}
      checked={checked}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      aria-label={ariaLabel}
      disabled={disabled}
    >
      <RadixCheckbox.Indicator className="ui-checkbox-indicator">
        <Check className="icon" aria-hidden="true" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!label) return box;
  return (
    <label className={cx('ui-choice', className)}>
      {box}
      <span>{label}</span>
    </label>
  );
}
