/** Puts a text on the device's clipboard; false when the browser refused (no permission, an insecure page). */
export interface TextCopier {
  copy(text: string): Promise<boolean>;
}
export const TEXT_COPIER = Symbol.for('TextCopier');
