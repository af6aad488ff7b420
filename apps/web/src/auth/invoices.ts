import { createStore, type StoreApi } from 'zustand/vanilla';
import { toAuthError } from '../api/auth-error.js';
import type { AuthStore } from './auth-store.js';
import { isPostPremiumStripeInvoicesVisible } from './selectors.js';

export type InvoiceSendingStatus = 'none' | 'pending' | 'resolved' | 'rejected';

export interface InvoiceSendingState {
  status: InvoiceSendingStatus;
  /** The status text of the failed request. */
  error: string | null;
  /** Asks the server to mail the card-provider invoices; rejects with the status text when that fails. */
  send(): Promise<void>;
}

/** Card-provider invoice sending (SPEC.md sections 4 and 5). */
export function createInvoiceSending(auth: AuthStore): StoreApi<InvoiceSendingState> {
  return createStore<InvoiceSendingState>()((set, get) => ({
    status: 'none',
    error: null,

    async send() {
      const { status } = get();
      const session = auth.getState();
      // Once mailed there is nothing more to send; while pending, a second click must not mail twice.
      if (status === 'pending' || status === 'resolved') return;
      if (!session.token || !isPostPremiumStripeInvoicesVisible(session, auth.environment.now())) return;
      const subscriptionId = session.subscription?.subscriptionData?.subscriptionId;
      set({ status: 'pending', error: null });
      try {
        if (!subscriptionId) throw new Error('The subscription has no card-provider id');
        await auth.http.request('POST', `/me/invoice/stripe/${encodeURIComponent(subscriptionId)}`);
        set({ status: 'resolved' });
      } catch (caught) {
        const error = toAuthError(caught);
        // A request that got no answer has no status text; its message says what happened instead.
        const failure = error.statusText || error.message;
        set({ status: 'rejected', error: failure });
        throw new Error(failure, { cause: caught });
      }
    },
  }));
}
