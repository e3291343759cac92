import { describe, expect, it } from 'vitest';
import { PAYMENT_GATEWAY } from '../../src/application/ports/PaymentGateway';
import { PAY_FOR_PLAN } from '../../src/application/usecases/subscription/PayForPlan';
import { readConfig } from '../../src/composition/config';
import { bindSubscriptionModule } from '../../src/composition/subscriptionModule';
import type { I18n } from '../../src/presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

describe('the subscription module', () => {
  it('registers the paid pages’ messages and binds their presenters before any of them renders', () => {
    const app = memoryApp({ networks: [] });
    const i18n = app.get<I18n>(PRESENTATION.I18n);
    expect(i18n.has('subscription.title.paywall')).toBe(false);

    bindSubscriptionModule(app.container, readConfig({}, 'localhost', 'memory'));

    expect(i18n.t('subscription.title.paywall', { name: 'Fit Studio' })).toBe('Unlock Fit Studio');
    expect(app.container.isBound(PRESENTERS.Subscribe)).toBe(true);
    expect(app.container.isBound(PRESENTERS.ManageSubscription)).toBe(true);
  });

  it('keeps a card gateway bound before it loads (tests and QA swap it)', () => {
    const app = memoryApp({ networks: [] });
    const scripted = app.get(PAYMENT_GATEWAY);
    bindSubscriptionModule(app.container, readConfig({ VITE_API_BASE_URL: 'https://api.example', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'localhost'));
    expect(app.get(PAYMENT_GATEWAY)).toBe(scripted);
  });

  it('gives each paid page its own PayForPlan: payment attempts and their keys are never shared between pages', () => {
    const app = memoryApp({ networks: [] });
    bindSubscriptionModule(app.container, readConfig({}, 'localhost', 'memory'));
    expect(app.get(PAY_FOR_PLAN)).not.toBe(app.get(PAY_FOR_PLAN));
  });
});
