/** What a field with a length limit says of its length. */
export const limitsEn = {
  'limits.counter': '{{count}} / {{max}}',
  'limits.over': '{{count}} / {{max}}: {{excess}} characters too many.',
  'limits.overOne': '{{count}} / {{max}}: 1 character too many.',
} as const;

export type LimitsMessageKey = keyof typeof limitsEn;
