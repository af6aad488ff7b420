import type { RefusedEdit } from '@taskhub/sync-client';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';
import { useToast } from '../ui/index.js';
import { useObjectStore } from './ObjectStoreContext.js';

/** What a refused edit's code says to the person: the change is gone, and why. */
export function refusedMessageId(code: string): MessageId {
  if (code === 'FORBIDDEN') return 'sync.refused.readOnly';
  if (code === 'NOT_FOUND') return 'sync.refused.gone';
  if (code === 'BOARD_ARCHIVED' || code === 'ASSIGNEE_NOT_MEMBER') return messageIdForErrorCode(code);
  return 'sync.refused.other';
}

/**
 * Says so when the server refused an edit this device made, which the sync client then rolled back (a guest's edit of
 * a shared list's task, a change to something removed meanwhile): without it the change silently came undone. One
 * toast per sync, for the first refusal.
 */
export function RefusedEditsToast() {
  const store = useObjectStore();
  const toast = useToast();
  const intl = useIntl();
  useEffect(() => store.onRefused?.((refused: RefusedEdit[]) => {
    toast(intl.formatMessage({ id: refusedMessageId(refused[0]!.code) }));
  }), [store, toast, intl]);
  return null;
}
