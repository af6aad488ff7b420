import { type ReactNode, useEffect } from 'react';
import { PanelLeft } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { FirstScreenNavItem, FirstScreenSnapshot } from '../store/first-screen-snapshot.js';
import { firstScreenShown, useFirstScreen } from '../store/first-screen-start.js';
import { TaskRowFace } from '../tasks/TaskRowFace.js';
import { avatarHue, initials } from '../ui/avatar-face.js';
import { BoardFirstScreen } from './BoardFirstScreen.js';
import { sidebarCollapsedKey } from './layout-store.js';
import { compactQuery, useMediaQuery } from './useMediaQuery.js';
import './app-header.css';
import './first-screen.css';

function NavItem({ item }: { item: FirstScreenNavItem }) {
  return (
    <li className={item.current ? 'first-screen-nav-item is-current' : 'first-screen-nav-item'}>
      <span>{item.label}</span>{item.count === null ? null : <span>{item.count}</span>}
    </li>
  );
}

/**
 * The last first screen of this view, painted from its snapshot while the real one loads: a still picture (inert,
 * so nothing in it can be clicked or focused) that the task screens replace once their rows are ready.
 */
export function FirstScreenPreview({ snapshot }: { snapshot: FirstScreenSnapshot }) {
  // A frame callback runs before that frame's paint, so the second one runs once the picture is on screen; the held
  // back work (the task chunk, then the local copy) starts after it and cannot delay the paint or the frame after.
  useEffect(() => { requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(firstScreenShown, 0))); }, []);
  const compact = useMediaQuery(compactQuery);
  const sidebar = (
    <nav className="first-screen-sidebar">
      {/* Where the workspace switcher will be: task views are the personal space's, a board's its workspace's. */}
      {snapshot.board?.workspace ? (
        <p className="first-screen-switcher">
          <span className="ui-avatar ui-avatar-sm" style={{ '--avatar-hue': avatarHue(snapshot.board.workspace.id) } as React.CSSProperties}>
            <span className="ui-avatar-initials" aria-hidden="true">{initials(snapshot.board.workspace.name)}</span>
          </span>
          <span>{snapshot.board.workspace.name}</span>
        </p>
      ) : <p className="first-screen-switcher"><FormattedMessage id="teams.switcher.personal" /></p>}
      <ul>{snapshot.views.map((item, i) => <NavItem key={i} item={item} />)}</ul>
      <h2 className="first-screen-heading">{snapshot.listsHeading}</h2>
      <ul>{snapshot.lists.map((item, i) => <NavItem key={i} item={item} />)}</ul>
    </nav>
  );
  // The picture is inert, so hidden from assistive technology too: they hear the loading status beside it instead.
  const status = <p className="visually-hidden" role="status"><FormattedMessage id="common.loading" /></p>;
  if (snapshot.board) {
    // A board's page as the task screens frame it: the header's band, the sidebar where the window shows it (not in
    // a drawer, not collapsed on this device), the board filling the rest.
    const showSidebar = !compact && readStorage(sidebarCollapsedKey) !== 'true';
    return (
      <>
        {status}
        <div className="first-screen first-screen-page" data-first-screen="" aria-busy="true" inert>
          <div className="app-header">
            <span className="ui-icon-button ui-icon-button-toolbar"><PanelLeft className="icon icon-toolbar" aria-hidden="true" /></span>
            <span className="app-header-brand">TaskHub</span>
          </div>
          <div className="first-screen-body">
            {showSidebar ? sidebar : null}
            <main className="first-screen-main first-screen-board"><BoardFirstScreen board={snapshot.board} /></main>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      {status}
      <div className="first-screen" data-first-screen="" aria-busy="true" inert>
        {sidebar}
        <main className="first-screen-main">
          <div className="first-screen-column">
            <h1>{snapshot.title}</h1>
            {snapshot.groups.map((group, i) => (
              <section key={i}>
                <h2 className="task-group-title">{group.title} <span className="task-group-count">{group.count}</span></h2>
                {/* The task screens' own row, drawn from the same face (tasks/TaskRowFace.tsx). */}
                {group.rows.map((row) => <TaskRowFace key={row.id} face={row} rowProps={{ 'data-task-id': row.id }} />)}
              </section>
            ))}
          </div>
        </main>
      </div>
    </>
  );
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The first-screen snapshot while one is offered, else `children` (the loading state it stands in for). */
export function FirstScreenOr({ children }: { children: ReactNode }) {
  const snapshot = useFirstScreen();
  return snapshot ? <FirstScreenPreview snapshot={snapshot} /> : children;
}
