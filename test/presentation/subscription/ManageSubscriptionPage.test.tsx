// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as ports from '../../../src/application/ports';
import { PaymentError } from '../../../src/application/errors/PaymentError';
import { readConfig } from '../../../src/composition/config';
import { bindSubscriptionModule } from '../../../src/composition/subscriptionModule';
import { InMemoryPaymentGateway } from '../../../src/infrastructure/memory/InMemoryPaymentGateway';
import { InMemorySubscriptionGateway } from '../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, sampleMembership, sampleNetwork, samplePaymentMethod, sampleSubscription } from '../../../src/infrastructure/memory/samples';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { NetworkShell } from '../../../src/presentation/shell/NetworkShell';
import { ManageSubscriptionPage } from '../../../src/presentation/subscription/ManageSubscriptionPage';
import { memoryApp } from '../memoryApp';

const network = sampleNetwork({ slug: 'green', name: 'Green Table', accessType: 'subscribable' });

/** /settings/subscription of a member on a monthly plan paid by a Visa, with the card gateway held in the test's hand. */
function openSettings() {
  const server = new InMemorySubscriptionGateway({
    bundles: [sampleBundle({ id: 'monthly', title: 'Monthly', price: 900, interval: 'month' })],
    paymentMethods: [samplePaymentMethod({ id: 'pm_visa', isDefault: true })],
    subscription: sampleSubscription({ bundleId: 'monthly', bundleTitle: 'Monthly', price: 900 }),
  });
  const payments = new InMemoryPaymentGateway();
  payments.holdReady = true;
  const app = memoryApp({
    networks: [network],
    membership: sampleMembership(),
    overrides: {
      [ports.PLAN_GATEWAY]: server,
      [ports.SUBSCRIPTION_GATEWAY]: server,
      [ports.PAYMENT_METHOD_GATEWAY]: server,
      [ports.INVOICE_GATEWAY]: server,
      [ports.PAYMENT_GATEWAY]: payments,
    },
  });
  // What the route's lazy loader does before the page renders.
  bindSubscriptionModule(app.container, readConfig({}, 'localhost', 'memory'));
  app.session.enterNetwork(network);
  app.tokens.save(app.session.networkId ?? '', { accessToken: 'access', refreshToken: 'refresh' });
  render(
    <ResolverProvider resolver={app.container}>
      <MemoryRouter initialEntries={['/green/settings/subscription']}>
        <Routes>
          <Route path="/:slug" element={<NetworkShell />}>
            <Route path="settings/subscription" element={<ManageSubscriptionPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ResolverProvider>,
  );
  return { server, payments, app };
}

async function openAddCard() {
  const cards = await screen.findByRole('region', { name: 'Saved cards' });
  await userEvent.click(within(cards).getByRole('button', { name: 'Add a card' }));
  return screen.findByRole('dialog', { name: 'Add a card' });
}

describe('the add-card dialog of /settings/subscription', () => {
  it('shows a skeleton until the card form is ready, then saves the card as the default and closes', async () => {
    const { payments, server, app } = openSettings();
    const dialog = await openAddCard();

    expect(within(dialog).getByLabelText('Loading the card form…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeDisabled();
    await waitFor(() => expect(payments.lastForm).toBeDefined());
    // The gateway's form is mounted in the dialog's slot, on the setup intent the server gave.
    expect(within(dialog).getByTestId('card-form')).toBe(payments.lastForm?.slot);
    payments.queueConfirmSetup('pm_card_amex');
    payments.lastForm?.becomeReady();
    await waitFor(() => expect(within(dialog).queryByLabelText('Loading the card form…')).not.toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a card' })).not.toBeInTheDocument());
    expect(server.callsOf('setDefaultPaymentMethod')).toEqual([['pm_card_amex']]);
    // The in-memory server lists a newly saved card as a Visa 4242 after the one already saved.
    const [before, added] = within(screen.getByRole('region', { name: 'Saved cards' })).getAllByRole('listitem');
    expect(added).toHaveTextContent('Default');
    expect(before).not.toHaveTextContent('Default');
    expect(app.notifier.messages('success')).toEqual(['Card saved. It is now your default card.']);
  });

  it('keeps the dialog open with the bank’s reason when the card is declined, and saves on a second try', async () => {
    const { payments, server } = openSettings();
    payments.holdReady = false;
    const dialog = await openAddCard();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeEnabled());
    payments.queueConfirmSetup(new PaymentError('declined', 'Your card was declined.'), 'pm_card_mastercard');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(server.callsOf('setDefaultPaymentMethod')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a card' })).not.toBeInTheDocument());
    expect(server.callsOf('setDefaultPaymentMethod')).toEqual([['pm_card_mastercard']]);
  });

  it('says when the card form cannot load, and a retry mounts it', async () => {
    const { payments } = openSettings();
    payments.holdReady = false;
    payments.failNext('load', new PaymentError('unavailable', 'The payment form could not load.'));
    const dialog = await openAddCard();

    expect(await within(dialog).findByText(/Check your connection, or allow the payment provider/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeEnabled());
    expect(payments.lastForm?.mounted).toBe(true);
  });

  it('unmounts the card form when the member cancels', async () => {
    const { payments } = openSettings();
    payments.holdReady = false;
    const dialog = await openAddCard();
    await waitFor(() => expect(payments.lastForm?.mounted).toBe(true));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a card' })).not.toBeInTheDocument());
    expect(payments.lastForm?.mounted).toBe(false);
  });
});
