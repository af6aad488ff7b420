/** Payment providers as written on the wire; stripe is the card provider, whitelist the default. */
export const paymentProviders = [
  'GIFT_FREE_PERIOD', 'PLAY', 'IOS', 'OSX', 'BRAINTREE', 'stripe', 'GALAXY_GIFTS', 'TELECOM_PARTNER', 'PROMO_30_DAYS', 'INVITATION', 'whitelist',
] as const;

export type PaymentProvider = (typeof paymentProviders)[number];

export const cardPaymentProvider: PaymentProvider = 'stripe';
export const defaultPaymentProvider: PaymentProvider = 'whitelist';

export const planPeriods = ['MONTH', 'SIX_MONTHS', 'YEAR'] as const;
export type PlanPeriod = (typeof planPeriods)[number];

/** A subscription on the wire (SPEC.md section 3). */
export interface Subscription {
  activePlan: string;
  cardExpirationMonth: number | null;
  cardExpirationYear: number | null;
  cardLast4: string | null;
  isCanceled: boolean;
  paymentProvider: PaymentProvider;
  planPeriod: PlanPeriod | null;
  serverExpirationDate: number;
  subscriptionDate: number;
  subscriptionData: { subscriptionId?: string } | null;
}

/** The premium rule of SPEC.md section 4: isPremium set, and no subscription or one that has not expired. */
export function isPremiumUser(isPremium: boolean, subscription: Pick<Subscription, 'serverExpirationDate'> | null, now: number): boolean {
  return isPremium && (subscription === null || subscription.serverExpirationDate > now);
}
