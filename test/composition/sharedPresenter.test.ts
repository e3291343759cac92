// @vitest-environment jsdom
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import * as ports from '../../src/application/ports';
import { bindFeedAds } from '../../src/composition/adsModule';
import { bindContentModule } from '../../src/composition/contentModule';
import { readConfig } from '../../src/composition/config';
import { createContainer } from '../../src/composition/createContainer';
import { createMemoryContainer } from '../../src/composition/createMemoryContainer';
import { bindSharedPresenter } from '../../src/composition/sharedPresenter';
import { ADS_PRESENTERS } from '../../src/presentation/ads/adsTokens';
import { WELCOME_DESK } from '../../src/presentation/ads/WelcomeDesk';
import { NOTIFICATION_CENTER } from '../../src/presentation/notifications/NotificationCenter';
import { PRESENTATION, PRESENTERS, type PresenterFactory, type PresenterToken } from '../../src/presentation/tokens';

const made = <P,>(container: Container, token: PresenterToken<P>): P => container.get<PresenterFactory<P>>(token)();

describe('bindSharedPresenter', () => {
  it('makes every view that asks for the presenter get the one instance bound under its own token', () => {
    const container = new Container();
    const shared = { name: 'one per app' };
    const INSTANCE = Symbol.for('test.SharedInstance');
    const TOKEN = Symbol.for('test.SharedPresenter') as PresenterToken<typeof shared>;
    container.bind(INSTANCE).toConstantValue(shared);
    bindSharedPresenter(container, TOKEN, INSTANCE);
    expect(made(container, TOKEN)).toBe(shared);
    expect(made(container, TOKEN)).toBe(shared);
  });

  it('gives views the same auth controller, profile flow slot and cookie consent controller the presenters receive', () => {
    const container = createMemoryContainer();
    expect(made(container, PRESENTERS.AuthController)).toBe(container.get(PRESENTATION.AuthController));
    expect(made(container, PRESENTERS.ProfileFlowSlot)).toBe(container.get(PRESENTATION.ProfileFlowSlot));
    expect(made(container, PRESENTERS.CookieConsentController)).toBe(container.get(PRESENTATION.CookieConsentController));
  });

  it('gives the toasts the browser’s notifier, and the lazy modules’ views their notification center and welcome desk', async () => {
    const config = readConfig({ VITE_API_BASE_URL: 'https://api.example.test' }, 'localhost');
    const container = createContainer(config);
    expect(made(container, PRESENTERS.ToastCenter)).toBe(container.get(ports.NOTIFIER));
    await bindContentModule(container, config);
    expect(made(container, PRESENTERS.NotificationCenter)).toBe(container.get(NOTIFICATION_CENTER));
    bindFeedAds(container, config);
    expect(made(container, ADS_PRESENTERS.WelcomeDesk)).toBe(container.get(WELCOME_DESK));
  });
});
