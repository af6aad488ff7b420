import type { SyncObject } from '@taskhub/domain';
import { AlarmClock, Bell, BellOff, CheckCheck, MailOpen } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatTime } from '../format/index.js';
import { useObjectStore, useSyncSelector } from '../store/ObjectStoreContext.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';
import { type NotificationsTab, useNotificationsLauncher } from './notifications-launcher.js';
import type { ScheduleSettings } from './schedule-settings.js';
import { Button, EmptyState, IconButton, Popover, Tabs } from '../ui/index.js';
import './scheduling.css';

/** What the menu shows of a notification (the sync model `userNotification`). */
export type NotificationItem = Pick<SyncObject<'userNotification'>, 'id' | 'type' | 'title' | 'taskId' | 'fireDate' | 'read'>;

export interface NotificationsMenuProps {
  notifications: readonly NotificationItem[];
  settings: Pick<ScheduleSettings, 'dateFormat' | 'timeFormat'>;
  onMarkRead(ids: string[]): void;
  onOpenTask(taskId: string): void;
  /** The Invitations tab (workspaces/): its content, and how many invitations wait (a badge on the bell and tab). */
  invitations?: { count: number; content: ReactNode; onShow?(): void };
  /** Open on this tab now (an address asked for it); `onRequestTaken` then clears the request. */
  requestedTab?: NotificationsTab | null;
  onRequestTaken?(): void;
}

function UpdatesList({ items, settings, onOpen }: { items: NotificationItem[]; settings: NotificationsMenuProps['settings']; onOpen(item: NotificationItem): void }) {
  const intl = useIntl();
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BellOff className="icon" />}
        title={<FormattedMessage id="scheduling.notifications.noUpdates" />}
        hint={<FormattedMessage id="scheduling.notifications.noUpdates.hint" />}
      />
    );
  }
  return (
    <ul className="notifications-list">
      {items.map((item) => {
        const date = new Date(item.fireDate);
        return (
          <li key={item.id}>
            {/* The whole item is the button that opens its task, as a row is its own click target. */}
            <button type="button" className={`notifications-item${item.read ? '' : ' is-unread'}`} onClick={() => onOpen(item)}>
              <span className="notifications-item-icon" aria-hidden="true"><AlarmClock className="icon" /></span>
              <span className="notifications-item-text">
                <span className="notifications-item-title">
                  {!item.read && <span className="visually-hidden"><FormattedMessage id="scheduling.notifications.unreadItem" /> </span>}
                  <FormattedMessage id="scheduling.notifications.reminder" values={{ title: item.title }} />
                </span>
                <span className="notifications-item-date">{formatDate(date, settings.dateFormat, intl.locale)} {formatTime(date, settings.timeFormat, intl.locale)}</span>
              </span>
              {!item.read && <span className="notifications-item-dot" aria-hidden="true" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function InvitationsBadge({ count }: { count: number }) {
  return count > 0 ? <span className="notifications-badge" aria-hidden="true">{count > 99 ? '99+' : count}</span> : null;
}

/**
 * The notifications menu: a bell with an unread mark (a count when invitations wait), and a popover with the
 * Invitations tab (workspaces/ gives its content) and the Updates tab (reminders that fired, newest first). Opening
 * one marks it read and opens its task; "Mark all as read" clears the mark. Escape or a click outside closes it and
 * focus goes back to the bell.
 */
export function NotificationsMenu(props: NotificationsMenuProps) {
  const { notifications, settings, onMarkRead, onOpenTask, invitations, requestedTab, onRequestTaken } = props;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NotificationsTab>('updates');
  useEffect(() => {
    if (!requestedTab) return;
    setTab(requestedTab);
    setOpen(true);
    onRequestTaken?.();
  }, [requestedTab, onRequestTaken]);
  // Others (the first-run tour) hold back while the menu is open.
  const setMenuOpen = useNotificationsLauncher((state) => state.setMenuOpen);
  useEffect(() => {
    setMenuOpen(open);
    return () => setMenuOpen(false);
  }, [open, setMenuOpen]);
  const showInvitations = invitations?.onShow;
  // Opened on the Invitations tab (by the bell or the mailed link), the list is asked for again.
  useEffect(() => {
    if (open && tab === 'invitations') showInvitations?.();
  }, [open, tab, showInvitations]);
  const invitationCount = invitations?.count ?? 0;
  const updates = [...notifications].sort((a, b) => b.fireDate - a.fireDate || (a.id < b.id ? -1 : 1));
  const unread = updates.filter((item) => !item.read).map((item) => item.id);

  const openItem = (item: NotificationItem) => {
    if (!item.read) onMarkRead([item.id]);
    setOpen(false);
    if (item.taskId) onOpenTask(item.taskId);
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      className="notifications-popup"
      label={intl.formatMessage({ id: 'scheduling.notifications' }, { count: 0 })}
      trigger={(
        <IconButton
          className="notifications-button"
          label={[
            intl.formatMessage({ id: unread.length > 0 ? 'scheduling.notifications.unread' : 'scheduling.notifications' }, { count: unread.length }),
            ...(invitationCount > 0 ? [intl.formatMessage({ id: 'teams.invitations.pending' }, { count: invitationCount })] : []),
          ].join(', ')}
          icon={(
            <>
              <Bell className="icon icon-toolbar" aria-hidden="true" />
              {invitationCount > 0 ? <InvitationsBadge count={invitationCount} />
                : unread.length > 0 && <span className="notifications-dot" data-testid="unread-dot" aria-hidden="true" />}
            </>
          )}
        />
      )}
    >
      <div className="notifications-header">
        <h2 className="notifications-title"><FormattedMessage id="scheduling.notifications" values={{ count: 0 }} /></h2>
        {tab === 'updates' && unread.length > 0 && (
          <Button variant="link" onClick={() => onMarkRead(unread)}>
            <CheckCheck className="icon" aria-hidden="true" />
            <FormattedMessage id="scheduling.notifications.markAllRead" />
          </Button>
        )}
      </div>
      <Tabs
        className="notifications-tabs"
        label={intl.formatMessage({ id: 'scheduling.notifications' }, { count: 0 })}
        value={tab}
        onValueChange={(value) => setTab(value === 'invitations' ? 'invitations' : 'updates')}
        tabs={[
          {
            value: 'invitations',
            label: <><FormattedMessage id="scheduling.notifications.invitations" /><InvitationsBadge count={invitationCount} /></>,
            content: invitations?.content ?? (
              <EmptyState
                icon={<MailOpen className="icon" />}
                title={<FormattedMessage id="scheduling.notifications.noInvitations" />}
                hint={<FormattedMessage id="scheduling.notifications.noInvitations.hint" />}
              />
            ),
          },
          {
            value: 'updates',
            label: <FormattedMessage id="scheduling.notifications.updates" />,
            content: <UpdatesList items={updates} settings={settings} onOpen={openItem} />,
          },
        ]}
      />
    </Popover>
  );
}

/** The menu over the synced `userNotification` objects: marking read is a local edit of `read`, synced like any other. */
export function UserNotificationsMenu({ onOpenTask, invitations }: Pick<NotificationsMenuProps, 'onOpenTask' | 'invitations'>) {
  const store = useObjectStore();
  const all = useSyncSelector((s) => s.objects.userNotification);
  const ready = useSyncSelector((s) => s.ready);
  // Taken once the task screens are ready: the header of the loading screen is replaced by theirs.
  const requested = useNotificationsLauncher((state) => state.requested);
  const clear = useNotificationsLauncher((state) => state.clear);
  const settings = useTaskScreenSettings();
  const notifications = useMemo(() => Object.values(all), [all]);
  const markRead = (ids: string[]) => ids.forEach((id) => store.edit('userNotification', id, { read: true }));
  return (
    <NotificationsMenu notifications={notifications} settings={settings} onMarkRead={markRead} onOpenTask={onOpenTask} invitations={invitations}
      requestedTab={ready ? requested : null} onRequestTaken={clear} />
  );
}
