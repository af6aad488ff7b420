import { useDroppable } from '@dnd-kit/core';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { DeleteListDialog } from './DeleteListDialog.js';
import { pathForView } from '../shell/paths.js';
import { IconButton, Menu, MenuItem, MenuSeparator, useToast } from '../ui/index.js';
import type { Category, ViewKey } from './views/types.js';
import { Archive, MoreHorizontal, Pencil, Trash2, UserPlus } from 'lucide-react';
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

type MenuAction = 'rename' | 'share' | 'delete';

/**
 * A list's actions in one menu (rename, share, archive, delete), so a row keeps its room for the name on a touch screen,
 * where row actions always show. What opens a field or a dialog waits for the menu to close and give focus back to its
 * button: the dialog then returns focus there when it closes.
 */
function ListMenu({ list, onRename, onShare, onArchive, onDelete }: {
  list: Category; onRename(): void; onShare(): void; onArchive(): void; onDelete(): void;
}) {
  const intl = useIntl();
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<MenuAction | null>(null);
  const label = intl.formatMessage({ id: 'tasks.sidebar.more' }, { name: list.name });
  const afterClose = (event: Event) => {
    const action = chosen.current;
    chosen.current = null;
    if (!action) return;
    event.preventDefault();
    trigger.current?.focus();
    ({ rename: onRename, share: onShare, delete: onDelete })[action]();
  };
  return (
    <Menu label={label} onCloseAutoFocus={afterClose}
      trigger={<IconButton ref={trigger} size="row" tooltip={false} className="sidebar-action" label={label}
        icon={<MoreHorizontal className="icon" aria-hidden="true" />} />}>
      <MenuItem icon={<Pencil className="icon" />} onSelect={() => { chosen.current = 'rename'; }}>
        <FormattedMessage id="tasks.sidebar.menu.rename" />
      </MenuItem>
      {list.isDefault ? null : (
        <>
          <MenuItem icon={<UserPlus className="icon" />} onSelect={() => { chosen.current = 'share'; }}>
            <FormattedMessage id="teams.share.menuItem" />
          </MenuItem>
          <MenuSeparator />
          <MenuItem icon={<Archive className="icon" />} onSelect={onArchive}><FormattedMessage id="tasks.sidebar.menu.archive" /></MenuItem>
        </>
      )}
      <MenuItem icon={<Trash2 className="icon" />} danger onSelect={() => { chosen.current = 'delete'; }}>
        <FormattedMessage id="tasks.sidebar.menu.delete" />
      </MenuItem>
    </Menu>
  );
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
        <ListMenu list={list} onRename={() => setRenaming(list.name)} onShare={() => setSharing(true)} onArchive={archive}
          onDelete={() => setConfirming(true)} />
      </span>
      {confirming ? <DeleteListDialog list={list} onClose={() => setConfirming(false)} onDeleted={onDeleted} /> : null}
      {sharing ? <ShareListDialog list={list} onClose={() => setSharing(false)} /> : null}
    </li>
  );
}
