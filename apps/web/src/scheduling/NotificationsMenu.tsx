import type { SyncObject } from '@taskhub/domain';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatTime } from '../format/index.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';
import type { ScheduleSettings } from './schedule-settings.js';
import { useEscapeLayer } from '../shortcuts/escape-stack.js';
import './scheduling.css';
import { Bell } from 'lucide-react';

/** What the menu shows of a notification (the sync model `userNotification`). */
export type NotificationItem = Pick<SyncObject<'userNotification'>, 'id' | 'type' | 'title' | 'taskId' | 'fireDate' | 'read'>;

export interface NotificationsMenuProps {
  notifications: readonly NotificationItem[];
  settings: Pick<ScheduleSettings, 'dateFormat' | 'timeFormat'>;
  onMarkRead(ids: string[]): void;
  onOpenTask(taskId: string): void;
}

type Tab = 'invitations' | 'updates';
const tabs: Tab[] = ['invitations', 'updates'];

function UpdatesList({ items, settings, onOpen }: { items: NotificationItem[]; settings: NotificationsMenuProps['settings']; onOpen(item: NotificationItem): void }) {
  const intl = useIntl();
  if (items.length === 0) return <p><FormattedMessage id="scheduling.notifications.noUpdates" /></p>;
  return (
    <ul className="notifications-list">
      {items.map((item) => {
        const date = new Date(item.fireDate);
        return (
          <li key={item.id}>
            <button type="button" className={`notifications-item${item.read ? '' : ' is-unread'}`} onClick={() => onOpen(item)}>
              <span>
                {!item.read && <span className="visually-hidden"><FormattedMessage id="scheduling.notifications.unreadItem" /> </span>}
                <FormattedMessage id="scheduling.notifications.reminder" values={{ title: item.title }} />
              </span>
              <span className="detail-muted">{formatDate(date, settings.dateFormat, intl.locale)} {formatTime(date, settings.timeFormat, intl.locale)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The notifications menu: a bell with an unread mark, and a popup with the Invitations tab (empty until workspaces
 * exist) and the Updates tab (reminders that fired, newest first). Opening one marks it read and opens its task;
 * "Mark all as read" clears the mark.
 */
export function NotificationsMenu({ notifications, settings, onMarkRead, onOpenTask }: NotificationsMenuProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('updates');
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const button = useRef<HTMLButtonElement>(null);
  const updates = [...notifications].sort((a, b) => b.fireDate - a.fireDate || (a.id < b.id ? -1 : 1));
  const unread = updates.filter((item) => !item.read).map((item) => item.id);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Escape closes the popup wherever focus is, before the panel under it (shortcuts/escape-stack.ts).
  useEscapeLayer(open, close);
  const openItem = (item: NotificationItem) => {
    if (!item.read) onMarkRead([item.id]);
    setOpen(false);
    if (item.taskId) onOpenTask(item.taskId);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="notifications">
      <button ref={button} type="button" className="btn btn-link notifications-button" aria-expanded={open} aria-controls={`${id}-popup`}
        aria-label={intl.formatMessage({ id: unread.length > 0 ? 'scheduling.notifications.unread' : 'scheduling.notifications' }, { count: unread.length })}
        onClick={() => setOpen(!open)}>
        <Bell className="icon icon-toolbar" aria-hidden="true" />
        {unread.length > 0 && <span className="notifications-dot" data-testid="unread-dot" aria-hidden="true" />}
      </button>
      {open && (
        <div id={`${id}-popup`} className="notifications-popup" role="dialog" aria-label={intl.formatMessage({ id: 'scheduling.notifications' }, { count: 0 })}>
          <div role="tablist" className="notifications-tabs">
            {tabs.map((name) => (
              <button key={name} ref={(node) => { tabRefs.current[name] = node; }} type="button" role="tab" id={`${id}-${name}`}
                aria-selected={tab === name} aria-controls={`${id}-${name}-panel`} tabIndex={tab === name ? 0 : -1}
                className="btn btn-link" onClick={() => setTab(name)} onKeyDown={onTabKey}>
                <FormattedMessage id={`scheduling.notifications.${name}`} />
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
            {tab === 'invitations'
              ? <p><FormattedMessage id="scheduling.notifications.noInvitations" /></p>
              : <UpdatesList items={updates} settings={settings} onOpen={openItem} />}
            {tab === 'updates' && unread.length > 0 && (
              <button type="button" className="btn btn-secondary" onClick={() => onMarkRead(unread)}>
                <FormattedMessage id="scheduling.notifications.markAllRead" />
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** The menu over the synced `userNotification` objects: marking read is a local edit of `read`, synced like any other. */
export function UserNotificationsMenu({ onOpenTask }: { onOpenTask(taskId: string): void }) {
  const store = useObjectStore();
  const all = useSyncSnapshot().objects.userNotification;
  const settings = useTaskScreenSettings();
  const notifications = useMemo(() => Object.values(all), [all]);
  const markRead = (ids: string[]) => ids.forEach((id) => store.edit('userNotification', id, { read: true }));
  return <NotificationsMenu notifications={notifications} settings={settings} onMarkRead={markRead} onOpenTask={onOpenTask} />;
}
