import { describe, expect, it } from 'vitest';
import { observable } from 'mobx';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { AuthError } from '../../../../src/application/errors/AuthError';
import { InMemoryCookieJar } from '../../../../src/infrastructure/memory/InMemoryCookieJar';
import { RecordingNotifier } from '../../../../src/infrastructure/memory/RecordingNotifier';
import { requestWhileBusy } from '../../../../src/presentation/auth/presenters/requestWhileBusy';
import { I18n } from '../../../../src/presentation/i18n/I18n';

function step() {
  return { step: observable({ busy: false }), notifier: new RecordingNotifier(), i18n: new I18n(new InMemoryCookieJar()) };
}

describe('requestWhileBusy', () => {
  it('keeps the step busy while the request runs, and not once it is done', async () => {
    const { step: busyStep, notifier, i18n } = step();
    const busyDuring: boolean[] = [];
    await requestWhileBusy(busyStep, notifier, i18n, async () => void busyDuring.push(busyStep.busy));
    expect(busyDuring).toEqual([true]);
    expect(busyStep.busy).toBe(false);
    expect(notifier.toasts).toEqual([]);
  });

  it("toasts a failure with the server's message, and nothing when the modal went away", async () => {
    const { step: busyStep, notifier, i18n } = step();
    await requestWhileBusy(busyStep, notifier, i18n, () => Promise.reject(new ApiError(500, 'ServerError', 'Try again later.')));
    await requestWhileBusy(busyStep, notifier, i18n, () => Promise.reject(AuthError.aborted()));
    expect(notifier.messages('error')).toEqual(['Try again later.']);
    expect(busyStep.busy).toBe(false);
  });
});
