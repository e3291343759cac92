import { trialDaysOf, type Bundle } from '../../../domain/subscription/Subscription';

/** The refusal of api-contract.md's `POST /subscriptions` when a card asks for a network's free trial again. */
export const CARD_HAD_ITS_TRIAL = {
  status: 409,
  code: 'CardFingerprintAlreadyUsed',
  message: 'This card has already had a free trial. Pay now without the trial, or use another card.',
} as const;

/**
 * The days of free trial a new subscription starts with (api-contract.md `POST /subscriptions`): none for a
 * one-off purchase, whatever its bundle says, nor when the member pays at once (`skipTrial`); else the bundle's,
 * unless the card already had this network's trial: then the payment is refused. The fake back end and the
 * in-memory gateway both ask this one rule, each telling in its own way whether the card had its trial.
 */
export function trialDaysOfNewSubscription(
  bundle: Pick<Bundle, 'interval' | 'freemium' | 'hasFreemium'>,
  skipTrial: boolean,
  cardHadItsTrial: () => boolean,
): number | typeof CARD_HAD_ITS_TRIAL {
  const days = skipTrial || bundle.interval === 'once' ? 0 : trialDaysOf(bundle);
  return days > 0 && cardHadItsTrial() ? CARD_HAD_ITS_TRIAL : days;
}
