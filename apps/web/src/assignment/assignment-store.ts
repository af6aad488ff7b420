import { isActiveState, type Member } from '@taskhub/domain';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { AuthError } from '../api/auth-error.js';
import type { HttpClient } from '../api/http.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';
import { assignTask } from './member-calls.js';

/** A list's people as far as this device knows them: `loading` keeps what an earlier load brought. */
export interface ListMembers {
  state: 'loading' | 'ready' | 'failed';
  members: Member[];
}

/**
 * An assignment sent and not yet seen in the object store: shown in its place while the task's `assignedToUpdateTime`
 * is still the one it was made over (a pull that brings the server's write moves it on, and the store wins again).
 */
export interface PendingAssignment {
  userId: string | null;
  over: number;
}

export interface AssignmentState {
  pending: Record<string, PendingAssignment>;
  /** The last refusal per task (the translated message's id), shown in its detail panel until the next pick. */
  refused: Record<string, MessageId>;
}

export type AssignmentStore = StoreApi<AssignmentState> & {
  /**
   * Assigns at once on the screen, then asks the server; a refusal rolls back and is kept in `refused`. `over` is the
   * task's assignedToUpdateTime when picked; `synced` pulls the server's write into the object store.
   */
  assign(task: { id: string; assignedToUpdateTime: number }, userId: string | null, synced: () => Promise<void>): Promise<void>;
  /** Forgets a task's refusal (its panel closed). */
  dismissRefusal(taskId: string): void;
};

const without = <T>(record: Record<string, T>, key: string) => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

function refusalOf(error: unknown): MessageId {
  if (!(error instanceof AuthError)) return 'errors.unknown';
  if (error.code === 'NETWORK_UNAVAILABLE') return 'errors.connectivity';
  return messageIdForErrorCode(error.serverCode);
}

export function createAssignmentStore(http: HttpClient): AssignmentStore {
  const store = createStore<AssignmentState>(() => ({ pending: {}, refused: {} }));

  async function assign(task: { id: string; assignedToUpdateTime: number }, userId: string | null, synced: () => Promise<void>) {
    store.setState((state) => ({ pending: { ...state.pending, [task.id]: { userId, over: task.assignedToUpdateTime } }, refused: without(state.refused, task.id) }));
    const mine = store.getState().pending[task.id];
    try {
      await assignTask(http, task.id, userId);
    } catch (error) {
      // A later pick of the same task owns the screen now; only this pick's own value rolls back.
      if (store.getState().pending[task.id] !== mine) return;
      store.setState((state) => ({ pending: without(state.pending, task.id), refused: { ...state.refused, [task.id]: refusalOf(error) } }));
      return;
    }
    await synced().catch(() => undefined);
  }

  function dismissRefusal(taskId: string) {
    if (store.getState().refused[taskId]) store.setState((state) => ({ refused: without(state.refused, taskId) }));
  }

  return Object.assign(store, { assign, dismissRefusal });
}

/** The assignee a task shows: the one just picked (`picked`, its pending entry) while the store has not caught up, else the store's. */
export function shownAssignee(task: { assignedTo: string | null; assignedToUpdateTime: number }, picked: PendingAssignment | undefined): string | null {
  return picked && picked.over === task.assignedToUpdateTime ? picked.userId : task.assignedTo;
}

/** Members who can be given a task: active (Active or accepted) and with an account. */
export const assignableMembers = (members: readonly Member[]) =>
  members.filter((member): member is Member & { userId: string } => member.userId !== null && isActiveState(member.state));

/** A list is shared once its members answer holds more than its owner (a list not shared answers the owner alone). */
export const isSharedList = (entry: ListMembers | undefined) => entry !== undefined && entry.members.length > 1;
