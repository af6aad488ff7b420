import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../ui/index.js';
import { useMediaQuery } from './useMediaQuery.js';

/** Below this width the list and a 420 px panel do not both fit readably: the panel lies over the list. */
export const panelOverlayQuery = '(max-width: 1279px)';

function modalDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * The place of the task detail (DESIGN.md "Layout"): a fixed-width panel beside the list on wide windows, over the
 * list with a scrim on narrower ones (a click on the scrim or Escape anywhere closes it), and a full-screen sheet
 * with a back button on phones (shell.css). The panel's content is the caller's.
 */
export function TaskPanel({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const intl = useIntl();
  const overlay = useMediaQuery(panelOverlayQuery);
  useEffect(() => {
    if (!overlay) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || modalDialogOpen()) return;
      event.preventDefault();
      onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay, onClose]);
  return (
    <>
      <div className="task-panel-scrim" aria-hidden="true" onClick={onClose} />
      <div className="task-panel">
        <div className="task-panel-back">
          <IconButton label={intl.formatMessage({ id: 'common.back' })} tooltip={false} icon={<ArrowLeft className="icon icon-toolbar" aria-hidden="true" />} onClick={onClose} />
        </div>
        {children}
      </div>
    </>
  );
}
