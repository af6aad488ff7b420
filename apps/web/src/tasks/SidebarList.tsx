import { useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { DeleteListDialog } from './DeleteListDialog.js';
import type { Category } from './views/types.js';
import { Pencil, Trash2 } from 'lucide-react';

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

/** A list in the sidebar: opens it, takes dropped tasks, and renames or deletes it (asking first, with Undo). */
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
      <button type="button" className="sidebar-link" aria-current={current ? 'page' : undefined} onClick={onSelect}>
        <span className="sidebar-name">{list.name}</span> <ViewCount count={count} />
      </button>
      <button type="button" className="sidebar-action" onClick={() => setRenaming(list.name)}
        aria-label={intl.formatMessage({ id: 'tasks.sidebar.rename' }, { name: list.name })}><Pencil className="icon" aria-hidden="true" /></button>
      <button type="button" className="sidebar-action" onClick={() => setConfirming(true)}
        aria-label={intl.formatMessage({ id: 'tasks.sidebar.delete' }, { name: list.name })}><Trash2 className="icon" aria-hidden="true" /></button>
      {confirming ? <DeleteListDialog list={list} onClose={() => setConfirming(false)} onDeleted={onDeleted} /> : null}
    </li>
  );
}
