export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Keeps a field of digits written the way people read it (`4242 4242 …`, `12 / 27`) while they type,
 * paste or delete, with the caret after the same digit as before. Returns the function that stops it.
 */
export function keepDigitsFormatted(input: HTMLInputElement, format: (digits: string) => string, maxDigits: number): () => void {
  let previousDigits = digitsOf(input.value);
  const reformat = (event: Event) => {
    const caret = input.selectionStart ?? input.value.length;
    let digits = digitsOf(input.value);
    let digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
    // Backspace over a separator alone leaves the digits as they were, and the separator would come
    // straight back: the caret would be stuck. Take the digit before it, as people mean.
    if ((event as InputEvent).inputType === 'deleteContentBackward' && digits === previousDigits && digitsBeforeCaret > 0) {
      digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
      digitsBeforeCaret -= 1;
    }
    digits = digits.slice(0, maxDigits);
    digitsBeforeCaret = Math.min(digitsBeforeCaret, digits.length);
    previousDigits = digits;
    const formatted = format(digits);
    if (formatted === input.value) return;
    input.value = formatted;
    if (input.ownerDocument.activeElement === input) {
      const position = positionAfterDigits(formatted, digitsBeforeCaret);
      input.setSelectionRange(position, position);
    }
  };
  input.addEventListener('input', reformat);
  return () => input.removeEventListener('input', reformat);
}

function positionAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}
