import type { PaymentProvider, PlanPeriod, Subscription } from '@taskhub/domain';
import type { SubscriptionRow } from '../db/schema.js';

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    activePlan: row.activePlan,
    cardExpirationMonth: row.cardExpirationMonth,
    cardExpirationYear: row.cardExpirationYear,
    cardLast4: row.cardLast4,
    isCanceled: row.isCanceled,
    paymentProvider: row.paymentProvider as PaymentProvider,
    planPeriod: row.planPeriod as PlanPeriod | null,
    serverExpirationDate: row.serverExpirationDate,
    subscriptionDate: row.subscriptionDate,
    subscriptionData: row.subscriptionData ?? null,
  };
}
