/** Strings of the search page. */
export const searchEn = {
  'search.hint': 'Type words of a title or a text: every content that holds them all is found.',
  'search.results': 'Search results',
  'search.found.one': '1 content found for “{{query}}”',
  'search.found.other': '{{count}} contents found for “{{query}}”',
  'search.none': 'Nothing found for “{{query}}”',
  'search.noneHint': 'Check the spelling, use fewer words, or look in every type.',
} as const;

export type SearchMessageKey = keyof typeof searchEn;
