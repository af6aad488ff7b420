import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { cx } from './cx.js';

export interface DialogProps {
  title: ReactNode;
  /** Read by assistive technology under the title; visually hidden unless shown in the body. */
  description?: ReactNode;
  onClose(): void;
  children: ReactNode;
  className?: string;
  /** 'dialog' is centred; 'sheet-right' / 'sheet-left' slide from the side; 'sheet-full' covers the screen (phones). */
  variant?: 'dialog' | 'sheet-right' | 'sheet-left' | 'sheet-full';
  /** Hides the title visually (it stays the dialog's accessible name). */
  hideTitle?: boolean;
}

/**
 * A modal layer on Radix Dialog: labelled by its title, Escape and the close button close it, focus stays inside and
 * returns to the control that opened it, and the page behind is inert. Mounted means open: the caller unmounts it.
 */
export function Dialog({ title, description, onClose, children, className, variant = 'dialog', hideTitle = false }: DialogProps) {
  const intl = useIntl();
  // Mounted means open, so closing unmounts it at once: focus goes back to the control that opened it now, not after
  // Radix's deferred restore.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);
  return (
    <RadixDialog.Root open onOpenChange={(open) => { if (!open) onClose(); }}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-overlay" />
        <RadixDialog.Content
          className={cx('ui-dialog', `ui-dialog-${variant}`, className)}
          aria-modal="true"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog-header">
            <RadixDialog.Title className={cx('ui-dialog-title', hideTitle && 'visually-hidden')}>{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-icon-button ui-dialog-close" aria-label={intl.formatMessage({ id: 'common.close' })}>
              <X className="icon icon-toolbar" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="ui-dialog-description">{description}</RadixDialog.Description> : null}
          <div className="ui-dialog-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
