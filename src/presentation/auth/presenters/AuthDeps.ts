import type { Clock } from '../../../application/ports/Clock';
import type { CookieJar } from '../../../application/ports/CookieJar';
import type { NetworkGateway } from '../../../application/ports/NetworkGateway';
import type { Notifier } from '../../../application/ports/Notifier';
import type { Session } from '../../../application/session/Session';
import type { Countdown } from '../../../application/timing/Countdown';
import type { BirthdateHolder } from '../../../application/usecases/auth/BirthdateHolder';
import type { CoverSoundPreference } from '../../../application/usecases/cookies/CoverSoundPreference';
import type { CompleteSso } from '../../../application/usecases/auth/CompleteSso';
import type { ConfirmEmail } from '../../../application/usecases/auth/ConfirmEmail';
import type { EmailAvailabilityCheck } from '../../../application/usecases/auth/EmailAvailabilityCheck';
import type { ForgotPassword } from '../../../application/usecases/auth/ForgotPassword';
import type { RequestEmailCode } from '../../../application/usecases/auth/RequestEmailCode';
import type { SaveBirthday } from '../../../application/usecases/auth/SaveBirthday';
import type { SendPhoneCode } from '../../../application/usecases/auth/SendPhoneCode';
import type { SignInWithEmail } from '../../../application/usecases/auth/SignInWithEmail';
import type { SignUpWithEmail } from '../../../application/usecases/auth/SignUpWithEmail';
import type { SocialSignIn } from '../../../application/usecases/auth/SocialSignIn';
import type { StartSso } from '../../../application/usecases/auth/StartSso';
import type { VerifyPhoneCode } from '../../../application/usecases/auth/VerifyPhoneCode';
import type { I18n } from '../../i18n/I18n';
import type { AuthController } from '../AuthController';
import type { ProfileFlowController } from '../../profile/ProfileFlowController';

/** Everything the authentication modal's presenters use, built once by the composition root's auth module. */
export interface AuthDeps {
  session: Session;
  i18n: I18n;
  notifier: Notifier;
  /** Sign-in or sign-up finished: the complete-profile prompt decides whether to show (spec §4). */
  profileFlow: Pick<ProfileFlowController, 'completeProfileRequested'>;
  cookies: Pick<CookieJar, 'get'>;
  clock: Clock;
  controller: AuthController;
  networks: Pick<NetworkGateway, 'ipCountry' | 'customFields'>;
  birthdate: BirthdateHolder;
  coverSound: CoverSoundPreference;
  signInWithEmail: SignInWithEmail;
  signUpWithEmail: SignUpWithEmail;
  emailCheck: () => EmailAvailabilityCheck;
  countdown: () => Countdown;
  sendPhoneCode: SendPhoneCode;
  verifyPhoneCode: VerifyPhoneCode;
  requestEmailCode: RequestEmailCode;
  confirmEmail: ConfirmEmail;
  forgotPassword: ForgotPassword;
  socialSignIn: SocialSignIn;
  startSso: StartSso;
  completeSso: CompleteSso;
  saveBirthday: SaveBirthday;
}
export const AUTH_DEPS = Symbol.for('AuthDeps');
