import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { SidebarLink, SidebarList, ViewCount } from './SidebarList.js';
import { positionAfterLast } from './views/position.js';
import type { SidebarCounts } from './views/select.js';
import type { Category, Label, ViewKey } from './views/types.js';

export interface SidebarProps {
  /** The view shown; null when the main area shows something else (search results). */
  view: ViewKey | null;
  onViewChange(view: ViewKey): void;
  lists: Category[];
  tags: Label[];
  counts: SidebarCounts;
  /** At the sidebar's foot, below what scrolls: a tip (hints/SidebarHints). */
  footer?: ReactNode;
  /** Above the views: the workspace switcher. */
  top?: ReactNode;
  /** Below the lists: the boards of the current workspace (boards/BoardViewSidebar). */
  boards?: ReactNode;
}

const smartViews = [
  ['my-day', 'tasks.view.myDay'],
  ['all-mine', 'tasks.view.allMine'],
  ['all', 'tasks.view.all'],
  ['next-7', 'tasks.view.next7'],
  ['assigned-to-me', 'tasks.view.assignedToMe'],
] as const;

function NewList({ lists, onCreated }: { lists: Category[]; onCreated(id: string): void }) {
  const intl = useIntl();
  const store = useObjectStore();
  const [name, setName] = useState('');
  return (
    <input className="sidebar-new-list" value={name} maxLength={255}
      aria-label={intl.formatMessage({ id: 'tasks.sidebar.newList' })} placeholder={intl.formatMessage({ id: 'tasks.sidebar.newList' })}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !name.trim()) return;
        // In the drawer, showing the new list closes it and focus returns to the menu button: the Enter must not go
        // on to press that button (a browser clicks a button on Enter's keypress).
        event.preventDefault();
        const list = store.create('category', { name: name.trim(), position: positionAfterLast(lists) });
        setName('');
        onCreated(list.id);
      }} />
  );
}

/** The views, the lists with their open-task counts, and the tags. */
export function Sidebar({ view, onViewChange, lists, tags, counts, footer, top, boards }: SidebarProps) {
  const intl = useIntl();
  return (
    <div className="sidebar-column">
      <nav className="tasks-sidebar" aria-label={intl.formatMessage({ id: 'tasks.sidebar.label' })}>
        {top}
        <ul className="sidebar-views">
          {smartViews.map(([key, message]) => (
            <li key={key} className="sidebar-item" data-tour={key === 'my-day' ? 'my-day' : undefined}>
              <SidebarLink view={key} current={view === key} onSelect={() => onViewChange(key)}>
                <span className="sidebar-name"><FormattedMessage id={message} /></span> <ViewCount count={key === 'my-day' ? undefined : counts[key]} />
              </SidebarLink>
            </li>
          ))}
        </ul>
        <h2 className="sidebar-heading" data-tour="lists"><FormattedMessage id="tasks.sidebar.lists" /></h2>
        <ul className="sidebar-lists">
          {lists.map((list) => (
            <SidebarList key={list.id} list={list} count={counts.lists[list.id] ?? 0} current={view === `list:${list.id}`}
              onSelect={() => onViewChange(`list:${list.id}`)} onDeleted={() => view === `list:${list.id}` && onViewChange('all-mine')} />
          ))}
        </ul>
        <NewList lists={lists} onCreated={(id) => onViewChange(`list:${id}`)} />
        {boards}
        {tags.length > 0 ? (
          <>
            <h2 className="sidebar-heading"><FormattedMessage id="tasks.sidebar.tags" /></h2>
            <ul className="sidebar-tags">
              {tags.map((tag) => (
                <li key={tag.id} className="sidebar-item">
                  <SidebarLink view={`tag:${tag.id}`} current={view === `tag:${tag.id}`} onSelect={() => onViewChange(`tag:${tag.id}`)}>
                    <span className="sidebar-tag-dot" style={{ background: tag.color }} aria-hidden="true" />
                    <span className="sidebar-name">{tag.name}</span> <ViewCount count={counts.tags[tag.id] ?? 0} />
                  </SidebarLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </nav>
      {footer ? <div className="sidebar-footer">{footer}</div> : null}
    </div>
  );
}
