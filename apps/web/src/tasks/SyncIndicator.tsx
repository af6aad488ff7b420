import { shallow } from 'zustand/shallow';
import type { SyncSnapshot } from '@taskhub/sync-client';
import { useSyncSelector } from '../store/ObjectStoreContext.js';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { useSlowSave } from '../store/useSlowSave.js';
import { cx, Status } from '../ui/index.js';

/**
 * What the sync client is doing, in the words of the status line, when it is worth saying: offline, a failure, or a
 * save that has taken over a second (`slowSave`). A save that went through says nothing (no permanent "Saved").
 */
export function syncLabel(snapshot: Pick<SyncSnapshot, 'status' | 'pendingCount' | 'connected'>, slowSave: boolean): MessageId | null {
  if (snapshot.status === 'offline' || !snapshot.connected) return 'tasks.sync.offline';
  if (snapshot.status === 'error') return 'tasks.sync.error';
  if (slowSave) return 'tasks.sync.saving';
  return null;
}

/**
 * The offline banner (once loaded and the socket is down) and the status line of slow saves, failures and offline;
 * `statusHidden` keeps the line for screen readers only (the phone's header has no room for it).
 */
export function SyncIndicator({ statusHidden = false }: { statusHidden?: boolean }) {
  const snapshot = useSyncSelector((s) => ({ ready: s.ready, connected: s.connected, status: s.status, pendingCount: s.pendingCount }), shallow);
  const offline = snapshot.ready && !snapshot.connected;
  const label = syncLabel(snapshot, useSlowSave());
  return (
    <div className="tasks-sync">
      {offline ? <p className="tasks-offline-banner" role="alert"><FormattedMessage id="tasks.sync.banner" /></p> : null}
      <Status className={cx('tasks-sync-status', statusHidden && 'visually-hidden')}>{label ? <FormattedMessage id={label} /> : null}</Status>
    </div>
  );
}
