/** The app's look (issue: light, dark, or as the device is set, the default). */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** A stored choice as the app takes it: anything else (nothing stored, an old or foreign value) is the device's. */
export function themeChoiceOf(stored: string | null): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}
