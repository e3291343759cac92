/**
 * Control characters (\p{Cc}) and the default-ignorable ones, which show nothing: the zero-width space, joiners
 * and non-joiner (U+200B–U+200D), the byte-order mark (U+FEFF), the word joiner (U+2060), bidirectional marks,
 * soft hyphens, variation selectors, Hangul fillers.
 */
const HIDDEN = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u;
/** What a reader does not count: hidden characters, white space, and combining marks ('e' with a combining accent is one character to the eye). */
const NOT_COUNTED = /[\p{Cc}\p{Default_Ignorable_Code_Point}\s\p{M}]/gu;

/** How many characters of `text` a reader sees: a name padded with zero-width spaces is as short as it looks. */
export function visibleCharacterCount(text: string): number {
  return [...text.replace(NOT_COUNTED, '')].length;
}

/**
 * Whether `text` holds a control or zero-width character (spaces are not hidden). An e-mail address with one
 * looks like another address but is not it: it is refused rather than sent.
 */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text);
}
