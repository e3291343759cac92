import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * Safari still reads `user-select` only with its prefix (MUI's buttons set `user-select: none`), the one prefix the
 * browsers of our build target still need from what MUI writes.
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.value.startsWith('user-select:') && !element.return) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * Emotion's style cache without stylis' vendor prefixer: prefixing every rule was half the cost of inserting the
 * styles of a dialog's first render, in one task (the sign-in modal's commit).
 */
export const styleCache = createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });
