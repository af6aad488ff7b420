import { type ReactNode, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FirstScreenNavItem, FirstScreenRow, FirstScreenSnapshot } from '../store/first-screen-snapshot.js';
import { firstScreenShown, useFirstScreen } from '../store/first-screen-start.js';
import './first-screen.css';

function NavItem({ item }: { item: FirstScreenNavItem }) {
  return (
    <li className={item.current ? 'first-screen-nav-item is-current' : 'first-screen-nav-item'}>
      <span>{item.label}</span>{item.count === null ? null : <span>{item.count}</span>}
    </li>
  );
}

function Row({ row }: { row: FirstScreenRow }) {
  const classes = ['first-screen-row', row.high ? 'is-high' : '', row.completed ? 'is-completed' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-task-id={row.id}>
      <span className="first-screen-check" />
      <span className="first-screen-title">{row.title}</span>
      {row.listName ? <span className="first-screen-list">{row.listName}</span> : null}
      {row.due ? <span className={row.overdue ? 'first-screen-due is-overdue' : 'first-screen-due'}>{row.due}</span> : null}
    </div>
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
  // The picture is inert, so hidden from assistive technology too: they hear the loading status beside it instead.
  return (
    <>
      <p className="visually-hidden" role="status"><FormattedMessage id="common.loading" /></p>
      <div className="first-screen" data-first-screen="" aria-busy="true" inert>
        <nav className="first-screen-sidebar">
          <ul>{snapshot.views.map((item, i) => <NavItem key={i} item={item} />)}</ul>
          <h2 className="first-screen-heading">{snapshot.listsHeading}</h2>
          <ul>{snapshot.lists.map((item, i) => <NavItem key={i} item={item} />)}</ul>
        </nav>
        <main className="first-screen-main">
          <h1>{snapshot.title}</h1>
          {snapshot.groups.map((group, i) => (
            <section key={i}>
              <h2 className="first-screen-group">{group.title} <span className="first-screen-count">{group.count}</span></h2>
              {group.rows.map((row) => <Row key={row.id} row={row} />)}
            </section>
          ))}
        </main>
      </div>
    </>
  );
}

/** The first-screen snapshot while one is offered, else `children` (the loading state it stands in for). */
export function FirstScreenOr({ children }: { children: ReactNode }) {
  const snapshot = useFirstScreen();
  return snapshot ? <FirstScreenPreview snapshot={snapshot} /> : children;
}
