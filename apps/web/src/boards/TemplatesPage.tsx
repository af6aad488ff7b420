import type { TemplateSummary } from '@taskhub/domain';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../ui/index.js';
import { useWorkspace, useWorkspaceJobType } from '../workspaces/useWorkspace.js';
import { WorkspaceLoadState } from '../workspaces/WorkspacePage.js';
import { NewBoardDialog } from './NewBoardDialog.js';
import { TemplateGallery } from './TemplateGallery.js';
import '../workspaces/workspaces.css';
import './boards.css';

export interface TemplatesPageProps {
  workspaceId: string;
  onOpenBoard(boardId: string): void;
  onOpenBoards(workspaceId: string): void;
  onLeave(): void;
}

/**
 * Browse templates (SPEC.md section 2) for a workspace: the gallery on a page of its own; "Use template" asks for the
 * new board's name, emoji and privacy, then makes it and opens it.
 */
export function TemplatesPage({ workspaceId, onOpenBoard, onOpenBoards, onLeave }: TemplatesPageProps) {
  const workspace = useWorkspace(workspaceId);
  const jobType = useWorkspaceJobType(workspaceId);
  const [using, setUsing] = useState<TemplateSummary | null>(null);
  if (workspace.load.state !== 'ready') {
    return <section className="boards-page"><WorkspaceLoadState load={workspace.load} onRetry={() => void workspace.reload()} onLeave={onLeave} /></section>;
  }
  return (
    <section className="boards-page" aria-labelledby="templates-title">
      <header className="screen-header boards-header">
        <div className="boards-heading">
          <h1 id="templates-title" className="screen-title"><FormattedMessage id="templates.title" /></h1>
          <p className="workspace-meta">{workspace.load.workspace.name}</p>
        </div>
        <div className="boards-actions">
          <Button variant="secondary" onClick={() => onOpenBoards(workspaceId)}>
            <ArrowLeft className="icon" aria-hidden="true" /> <FormattedMessage id="boardBrowse.title" />
          </Button>
        </div>
      </header>
      {/* Drawn again on the team's filter once the workspace's job type is known (it starts there). */}
      <TemplateGallery key={jobType ?? ''} initialJobType={jobType ?? undefined} onUse={setUsing} />
      {using ? (
        <NewBoardDialog key={using.id} workspaceId={workspaceId} template={using} onClose={() => setUsing(null)}
          onCreated={(board) => { setUsing(null); onOpenBoard(board.id); }} />
      ) : null}
    </section>
  );
}
