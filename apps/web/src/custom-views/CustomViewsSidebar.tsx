import { CalendarRange, Plus } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { customViewPath } from '../shell/paths.js';
import { useSyncSelector } from '../store/ObjectStoreContext.js';
import { byPosition } from '../tasks/views/order.js';
import { IconButton } from '../ui/index.js';
import { CustomViewDialog } from './CustomViewDialog.js';
import './custom-views.css';

export interface CustomViewsSidebarProps {
  /** The view shown, if any. */
  current: string | null;
  onOpen(viewId: string): void;
}

/** The sidebar's "Views" group: the user's custom views (synced), and a button that makes a new one. */
export function CustomViewsSidebar({ current, onOpen }: CustomViewsSidebarProps) {
  const intl = useIntl();
  const customViews = useSyncSelector((s) => s.objects.customView);
  const [creating, setCreating] = useState(false);
  const views = Object.values(customViews).filter((view) => !view.isDeleted).sort(byPosition);
  const open = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <>
      <div className="sidebar-heading-row">
        <h2 className="sidebar-heading" id="sidebar-views-heading"><FormattedMessage id="views.sidebar.heading" /></h2>
        <IconButton className="sidebar-heading-action" label={intl.formatMessage({ id: 'views.new' })} icon={<Plus className="icon" aria-hidden="true" />}
          onClick={() => setCreating(true)} />
      </div>
      {views.length > 0 && (
        <ul className="sidebar-lists" aria-labelledby="sidebar-views-heading">
          {views.map((view) => (
            <li key={view.id} className="sidebar-item">
              <a href={customViewPath(view.id)} className="sidebar-link" aria-current={current === view.id ? 'page' : undefined} onClick={(event) => open(event, view.id)}>
                <CalendarRange className="icon sidebar-view-icon" aria-hidden="true" />
                <span className="sidebar-name">{view.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {creating && <CustomViewDialog onClose={() => setCreating(false)} onSaved={onOpen} />}
    </>
  );
}
