/**
 * The longest text each kind of field takes, in characters as the server counts them (UTF-16 code
 * units of the trimmed text, what is sent). The one home of these numbers: the forms, their presenters and the
 * fake back end read them here.
 */
export const INPUT_LIMITS = {
  comment: 5_000,
  contentTitle: 200,
  contentBody: 50_000,
  chatMessage: 2_000,
  /** A person's first or last name, and any other name a member gives: a conversation's title. */
  name: 100,
  password: 128,
  surveyTextAnswer: 2_000,
} as const;

/** The length a limit judges: the text as it will be sent, trimmed. */
export function limitedLength(text: string): number {
  return text.trim().length;
}

export function isOverLimit(text: string, max: number): boolean {
  return limitedLength(text) > max;
}
