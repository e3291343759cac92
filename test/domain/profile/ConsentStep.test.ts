import { describe, expect, it } from 'vitest';
import { acceptancePatchOf, consentPatchOf, consentSteps, hasAccepted, isConsentStep, offeredConsents, type ConsentStep } from '../../../src/domain/profile/ConsentStep';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';

const allOn = { isPromotionalConsentOn: true, isPartnerConsentOn: true, isProfilingConsentOn: true };

describe('consentSteps (spec §4 consent queue)', () => {
  it('asks promotional, connecting, profiling in that order', () => {
    expect(consentSteps(sampleNetwork(allOn), sampleMembership())).toEqual(['promotional', 'connecting', 'profiling']);
  });

  it.each<[string, Partial<ReturnType<typeof sampleNetwork>>, Partial<ReturnType<typeof sampleMembership>>, ConsentStep[]]>([
    ['every switch off', {}, {}, []],
    ['only the partner switch on', { isPartnerConsentOn: true }, {}, ['connecting']],
    ['promotional off', { ...allOn, isPromotionalConsentOn: false }, {}, ['connecting', 'profiling']],
    ['profiling off', { ...allOn, isProfilingConsentOn: false }, {}, ['promotional', 'connecting']],
    ['marketing already accepted', allOn, { marketingAccepted: true }, ['connecting', 'profiling']],
    ['partner already accepted', allOn, { partnerAccepted: true }, ['promotional', 'profiling']],
    ['profiling already accepted', allOn, { profilingAccepted: true }, ['promotional', 'connecting']],
    ['all accepted', allOn, { marketingAccepted: true, partnerAccepted: true, profilingAccepted: true }, []],
    ['accepted but switched off', { isPartnerConsentOn: true }, { marketingAccepted: false, partnerAccepted: true }, []],
  ])('%s', (_name, network, membership, steps) => {
    expect(consentSteps(sampleNetwork(network), sampleMembership(membership))).toEqual(steps);
  });
});

describe('acceptancePatchOf (spec §3 consent update)', () => {
  it.each([
    ['promotional', { marketingAccepted: true }],
    ['connecting', { partnerAccepted: true }],
    ['profiling', { profilingAccepted: true }],
  ] as const)('%s sets only its flag', (step, patch) => {
    expect(acceptancePatchOf(step)).toEqual(patch);
  });
});

describe('isConsentStep', () => {
  it('accepts the three steps only', () => {
    expect(['promotional', 'connecting', 'profiling'].every(isConsentStep)).toBe(true);
    expect([null, '', 'marketing', 3, { step: 'profiling' }].some(isConsentStep)).toBe(false);
  });
});

describe('the consents a member changes in the settings', () => {
  it('are those the network switches on, accepted or not, in the order of spec §4', () => {
    expect(offeredConsents(sampleNetwork(allOn))).toEqual(['promotional', 'connecting', 'profiling']);
    expect(offeredConsents(sampleNetwork({ isProfilingConsentOn: true, isPromotionalConsentOn: true }))).toEqual(['promotional', 'profiling']);
    expect(offeredConsents(sampleNetwork())).toEqual([]);
  });

  it.each([
    ['promotional', 'marketingAccepted'],
    ['connecting', 'partnerAccepted'],
    ['profiling', 'profilingAccepted'],
  ] as const)('%s reads and sets %s, given or withdrawn', (step, flag) => {
    expect(hasAccepted(sampleMembership({ [flag]: true }), step)).toBe(true);
    expect(hasAccepted(sampleMembership(), step)).toBe(false);
    expect(consentPatchOf(step, true)).toEqual({ [flag]: true });
    expect(consentPatchOf(step, false)).toEqual({ [flag]: false });
  });
});
