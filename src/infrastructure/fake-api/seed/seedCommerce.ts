import type {
  BundleRecord,
  InvoiceRecord,
  PaymentMethodRecord,
  SubscriptionRecord,
} from '../FakeState';
import { NETWORK_IDS } from './seedConstants';

/** Plans, saved cards, subscriptions and invoices of the paid networks. */
export function seedCommerce(ago: (days: number) => string): {
  bundles: BundleRecord[];
  paymentMethods: PaymentMethodRecord[];
  subscriptions: SubscriptionRecord[];
  invoices: InvoiceRecord[];
  freemiumFingerprints: string[];
} {
  const card = (membershipId: string, id: string, brand: string, last4: string, isDefault: boolean): PaymentMethodRecord => ({
    id, membershipId, brand, last4, expMonth: 8, expYear: 2029, isDefault, fingerprint: `fp_${brand}_${last4}`,
  });
  return {
    bundles: [
      {
        networkId: NETWORK_IDS.blueNote,
        bundle: {
          id: 'bundle-bluenote-course', title: 'Full course: 24 lessons', price: 4900, currency: 'EUR',
          interval: 'year', intervalType: 'one_time', freemium: false, hasFreemium: false,
        },
      },
      {
        networkId: NETWORK_IDS.greenTable,
        bundle: {
          id: 'bundle-green-monthly', title: 'Monthly, first month free', price: 900, currency: 'EUR',
          interval: 'month', intervalType: 'monthly', freemium: true, hasFreemium: true,
        },
      },
      {
        networkId: NETWORK_IDS.greenTable,
        bundle: {
          id: 'bundle-green-yearly', title: 'Yearly, two months free', price: 8900, currency: 'EUR',
          interval: 'year', intervalType: 'yearly', freemium: false, hasFreemium: true,
        },
      },
    ],
    paymentMethods: [
      card('mem-leo-bluenote', 'pm_card_visa', 'visa', '4242', true),
      card('mem-chiara-greentable', 'pm_card_visa', 'visa', '4242', true),
      card('mem-chiara-greentable', 'pm_card_amex', 'amex', '8431', false),
      card('mem-elena-greentable', 'pm_card_mastercard', 'mastercard', '4444', true),
    ],
    subscriptions: [
      {
        id: 'sub-leo-course', membershipId: 'mem-leo-bluenote', networkId: NETWORK_IDS.blueNote, bundleId: 'bundle-bluenote-course',
        status: 'active', clientSecret: null, paymentMethodId: 'pm_card_visa', createdAt: ago(60),
      },
      {
        id: 'sub-chiara-yearly', membershipId: 'mem-chiara-greentable', networkId: NETWORK_IDS.greenTable, bundleId: 'bundle-green-yearly',
        status: 'active', clientSecret: null, paymentMethodId: 'pm_card_visa', createdAt: ago(120),
      },
      {
        id: 'sub-elena-monthly', membershipId: 'mem-elena-greentable', networkId: NETWORK_IDS.greenTable, bundleId: 'bundle-green-monthly',
        status: 'canceled', clientSecret: null, paymentMethodId: 'pm_card_mastercard', createdAt: ago(45),
      },
    ],
    invoices: [
      { id: 'in-leo-course', membershipId: 'mem-leo-bluenote', amount: 4900, currency: 'EUR', createdAt: ago(60) },
      { id: 'in-chiara-yearly', membershipId: 'mem-chiara-greentable', amount: 8900, currency: 'EUR', createdAt: ago(120) },
      { id: 'in-elena-trial', membershipId: 'mem-elena-greentable', amount: 0, currency: 'EUR', createdAt: ago(45) },
    ],
    // Elena's Mastercard already had the free month.
    freemiumFingerprints: ['fp_mastercard_4444'],
  };
}
