import { useDroppable } from '@dnd-kit/core';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { DeleteListDialog } from './DeleteListDialog.js';
import { pathForView } from '../shell/paths.js';
import { IconButton, useToast } from '../ui/index.js';
import type { Category, ViewKey } from './views/types.js';
import { Archive, Pencil, Trash2, UserPlus } from 'lucide-react';
import { archiveList } from './archive-list.js';
import { ListPeople, ShareListDialog } from '../shared-lists/index.js';

/**
 * A sidebar entry's link: a real address (opens in a new tab, can be copied), while a plain click shows the view in
 * place through `onSelect`.
 */
export function SidebarLink({ view, current, onSelect, children }: { view: ViewKey; current: boolean; onSelect(): void; children: ReactNode }) {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect();
  };
  return <a href={pathForView(view)} className="sidebar-link" aria-current={current ? 'page' : undefined} onClick={onClick}>{children}</a>;
}

export function ViewCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <>
      <span className="sidebar-count" aria-hidden="true">{count}</span>
      <span className="sr-only"><FormattedMessage id="tasks.sidebar.count" values={{ count }} /></span>
    </>
  );
}

export interface SidebarListProps {
  list: Category;
  count: number;
  current: boolean;
  onSelect(): void;
  /** Called after the list is deleted (the screen leaves a view that no longer exists). */
  onDeleted(): void;
}

/**
 * A list in the sidebar: opens it, takes dropped tasks, renames, shares (its people drawn beside the name once it is
 * shared), archives (with Undo) or deletes it (asking first, with Undo).
 */
export function SidebarList({ list, count, current, onSelect, onDeleted }: SidebarListProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const [renaming, setRenaming] = useState<string | null>(null);
  const { setNodeRef, isOver } = useDroppable({ id: `drop-list:${list.id}`, data: { listId: list.id, listName: list.name } });

  const saveName = () => {
    const name = renaming?.trim();
    if (name && name !== list.name) store.edit('category', list.id, { name });
    setRenaming(null);
  };
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const toast = useToast();
  const archive = () => {
    const { count, undo } = archiveList(store, store.getSnapshot().objects, list.id);
    onDeleted();
    toast(intl.formatMessage({ id: 'tasks.toast.listArchived' }, { name: list.name, count }), undo);
  };

  if (renaming !== null) {
    return (
      <li className="sidebar-item">
        <input className="sidebar-rename" value={renaming} autoFocus maxLength={255}
          aria-label={intl.formatMessage({ id: 'tasks.sidebar.renameField' }, { name: list.name })}
          onChange={(event) => setRenaming(event.target.value)} onBlur={saveName}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveName();
            if (event.key === 'Escape') setRenaming(null);
          }} />
      </li>
    );
  }
  return (
    <li ref={setNodeRef} className={['sidebar-item', isOver ? 'is-drop-target' : ''].filter(Boolean).join(' ')}>
      <SidebarLink view={`list:${list.id}`} current={current} onSelect={onSelect}>
        <span className="sidebar-name">{list.name}</span> {list.isDefault ? null : <ListPeople listId={list.id} />} <ViewCount count={count} />
      </SidebarLink>
      {/* Drawn over the count while the entry is hovered or holds focus, so counts stay in one column with the views'. */}
      <span className="sidebar-actions">
        <IconButton size="row" className="sidebar-action" onClick={() => setRenaming(list.name)}
          label={intl.formatMessage({ id: 'tasks.sidebar.rename' }, { name: list.name })} icon={<Pencil className="icon" aria-hidden="true" />} />
        {list.isDefault ? null : (
          <IconButton size="row" className="sidebar-action" onClick={() => setSharing(true)}
            label={intl.formatMessage({ id: 'teams.share.open' }, { name: list.name })} icon={<UserPlus className="icon" aria-hidden="true" />} />
        )}
        {list.isDefault ? null : (
          <IconButton size="row" className="sidebar-action" onClick={archive}
            label={intl.formatMessage({ id: 'tasks.sidebar.archive' }, { name: list.name })} icon={<Archive className="icon" aria-hidden="true" />} />
        )}
        <IconButton size="row" className="sidebar-action" onClick={() => setConfirming(true)}
          label={intl.formatMessage({ id: 'tasks.sidebar.delete' }, { name: list.name })} icon={<Trash2 className="icon" aria-hidden="true" />} />
      </span>
      {confirming ? <DeleteListDialog list={list} onClose={() => setConfirming(false)} onDeleted={onDeleted} /> : null}
      {sharing ? <ShareListDialog list={list} onClose={() => setSharing(false)} /> : null}
    </li>
  );
}
