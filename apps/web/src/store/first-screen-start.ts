import { useSyncExternalStore } from 'react';
import type { AuthStore } from '../auth/auth-store.js';
import { rememberedUser } from './early-sync.js';
import { clearFirstScreens, firstScreenDisabled, readFirstScreen, startViewOf, type FirstScreenSnapshot } from './first-screen-snapshot.js';

/**
 * The first-screen snapshot offered to the page while it starts (first-screen-snapshot.ts). `startApp` offers it
 * before React's first render; the loading states paint it (FirstScreenPreview) until the task screens have their
 * own rows, which dismiss it for good. It is withdrawn the moment the session's token changes, and a session that
 * ends removes every snapshot from the browser.
 */

let offered: FirstScreenSnapshot | null = null;
/** Whether a snapshot was offered at start: the account-sized work then waits for its paint (`afterFirstScreen`). */
let wasOffered = false;
const listeners = new Set<() => void>();
let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => { markPainted = resolve; });

function set(next: FirstScreenSnapshot | null): void {
  if (offered === next) return;
  offered = next;
  if (next) wasOffered = true;
  for (const listener of listeners) listener();
}

/** Withdraws the snapshot: the real rows are there (or the page went elsewhere). */
export function dismissFirstScreen(): void {
  set(null);
}

/**
 * Offers the remembered user's snapshot when the page starts with the token that user signed in with, at an address
 * that opens a task view, with no sign-in of its own in the address (`skip`). Returns it, or null. From then on a
 * token change withdraws it and a sign-out clears all snapshots.
 */
export function offerFirstScreen(
  auth: AuthStore, storage: Storage, at: { address: string; now: number; skip?: boolean },
): FirstScreenSnapshot | null {
  const token = auth.getState().token;
  auth.subscribe((state) => {
    if (state.token !== token) dismissFirstScreen();
    if (!state.token) clearFirstScreens(storage);
  });
  const view = startViewOf(at.address);
  const userId = token && !at.skip && view && !firstScreenDisabled(storage) ? rememberedUser(auth, storage) : null;
  set(userId && view ? readFirstScreen(storage, { userId, address: at.address, view, now: at.now }) : null);
  return offered;
}

/** Called by the preview once it is on screen (its effect); resolves `firstScreenPainted`. */
export function firstScreenShown(): void {
  performance.mark('taskhub:first-screen-painted');
  markPainted();
}

/**
 * Resolves after the preview has been painted, or after `limitMs` (in case it is never rendered): the start holds back
 * work that would take the main thread (the task screens' chunk, the local copy's parse) until the rows are on screen.
 * The limit is generous: on a loaded machine the first render alone can take a few hundred ms.
 */
export function firstScreenPainted(limitMs = 1000): Promise<void> {
  return Promise.race([painted, new Promise<void>((resolve) => { setTimeout(resolve, limitMs); })]);
}

/**
 * Resolves at once when no snapshot was offered, else once it is painted (`firstScreenPainted`). Everything at start
 * whose cost grows with the account (the task screens' chunk, which opens and decodes the local copy and builds the
 * store) is chained on this, wherever it is asked for, so none of it can run before the preview's first frame.
 */
export function afterFirstScreen(): Promise<void> {
  return wasOffered ? firstScreenPainted() : Promise.resolve();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};
const current = () => offered;

/** The snapshot to paint now, or null. */
export function useFirstScreen(): FirstScreenSnapshot | null {
  return useSyncExternalStore(subscribe, current, current);
}
