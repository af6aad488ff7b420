import type { Role } from '@taskhub/domain';
import type { SyncSnapshot } from '@taskhub/sync-client';
import { createContext, useContext } from 'react';
import type { Task } from './task-queries.js';

/**
 * Why the caller may read a task but not change it, or null when they may change it: a card of a board they only view
 * (role `viewer`, or a public board they have not joined: API.md section 5, read and comment only), of an archived
 * board (read-only for everyone: its writes are refused with BOARD_ARCHIVED), or a task of a shared list where they are
 * a guest (`listRole`, from the list's members: read and comment only). The server refuses such writes anyway; the
 * panel does not offer them.
 */
export type ReadOnlyReason = 'viewer' | 'archived' | 'guest';

export function taskReadOnly(task: Task | undefined, boards: SyncSnapshot['server']['board'], listRole: Role | null = null): ReadOnlyReason | null {
  const board = task?.boardId ? boards[task.boardId] : undefined;
  if (!board) return task && listRole === 'guest' ? 'guest' : null;
  if (board.isArchived) return 'archived';
  return board.role === null || board.role === 'viewer' ? 'viewer' : null;
}

/** True inside a read-only task panel: its chips show their values and open nothing (ChipButton), its fields do not edit. */
export const DetailReadOnly = createContext(false);

export const useDetailReadOnly = () => useContext(DetailReadOnly);
