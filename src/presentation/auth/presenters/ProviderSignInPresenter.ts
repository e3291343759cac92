import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../../application/ports/Notifier';
import type { SocialSignIn } from '../../../application/usecases/auth/SocialSignIn';
import type { StartSso } from '../../../application/usecases/auth/StartSso';
import type { SocialProvider, SsoProvider } from '../../../domain/auth/Tokens';
import type { Membership } from '../../../domain/membership/Membership';
import type { OAuthProviderConfig } from '../../../domain/network/NetworkCustomization';
import type { Lifetime } from '../../kit/Lifetime';
import type { I18n } from '../../i18n/I18n';
import { toastFailure } from './toastFailure';

export interface SsoButton {
  provider: SsoProvider;
  label: string;
  config: OAuthProviderConfig;
}

/**
 * The modal's sign-in with an identity provider: a social one in its popup (the modal's flow decides when it starts),
 * or an SSO one by leaving for its page. A failure is a toast; a closed popup stops the spinner with no message.
 */
export class ProviderSignInPresenter {
  /** The social provider whose popup is open. */
  socialBusy: SocialProvider | null = null;

  constructor(
    private readonly startSso: Pick<StartSso, 'execute'>,
    private readonly socialSignIn: Pick<SocialSignIn, 'execute'>,
    private readonly notifier: Pick<Notifier, 'error'>,
    private readonly i18n: I18n,
    private readonly lifetime: Lifetime,
    private readonly returnPath: string | null,
    private readonly onSignedIn: (membership: Membership) => void,
  ) {
    makeAutoObservable<ProviderSignInPresenter, 'startSso' | 'socialSignIn' | 'notifier' | 'i18n' | 'lifetime' | 'returnPath' | 'onSignedIn'>(
      this,
      { startSso: false, socialSignIn: false, notifier: false, i18n: false, lifetime: false, returnPath: false, onSignedIn: false },
      { autoBind: true },
    );
  }

  ssoClicked(button: SsoButton): void {
    try {
      this.startSso.execute(button.provider, button.config, { returnPath: this.returnPath });
    } catch (error) {
      // An unsafe provider address from the server: nothing was opened, and the toast says why.
      toastFailure(error, this.notifier, this.i18n);
    }
  }

  async socialStarted(provider: SocialProvider): Promise<void> {
    this.socialBusy = provider;
    try {
      const result = await this.socialSignIn.execute(provider, { signal: this.lifetime.signal, returnPath: this.returnPath });
      // A closed provider window stops the spinner with no message (spec §8).
      if (result.kind === 'signedIn') this.onSignedIn(result.membership);
    } catch (error) {
      toastFailure(error, this.notifier, this.i18n);
    } finally {
      runInAction(() => (this.socialBusy = null));
    }
  }
}
