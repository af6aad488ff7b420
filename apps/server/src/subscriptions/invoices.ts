import { AppError } from '@taskhub/domain';
import type { AppContext } from '../context.js';
import type { SubscriptionRow, UserRow } from '../db/schema.js';

/**
 * Mails the card provider's invoices of a subscription to its owner. Billing is not built yet, so the server says so
 * plainly instead of pretending; the billing issue replaces this function and nothing else.
 */
export async function mailCardInvoices(_ctx: AppContext, _user: UserRow, _subscription: SubscriptionRow): Promise<void> {
  throw new AppError('BILLING_NOT_CONFIGURED');
}
