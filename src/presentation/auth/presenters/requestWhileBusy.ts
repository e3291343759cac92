import { runInAction } from 'mobx';
import type { Notifier } from '../../../application/ports/Notifier';
import type { I18n } from '../../i18n/I18n';
import { toastFailure } from './toastFailure';

/**
 * A step's request to the server: the step is busy while it runs (its button spins, a second press is ignored), and
 * a failure is an error toast (spec §8; none when the modal went away).
 */
export async function requestWhileBusy(step: { busy: boolean }, notifier: Pick<Notifier, 'error'>, i18n: I18n, request: () => Promise<void>): Promise<void> {
  runInAction(() => (step.busy = true));
  try {
    await request();
  } catch (error) {
    toastFailure(error, notifier, i18n);
  } finally {
    runInAction(() => (step.busy = false));
  }
}
