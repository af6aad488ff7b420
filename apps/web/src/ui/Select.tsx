import { getNonce } from 'get-nonce';
import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx } from './cx.js';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  value: string;
  onValueChange(value: string): void;
  options: readonly SelectOption[];
  /** The visible label; or `ariaLabel` when the label is elsewhere. */
  label?: ReactNode;
  ariaLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  name?: string;
  /** The id of a hint that describes the select (e.g. why it is disabled). */
  describedBy?: string;
}

/** A styled single choice (Radix Select): a button that opens a keyboard-navigable list box. */
export function Select({ value, onValueChange, options, label, ariaLabel, placeholder, disabled, className, name, describedBy }: SelectProps) {
  const id = useId();
  return (
    <div className={cx('ui-select-field', className)}>
      {label ? <label className="ui-field-label" htmlFor={id}>{label}</label> : null}
      <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled} name={name}>
        <RadixSelect.Trigger id={id} className="ui-select" aria-label={ariaLabel} aria-describedby={describedBy}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className="ui-select-chevron"><ChevronDown className="icon" aria-hidden="true" /></RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className="ui-popover ui-select-content" position="popper" sideOffset={4} collisionPadding={8}>
            {/* The list box's own <style> (it hides the scroll bar) carries the page's style nonce (csp-nonce.ts). */}
            <RadixSelect.Viewport nonce={getNonce()}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className="ui-menu-item">
                  <span className="ui-menu-icon" aria-hidden="true">
                    <RadixSelect.ItemIndicator><Check className="icon" /></RadixSelect.ItemIndicator>
                  </span>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
