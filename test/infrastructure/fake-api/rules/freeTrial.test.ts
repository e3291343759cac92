// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CARD_HAD_ITS_TRIAL, trialDaysOfNewSubscription } from '../../../../src/infrastructure/fake-api/rules/freeTrial';

const monthlyWithTrial = { interval: 'month', freemium: 7, hasFreemium: true } as const;

describe('trialDaysOfNewSubscription', () => {
  it.each([
    ['a plan with a trial, on a card that never had one', monthlyWithTrial, false, false, 7],
    ['a plan with a trial, skipped', monthlyWithTrial, true, true, 0],
    ['a one-off purchase, whatever its bundle says', { ...monthlyWithTrial, interval: 'once' }, false, true, 0],
    ['a plan whose trial is switched off', { ...monthlyWithTrial, hasFreemium: false }, false, true, 0],
    ['a plan with a trial, on a card that had it', monthlyWithTrial, false, true, CARD_HAD_ITS_TRIAL],
  ] as const)('%s', (_case, bundle, skipTrial, cardHadItsTrial, expected) => {
    expect(trialDaysOfNewSubscription(bundle, skipTrial, () => cardHadItsTrial)).toEqual(expected);
  });
});
