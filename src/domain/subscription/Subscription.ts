export type BillingInterval = 'month' | 'year';

export interface Bundle {
  id: string;
  title: string;
  /** Minor units (cents). */
  price: number;
  currency: string;
  interval: BillingInterval;
  intervalType: string;
  freemium: boolean;
  hasFreemium: boolean;
}

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export type SubscriptionStatus = 'active' | 'requires_action' | 'canceled' | 'incomplete' | (string & {});

export interface SubscribeOutcome {
  status: SubscriptionStatus;
  clientSecret?: string;
}
