import type { SsoProvider } from '../domain/auth/Tokens';
import type { AuthController, AuthDialogRequest } from './auth/AuthController';
import type { AuthModalPresenter } from './auth/presenters/AuthModalPresenter';
import type { EmailConfirmPresenter } from './auth/presenters/EmailConfirmPresenter';
import type { SsoCallbackPresenter } from './auth/presenters/SsoCallbackPresenter';
import type { VerifyLinkPresenter } from './auth/presenters/VerifyLinkPresenter';
import type { ChatListPresenter } from './chat/ChatListPresenter';
import type { ConversationMembersPresenter } from './chat/ConversationMembersPresenter';
import type { ConversationPresenter } from './chat/ConversationPresenter';
import type { CommentsPresenter } from './content/CommentsPresenter';
import type { ContentEditorPresenter, EditorStart } from './content/ContentEditorPresenter';
import type { ContentAddress, ContentPagePresenter } from './content/ContentPagePresenter';
import type { NewPostPresenter } from './content/NewPostPresenter';
import type { CookieConsentController } from './cookies/CookieConsentController';
import type { CookieConsentPresenter } from './cookies/CookieConsentPresenter';
import type { NotificationCenter } from './notifications/NotificationCenter';
import type { ThemeChoicePresenter } from './theme/ThemeChoicePresenter';
import type { ProfileFlowSlot } from './profile/ProfileFlowSlot';
import type { ToastCenter } from './toasts/ToastCenter';
import type { NotificationsAddress } from './notifications/NotificationLinkFollower';
import type { NotificationsPresenter } from './notifications/NotificationsPresenter';
import type { ContentsPresenter } from './content/ContentsPresenter';
import type { LandingPresenter } from './landing/LandingPresenter';
import type { EngagementPresenter } from './manage/EngagementPresenter';
import type { ManageAreaPresenter } from './manage/ManageAreaPresenter';
import type { ModerationPresenter } from './manage/ModerationPresenter';
import type { NotificationComposerPresenter } from './manage/NotificationComposerPresenter';
import type { DeleteMyAccountPresenter } from './pages/DeleteMyAccountPresenter';
import type { IntroPresenter } from './pages/IntroPresenter';
import type { NotificationPreferencesPresenter } from './pages/NotificationPreferencesPresenter';
import type { EmailPreferencesPresenter } from './pages/EmailPreferencesPresenter';
import type { CompleteProfilePresenter } from './profile/presenters/CompleteProfilePresenter';
import type { ConsentPresenter } from './profile/presenters/ConsentPresenter';
import type { NetworkShellPresenter } from './shell/NetworkShellPresenter';
import type { SettingsPresenter } from './settings/SettingsPresenter';
import type { ManageSubscriptionPresenter } from './subscription/ManageSubscriptionPresenter';
import type { SurveyPresenter } from './surveys/SurveyPresenter';
import type { SurveysPresenter } from './surveys/SurveysPresenter';
import type { CouponsPresenter } from './coupons/CouponsPresenter';
import type { ManageCouponsPresenter } from './coupons/ManageCouponsPresenter';
import type { PaidPageAddress } from './subscription/PaidPageAddress';
import type { SubscribePresenter } from './subscription/SubscribePresenter';

/** Makes a screen's presenter from what the screen knows (a route parameter, its parent's presenter). */
export type PresenterFactory<P, A extends unknown[] = []> = (...args: A) => P;

/** The token a presenter factory is bound under in the composition root; it carries the types `usePresenter` needs. */
export type PresenterToken<P, A extends unknown[] = []> = symbol & { readonly factory?: PresenterFactory<P, A> };

/**
 * Every presenter factory of the app. Screens get their presenter in one way: `usePresenter(PRESENTERS.X, …args)`.
 * Lazy modules of the composition root bind the factories of their screens when they load.
 */
export interface PresenterTokens {
  Landing: PresenterToken<LandingPresenter>;
  NetworkShell: PresenterToken<NetworkShellPresenter>;
  Contents: PresenterToken<ContentsPresenter>;
  Intro: PresenterToken<IntroPresenter, [shell: NetworkShellPresenter]>;
  NotificationPreferences: PresenterToken<NotificationPreferencesPresenter, [networkName: string]>;
  EmailPreferences: PresenterToken<EmailPreferencesPresenter>;
  DeleteMyAccount: PresenterToken<DeleteMyAccountPresenter>;
  AuthModal: PresenterToken<AuthModalPresenter, [request: AuthDialogRequest]>;
  EmailConfirm: PresenterToken<EmailConfirmPresenter, [onConfirmed: () => void]>;
  SsoCallback: PresenterToken<SsoCallbackPresenter, [provider: SsoProvider]>;
  VerifyLink: PresenterToken<VerifyLinkPresenter>;
  CompleteProfile: PresenterToken<CompleteProfilePresenter>;
  Consent: PresenterToken<ConsentPresenter>;
  CookieConsent: PresenterToken<CookieConsentPresenter>;
  Subscribe: PresenterToken<SubscribePresenter, [address: PaidPageAddress]>;
  ManageSubscription: PresenterToken<ManageSubscriptionPresenter>;
  ContentPage: PresenterToken<ContentPagePresenter, [address: ContentAddress]>;
  Comments: PresenterToken<CommentsPresenter, [contentId: string, countHint: number]>;
  ContentEditor: PresenterToken<ContentEditorPresenter, [start: EditorStart]>;
  Notifications: PresenterToken<NotificationsPresenter, [options: NotificationsAddress & { pageSize?: number }]>;
  NewPost: PresenterToken<NewPostPresenter>;
  Settings: PresenterToken<SettingsPresenter, [shell: NetworkShellPresenter]>;
  ChatList: PresenterToken<ChatListPresenter>;
  ChatConversation: PresenterToken<ConversationPresenter, [list: ChatListPresenter, conversationId: string]>;
  ChatMembers: PresenterToken<ConversationMembersPresenter, [list: ChatListPresenter, conversationId: string]>;
  Surveys: PresenterToken<SurveysPresenter>;
  Coupons: PresenterToken<CouponsPresenter>;
  ManageCoupons: PresenterToken<ManageCouponsPresenter>;
  Survey: PresenterToken<SurveyPresenter, [surveyId: string]>;
  ManageArea: PresenterToken<ManageAreaPresenter>;
  Engagement: PresenterToken<EngagementPresenter>;
  Moderation: PresenterToken<ModerationPresenter>;
  NotificationComposer: PresenterToken<NotificationComposerPresenter>;
  // Shared by several views, one per app: their factory hands out the one instance (presenters inject it by its own token).
  AuthController: PresenterToken<AuthController>;
  CookieConsentController: PresenterToken<CookieConsentController>;
  ProfileFlowSlot: PresenterToken<ProfileFlowSlot>;
  ToastCenter: PresenterToken<ToastCenter>;
  NotificationCenter: PresenterToken<NotificationCenter>;
  ThemeChoice: PresenterToken<ThemeChoicePresenter>;
}

/** The names, each written once (the token of `X` is `Symbol.for('XPresenter')`): the first load carries no more. */
const PRESENTER_NAMES = {
  Landing: true,
  NetworkShell: true,
  Contents: true,
  Intro: true,
  NotificationPreferences: true,
  EmailPreferences: true,
  DeleteMyAccount: true,
  AuthModal: true,
  EmailConfirm: true,
  SsoCallback: true,
  VerifyLink: true,
  CompleteProfile: true,
  Consent: true,
  CookieConsent: true,
  Subscribe: true,
  ManageSubscription: true,
  ContentPage: true,
  Comments: true,
  ContentEditor: true,
  Notifications: true,
  NewPost: true,
  Settings: true,
  ChatList: true,
  ChatConversation: true,
  ChatMembers: true,
  Surveys: true,
  Coupons: true,
  ManageCoupons: true,
  Survey: true,
  ManageArea: true,
  Engagement: true,
  Moderation: true,
  NotificationComposer: true,
  AuthController: true,
  CookieConsentController: true,
  ProfileFlowSlot: true,
  ToastCenter: true,
  NotificationCenter: true,
  ThemeChoice: true,
} satisfies Record<keyof PresenterTokens, true>;

export const PRESENTERS = Object.fromEntries(Object.keys(PRESENTER_NAMES).map((name) => [name, Symbol.for(`${name}Presenter`)])) as unknown as PresenterTokens;

/** Injection tokens of presentation services (bound in the composition root). */
export const PRESENTATION = {
  I18n: Symbol.for('I18n'),
  /** Loads the landing page's module of the composition root (a lazy chunk) and binds its presenter. */
  LoadLandingModule: Symbol.for('LoadLandingModule'),
  /** Loads the module of the network pages with presenters (intro, delete my account, notification preferences). */
  LoadPagesModule: Symbol.for('LoadPagesModule'),
  RouterBinding: Symbol.for('RouterBinding'),
  AuthController: Symbol.for('AuthController'),
  /** Loads the auth module of the composition root (a lazy chunk) and binds its services. */
  LoadAuthModule: Symbol.for('LoadAuthModule'),
  /** After login: the complete-profile prompt, then the consent queue (first load, tiny). */
  ProfileFlowController: Symbol.for('ProfileFlowController'),
  /** What the first load knows of the after-login dialogs (ProfileFlowSlot). */
  ProfileFlowSlot: Symbol.for('ProfileFlowSlot'),
  /** Loads the after-login dialogs' controller (a lazy chunk) and binds it. */
  LoadProfileFlow: Symbol.for('LoadProfileFlow'),
  /** Loads the profile module of the composition root (a lazy chunk) and binds its services. */
  LoadProfileModule: Symbol.for('LoadProfileModule'),
  /** Cookie consent: whether the popup shows (first load, tiny). */
  CookieConsentController: Symbol.for('CookieConsentController'),
  /** Loads the cookie module of the composition root (a lazy chunk) and binds its services. */
  LoadCookieModule: Symbol.for('LoadCookieModule'),
  /** Loads the subscription module of the composition root (a lazy chunk): the paid pages' services. */
  LoadSubscriptionModule: Symbol.for('LoadSubscriptionModule'),
  /** Loads the community module of the composition root (a lazy chunk): content pages, comments, writing, settings, notifications. */
  LoadContentModule: Symbol.for('LoadContentModule'),
  /** Loads the chat module of the composition root (a lazy chunk): conversations and messages. */
  LoadChatModule: Symbol.for('LoadChatModule'),
  LoadAdsModule: Symbol.for('LoadAdsModule'),
  /** Loads the feed extras' module of the composition root (a lazy chunk): the "N new" check. */
  LoadFeedExtrasModule: Symbol.for('LoadFeedExtrasModule'),
  /** Loads the surveys module of the composition root (a lazy chunk): the survey list and answering. */
  LoadSurveysModule: Symbol.for('LoadSurveysModule'),
  /** Loads the coupons module of the composition root (a lazy chunk): the members' coupons and the manager's. */
  LoadCouponsModule: Symbol.for('LoadCouponsModule'),
  /** Loads the manager area's module of the composition root (a lazy chunk): engagement and the other sections. */
  LoadManageModule: Symbol.for('LoadManageModule'),
  /** Loads the search page's module of the composition root (a lazy chunk): its messages and presenter. */
  LoadSearchModule: Symbol.for('LoadSearchModule'),
} as const;

/** The router as the Navigator adapter sees it. */
export interface RouterHandle {
  navigate(to: string, options?: { replace?: boolean }): void;
  location(): { pathname: string; search: string };
}

/** Where the router is handed over once it exists (the Navigator adapter in the browser). */
export interface RouterBinding {
  attach(router: RouterHandle): void;
}
