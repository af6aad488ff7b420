import { Switch as RadixSwitch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx } from './cx.js';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off setting (Radix Switch, role switch) with its label before it and an optional line under the label, which describes the switch. */
export function Switch({ checked, onCheckedChange, label, description, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cx('ui-switch-field', className)}>
      <span className="ui-switch-text">
        <label htmlFor={id} className="ui-field-label">{label}</label>
        {description ? <span id={`${id}-description`} className="ui-field-hint">{description}</span> : null}
      </span>
      <RadixSwitch.Root id={id} className="ui-switch" checked={checked} onCheckedChange={onCheckedChange} disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}>
        <RadixSwitch.Thumb className="ui-switch-thumb" />
      </RadixSwitch.Root>
    </div>
  );
}
