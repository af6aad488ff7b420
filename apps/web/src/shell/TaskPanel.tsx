import type { ReactNode } from 'react';

/**
 * The place of the task detail (DESIGN.md "Layout"): a fixed-width panel beside the list on wide windows, over the
 * list with a scrim on narrower ones (a click on the scrim closes it; Escape is the panel's own, through the escape
 * stack), and a full-screen sheet on phones (shell.css), where the panel shows a back button instead of its close
 * button (TaskDetailPanel's `sheet` variant). The panel's content is the caller's.
 */
export function TaskPanel({ onClose, children }: { onClose(): void; children: ReactNode }) {
  return (
    <>
      <div className="task-panel-scrim" aria-hidden="true" onClick={onClose} />
      <div className="task-panel">
        {children}
      </div>
    </>
  );
}
