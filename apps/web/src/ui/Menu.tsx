import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx.js';

export interface MenuProps {
  /** The button that opens the menu. */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  label?: string;
  className?: string;
  /** Controlled open state (e.g. a menu a keyboard shortcut opens); uncontrolled without it. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /**
   * When the menu has closed and is about to give focus back to its trigger (Radix onCloseAutoFocus); preventDefault()
   * and focus elsewhere when the trigger is only an anchor.
   */
  onCloseAutoFocus?(event: Event): void;
}

/** A menu of actions (Radix DropdownMenu): arrow keys, typeahead, Escape, focus return. */
export function Menu({ trigger, children, align = 'end', label, className, open, onOpenChange, onCloseAutoFocus }: MenuProps) {
  return (
    <DropdownMenu.Root {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={cx('ui-menu', className)} align={align} sideOffset={6} collisionPadding={8} aria-label={label}
          onCloseAutoFocus={onCloseAutoFocus}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  onSelect(): void;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** A keyboard shortcut shown at the end of the item. */
  shortcut?: string;
}

export function MenuItem({ children, onSelect, icon, danger = false, disabled = false, shortcut }: MenuItemProps) {
  return (
    <DropdownMenu.Item className={cx('ui-menu-item', danger && 'ui-menu-item-danger')} onSelect={onSelect} disabled={disabled}>
      {icon ? <span className="ui-menu-icon" aria-hidden="true">{icon}</span> : null}
      <span className="ui-menu-label">{children}</span>
      {shortcut ? <kbd className="ui-menu-shortcut">{shortcut}</kbd> : null}
    </DropdownMenu.Item>
  );
}

export function MenuCheckboxItem({ children, checked, onCheckedChange }: { children: ReactNode; checked: boolean; onCheckedChange(checked: boolean): void }) {
  return (
    <DropdownMenu.CheckboxItem className="ui-menu-item" checked={checked} onCheckedChange={onCheckedChange}>
      <span className="ui-menu-icon" aria-hidden="true">
        <DropdownMenu.ItemIndicator><Check className="icon" /></DropdownMenu.ItemIndicator>
      </span>
      <span className="ui-menu-label">{children}</span>
    </DropdownMenu.CheckboxItem>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="ui-menu-separator" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="ui-menu-heading">{children}</DropdownMenu.Label>;
}
