import { createContext, useContext } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { UpdateQueueState } from '../auth/update-queue.js';

/** The PUT /me update queue the settings share, so every change goes through one ordered, mergeable queue. */
export const UpdateQueueContext = createContext<StoreApi<UpdateQueueState> | null>(null);

export function useUpdateQueue<T>(selector: (state: UpdateQueueState) => T): T {
  const queue = useContext(UpdateQueueContext);
  if (!queue) throw new Error('useUpdateQueue needs an UpdateQueueContext provider above it');
  return useStore(queue, selector);
}
