import type { SyncSnapshot } from '@taskhub/sync-client';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { Status } from '../ui/index.js';

/** What the sync client is doing, in the words of the status line. */
export function syncLabel(snapshot: Pick<SyncSnapshot, 'status' | 'pendingCount' | 'connected'>): MessageId {
  if (snapshot.status === 'offline' || !snapshot.connected) return 'tasks.sync.offline';
  if (snapshot.status === 'error') return 'tasks.sync.error';
  if (snapshot.status === 'syncing' || snapshot.pendingCount > 0) return 'tasks.sync.saving';
  return 'tasks.sync.saved';
}

/** The offline banner (once loaded and the socket is down) and the saving / saved / offline status line. */
export function SyncIndicator({ snapshot }: { snapshot: SyncSnapshot }) {
  const offline = snapshot.ready && !snapshot.connected;
  return (
    <div className="tasks-sync">
      {offline ? <p className="tasks-offline-banner" role="alert"><FormattedMessage id="tasks.sync.banner" /></p> : null}
      <Status className="tasks-sync-status"><FormattedMessage id={syncLabel(snapshot)} /></Status>
    </div>
  );
}
