import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { mounted } from './settingsHarness';

const ALL_ON = { isPromotionalConsentOn: true, isPartnerConsentOn: true, isProfilingConsentOn: true };

describe('ConsentSettingsPresenter: the consents of spec §4 as switches', () => {
  it('lists only the consents the network switches on, in order, with what the member chose', async () => {
    const h = await mounted({ network: { isPromotionalConsentOn: true, isProfilingConsentOn: true }, member: { profilingAccepted: true, partnerAccepted: true } });
    expect(h.presenter.consents.switches).toEqual([
      {
        step: 'promotional',
        title: 'News and offers',
        description: 'Harbour Runners would like to send you news, offers and promotions. You can withdraw your consent at any time.',
        checked: false,
        saving: false,
        failure: null,
      },
      expect.objectContaining({ step: 'profiling', title: 'A personalised experience', checked: true }),
    ]);
  });

  it('none for a network that asks none, nor for a guest', async () => {
    expect((await mounted()).presenter.consents.switches).toEqual([]);
    expect((await mounted({ network: ALL_ON, member: null })).presenter.consents.switches).toEqual([]);
  });

  it('a choice shows at once, is saved with its one flag, and the answer becomes the session membership', async () => {
    const h = await mounted({ network: ALL_ON });
    const consents = h.presenter.consents;
    const saving = consents.toggled('connecting', true);
    expect(consents.switches[1]).toMatchObject({ step: 'connecting', checked: true, saving: true });
    await saving;
    expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { partnerAccepted: true }]]);
    expect(h.session.membership).toMatchObject({ partnerAccepted: true, marketingAccepted: false });
    expect(consents.switches[1]).toMatchObject({ checked: true, saving: false, failure: null });
    // Then the membership is read again, as the server has it.
    await h.clock.advanceAsync(0);
    expect(h.memberships.callsOf('me')).toHaveLength(1);
  });

  it('a consent is withdrawn the same way', async () => {
    const h = await mounted({ network: ALL_ON, member: { marketingAccepted: true } });
    await h.presenter.consents.toggled('promotional', false);
    expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { marketingAccepted: false }]]);
    expect(h.presenter.consents.switches[0]).toMatchObject({ checked: false });
  });

  it('a refused choice goes back, says why, and is sent again on retry', async () => {
    const h = await mounted({ network: ALL_ON });
    const consents = h.presenter.consents;
    h.memberships.failNext('update', new ApiError(503, 'Unavailable', 'The service is busy, try again in a minute.'));
    const saving = consents.toggled('profiling', true);
    expect(consents.switches[2]).toMatchObject({ checked: true, saving: true });
    await saving;
    expect(consents.switches[2]).toMatchObject({ checked: false, saving: false, failure: 'The service is busy, try again in a minute.' });
    expect(h.session.membership?.profilingAccepted).toBe(false);

    consents.retryClicked('profiling');
    expect(consents.switches[2]).toMatchObject({ checked: true, saving: true, failure: null });
    await h.clock.advanceAsync(0);
    expect(consents.switches[2]).toMatchObject({ checked: true, saving: false, failure: null });
    expect(h.memberships.callsOf('update')).toEqual([
      ['mem-ada', { profilingAccepted: true }],
      ['mem-ada', { profilingAccepted: true }],
    ]);
    expect(h.session.membership?.profilingAccepted).toBe(true);
  });

  it('another flip of a switch waits for the answer to the first', async () => {
    const h = await mounted({ network: ALL_ON });
    const first = h.presenter.consents.toggled('promotional', true);
    await h.presenter.consents.toggled('promotional', false);
    await first;
    expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { marketingAccepted: true }]]);
  });

  it('an answer arriving after the member left does not sign them back in', async () => {
    const h = await mounted({ network: ALL_ON });
    const saving = h.presenter.consents.toggled('promotional', true);
    runInAction(() => (h.session.membership = null));
    await saving;
    await h.clock.advanceAsync(0);
    expect(h.session.membership).toBeNull();
  });
});
