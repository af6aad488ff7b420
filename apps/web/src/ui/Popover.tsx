import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx.js';

export interface PopoverProps {
  /** The control that opens it; it must be one focusable element (a button). */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  /** The popover's accessible name when it has no visible heading. */
  label?: string;
  /**
   * When the popover has closed and is about to give focus back to its trigger (Radix onCloseAutoFocus); preventDefault()
   * and focus elsewhere when the trigger is only an anchor (as ui Menu's).
   */
  onCloseAutoFocus?(event: Event): void;
}

/**
 * Floating content anchored to its trigger (Radix Popover): Escape and a click outside close it, focus moves in and
 * back to the trigger, and it flips and shifts to stay inside the viewport.
 */
export function Popover({ trigger, children, open, onOpenChange, align = 'start', side = 'bottom', className, label, onCloseAutoFocus }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={cx('ui-popover', className)}
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Closes the popover it is in (for a Done button inside a picker). */
export const PopoverClose = RadixPopover.Close;
