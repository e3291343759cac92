import type { CardField, CardFieldDigits, FieldProblem } from './cardFieldProblems';
import { digitsOf, keepDigitsFormatted } from './keepDigitsFormatted';
import { FAKE_PAYMENT_LOOK as LOOK, styled } from './fakePaymentLook';
import type { PaymentMessages } from './paymentMessages';
import { TEST_CARDS } from './testCards';

interface FieldParts {
  box: HTMLElement;
  label: HTMLLabelElement;
  input: HTMLInputElement;
  describedBy: string;
  error: HTMLElement | null;
}

/** Fields are capped in digits, never with maxlength: that counts separators and would cut a pasted `4242-4242-…`. */
const CARD_NUMBER_MAX_DIGITS = 19;

let formsDrawn = 0;

function groupInFours(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function expiryText(digits: string): string {
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/**
 * The fake gateway's card fields, drawn with the DOM alone: the payment screen mounts them the way it
 * mounts Stripe's Payment Element, so neither React nor MUI may be assumed. Styles are inline (CSSOM),
 * sized to their slot, and hold at 320 px.
 */
export class FakeCardFields {
  private readonly root: HTMLElement;
  private readonly fields: Record<CardField, FieldParts>;
  private readonly stopFormatting: (() => void)[] = [];

  constructor(
    private readonly slot: HTMLElement,
    private readonly messages: PaymentMessages,
  ) {
    const document = slot.ownerDocument;
    const idPrefix = `fake-card-${++formsDrawn}`;
    this.root = styled(document.createElement('div'), LOOK.form);
    this.root.setAttribute('role', 'group');
    this.root.setAttribute('aria-label', messages.cardDetails);

    const hintId = `${idPrefix}-test-cards`;
    const number = this.field(`${idPrefix}-number`, messages.cardNumber, {
      autocomplete: 'cc-number',
      placeholder: '1234 1234 1234 1234',
      describedBy: hintId,
    });
    const expiry = this.field(`${idPrefix}-expiry`, messages.expiry, { autocomplete: 'cc-exp', placeholder: messages.expiryPlaceholder });
    const cvc = this.field(`${idPrefix}-cvc`, messages.securityCode, { autocomplete: 'cc-csc', placeholder: 'CVC' });
    this.fields = { number, expiry, cvc };
    this.stopFormatting.push(
      keepDigitsFormatted(number.input, groupInFours, CARD_NUMBER_MAX_DIGITS),
      keepDigitsFormatted(expiry.input, expiryText, 4),
      keepDigitsFormatted(cvc.input, (digits) => digits, 4),
    );

    const expiryAndCvc = styled(document.createElement('div'), LOOK.row);
    for (const field of [expiry, cvc]) {
      styled(field.box, LOOK.rowField);
      styled(field.label, LOOK.rowLabel);
    }
    expiryAndCvc.append(expiry.box, cvc.box);
    this.root.append(number.box, expiryAndCvc, this.testCardsHint(hintId));
    slot.appendChild(this.root);
  }

  digits(): CardFieldDigits {
    return { number: digitsOf(this.fields.number.input.value), expiry: digitsOf(this.fields.expiry.input.value), cvc: digitsOf(this.fields.cvc.input.value) };
  }

  /** Replaces the error lines: one under each field at fault, and the caret in the first of them. */
  showProblems(problems: FieldProblem[]): void {
    for (const field of Object.keys(this.fields) as CardField[]) this.clearProblem(field);
    for (const { field, problem } of problems) this.showProblem(field, this.messages.problems[problem]);
    const first = problems[0];
    if (first) this.fields[first.field].input.focus();
  }

  remove(): void {
    this.stopFormatting.forEach((stop) => stop());
    this.root.remove();
  }

  private field(
    id: string,
    label: string,
    options: { autocomplete: string; placeholder: string; describedBy?: string },
  ): FieldParts {
    const document = this.slot.ownerDocument;
    const box = styled(document.createElement('div'), LOOK.field);
    const labelElement = styled(document.createElement('label'), LOOK.label);
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    const input = styled(document.createElement('input'), LOOK.input);
    input.id = id;
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = options.autocomplete as AutoFill;
    input.placeholder = options.placeholder;
    input.spellcheck = false;
    const describedBy = options.describedBy ?? '';
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    const parts: FieldParts = { box, label: labelElement, input, describedBy, error: null };
    // Inline styles have no :focus; the focus ring follows these events instead.
    input.addEventListener('focus', () => this.paintBorder(parts, true));
    input.addEventListener('blur', () => this.paintBorder(parts, false));
    box.append(labelElement, input);
    return parts;
  }

  private showProblem(field: CardField, message: string): void {
    const parts = this.fields[field];
    const error = styled(this.slot.ownerDocument.createElement('p'), LOOK.error);
    error.id = `${parts.input.id}-error`;
    error.setAttribute('role', 'alert');
    error.textContent = message;
    parts.box.appendChild(error);
    parts.error = error;
    parts.input.setAttribute('aria-invalid', 'true');
    parts.input.setAttribute('aria-describedby', [error.id, parts.describedBy].filter(Boolean).join(' '));
    this.paintBorder(parts, parts.input.ownerDocument.activeElement === parts.input);
  }

  private clearProblem(field: CardField): void {
    const parts = this.fields[field];
    if (!parts.error) return;
    parts.error.remove();
    parts.error = null;
    parts.input.removeAttribute('aria-invalid');
    if (parts.describedBy) parts.input.setAttribute('aria-describedby', parts.describedBy);
    else parts.input.removeAttribute('aria-describedby');
    this.paintBorder(parts, parts.input.ownerDocument.activeElement === parts.input);
  }

  private paintBorder(parts: FieldParts, focused: boolean): void {
    const color = parts.error ? LOOK.colors.error : focused ? LOOK.colors.primary : LOOK.colors.border;
    parts.input.style.borderColor = color;
    parts.input.style.boxShadow = focused || parts.error ? `inset 0 0 0 1px ${color}` : 'none';
  }

  /** The test cards, each number kept on one line so that none breaks in two on a narrow phone. */
  private testCardsHint(id: string): HTMLElement {
    const document = this.slot.ownerDocument;
    const hint = styled(document.createElement('p'), LOOK.hint);
    hint.id = id;
    hint.append(`${this.messages.testCardsIntro} `);
    TEST_CARDS.forEach((card, index) => {
      const number = styled(document.createElement('span'), LOOK.cardNumber);
      number.textContent = groupInFours(card.number);
      hint.append(number, ` ${this.messages.testCards[card.behaviour]}${index < TEST_CARDS.length - 1 ? '; ' : '. '}`);
    });
    hint.append(this.messages.testCardsAnyDate);
    return hint;
  }
}
