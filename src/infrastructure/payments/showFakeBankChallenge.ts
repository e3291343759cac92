import { FAKE_PAYMENT_LOOK as LOOK, styled } from './fakePaymentLook';
import type { PaymentMessages } from './paymentMessages';

let challengesShown = 0;

/**
 * The fake gateway's 3-D Secure page: a modal dialog over the app, as Stripe draws the bank's
 * challenge, with Approve and Fail. Focus starts on Approve and stays inside; Escape fails, as closing
 * the bank's window does. The dialog goes away once answered and focus returns where it was.
 * Resolves true when approved.
 */
export function showFakeBankChallenge(document: Document, messages: PaymentMessages): Promise<boolean> {
  const idPrefix = `fake-bank-challenge-${++challengesShown}`;
  const backdrop = styled(document.createElement('div'), LOOK.backdrop);
  const dialog = styled(document.createElement('div'), LOOK.dialog);
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${idPrefix}-title`);
  dialog.setAttribute('aria-describedby', `${idPrefix}-text`);
  const title = styled(document.createElement('h2'), LOOK.dialogTitle);
  title.id = `${idPrefix}-title`;
  title.textContent = messages.challengeTitle;
  const text = styled(document.createElement('p'), LOOK.dialogText);
  text.id = `${idPrefix}-text`;
  text.textContent = messages.challengeTestBank;
  const fail = button(document, messages.fail, LOOK.secondaryButton);
  const approve = button(document, messages.approve, LOOK.primaryButton);
  const actions = styled(document.createElement('div'), LOOK.actions);
  actions.append(fail, approve);
  dialog.append(title, text, actions);
  backdrop.appendChild(dialog);

  const focusedBefore = document.activeElement;
  return new Promise((resolve) => {
    const answer = (approved: boolean) => {
      backdrop.remove();
      if (focusedBefore instanceof HTMLElement && focusedBefore.isConnected) focusedBefore.focus();
      resolve(approved);
    };
    approve.addEventListener('click', () => answer(true));
    fail.addEventListener('click', () => answer(false));
    backdrop.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        answer(false);
      } else if (event.key === 'Tab') {
        const buttons = [fail, approve];
        const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const next = (current + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
        event.preventDefault();
        buttons[current === -1 ? 0 : next]?.focus();
      }
    });
    // A click on the backdrop would move focus to the page behind.
    backdrop.addEventListener('mousedown', (event) => {
      if (event.target === backdrop) event.preventDefault();
    });
    document.body.appendChild(backdrop);
    approve.focus();
  });
}

function button(document: Document, label: string, look: Partial<CSSStyleDeclaration>): HTMLButtonElement {
  const element = styled(document.createElement('button'), look);
  element.type = 'button';
  element.textContent = label;
  return element;
}
