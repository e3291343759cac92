import type { LimitsMessageKey } from './messages.limits.en';

/** Ciò che un campo con un limite di lunghezza dice della sua lunghezza. */
export const limitsIt: Record<LimitsMessageKey, string> = {
  'limits.counter': '{{count}} / {{max}}',
  'limits.over': '{{count}} / {{max}}: {{excess}} caratteri di troppo.',
  'limits.overOne': '{{count}} / {{max}}: 1 carattere di troppo.',
};
