import { DndContext } from '@dnd-kit/core';
import { CalendarRange, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSignedInUserId } from '../auth/useAuth.js';
import { memberBoards } from '../boards/BoardViewSidebar.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';
import { RowContextProvider, useViewRowContext } from '../tasks/row-context.js';
import { TaskColumn } from '../tasks/TaskColumn.js';
import { useTaskActions } from '../tasks/useTaskActions.js';
import { useDayBounds } from '../tasks/useTaskSettings.js';
import { visibleLists, visibleTags } from '../tasks/views/select.js';
import { EmptyState, IconButton, Menu, MenuItem, useToast } from '../ui/index.js';
import { useBoardPeopleNames } from './custom-view-people.js';
import { customViewGroups, customViewTasks } from './custom-view-model.js';
import { CustomViewDialog } from './CustomViewDialog.js';
import './custom-views.css';
import '../task-detail/task-screens.css';
import '../tasks/tasks.css';

export interface CustomViewPageProps {
  viewId: string;
  onOpenTask(id: string): void;
  /** After the view is deleted: the page leaves for another view. */
  onDeleted(): void;
  now?: () => number;
}

const noSelection: ReadonlySet<string> = new Set();

/**
 * One custom view: the open tasks of its sources due within its window, organised as it says, drawn as the task
 * screens draw rows (the same row, panel and actions). Edit and delete (with Undo) from its menu.
 */
export function CustomViewPage({ viewId, onOpenTask, onDeleted, now = Date.now }: CustomViewPageProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const toast = useToast();
  const headingId = useId();
  const { objects, server } = useSyncSnapshot();
  const settings = useTaskScreenSettings();
  const bounds = useDayBounds(now, settings.timezone);
  const me = useSignedInUserId();
  const [editing, setEditing] = useState(false);
  const view = objects.customView[viewId];
  const lists = useMemo(() => visibleLists(objects.category), [objects.category]);
  const tags = useMemo(() => visibleTags(objects.label), [objects.label]);
  const boards = useMemo(() => memberBoards(server.board, null), [server.board]);
  const listsById = useMemo(() => new Map(lists.map((list) => [list.id, list])), [lists]);
  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  const context = { lists, boards, sections: server.section, me, bounds, timeZone: settings.timezone };
  const shown = useMemo(() => (view && !view.isDeleted ? customViewTasks(objects.task, view, { ...context, personName: () => null }) : []),
    // The context's parts are each memoised above.
    [view, objects.task, lists, boards, server.section, me, bounds, settings.timezone]);
  const names = useBoardPeopleNames(view?.organizedBy === 'people' ? shown.flatMap((task) => (task.boardId ? [task.boardId] : [])) : []);
  const groups = useMemo(() => (view ? customViewGroups(shown, view.organizedBy, { ...context, personName: (id) => names.get(id) ?? null }, {
    me: intl.formatMessage({ id: 'views.me' }), unassigned: intl.formatMessage({ id: 'views.unassigned' }),
  }) : []), [shown, view, names, intl]);
  const actions = useTaskActions({ groups });
  const rows = useViewRowContext({ settings, bounds, tagsById, actions, now });

  if (!view || view.isDeleted) {
    return <main className="page custom-view-page"><EmptyState icon={<CalendarRange className="icon" />} title={<FormattedMessage id="views.notFound" />} /></main>;
  }
  const remove = () => {
    store.edit('customView', view.id, { isDeleted: true });
    onDeleted();
    toast(intl.formatMessage({ id: 'views.deleted' }, { name: view.name }), () => store.edit('customView', view.id, { isDeleted: false }));
  };
  const summary = [intl.formatMessage({ id: `views.duration.${view.duration}` }), intl.formatMessage({ id: `views.organizedBy.${view.organizedBy}` })].join(' · ');
  return (
    <RowContextProvider value={rows}>
      <section className="custom-view-page" aria-labelledby={headingId}>
        <header className="screen-header">
          <h1 id={headingId} className="screen-title">{view.name}</h1>
          <span className="custom-view-summary">{summary}</span>
          <Menu trigger={<IconButton label={intl.formatMessage({ id: 'views.actions' }, { name: view.name })} icon={<MoreHorizontal className="icon" aria-hidden="true" />} />}>
            <MenuItem onSelect={() => setEditing(true)} icon={<Pencil className="icon" aria-hidden="true" />}><FormattedMessage id="views.edit" /></MenuItem>
            <MenuItem onSelect={remove} icon={<Trash2 className="icon" aria-hidden="true" />} danger><FormattedMessage id="views.delete" /></MenuItem>
          </Menu>
        </header>
        {shown.length === 0 ? (
          <EmptyState icon={<CalendarRange className="icon" />} title={<FormattedMessage id="views.empty" />} hint={<FormattedMessage id="views.empty.hint" />} />
        ) : (
          <DndContext>
            <div className="tasks-columns tasks-columns-single">
              <TaskColumn groups={groups} actions={actions} selected={noSelection} onSelectClick={() => undefined} onOpenTask={onOpenTask}
                timeZone={settings.timezone} listsById={listsById} withAddRows={false} label={view.name} />
            </div>
          </DndContext>
        )}
        {editing && <CustomViewDialog view={view} onClose={() => setEditing(false)} onSaved={() => undefined} />}
      </section>
    </RowContextProvider>
  );
}
