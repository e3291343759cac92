export type PolicyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const LIST_ITEM = /^- /;

/**
 * Reads the small markup of the pages' catalogue: paragraphs are separated by a blank line, and a
 * paragraph whose lines all start with '- ' is a list. Translators keep a section in one string.
 */
export function policyBlocks(text: string): PolicyBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map((lines): PolicyBlock => (lines.every((line) => LIST_ITEM.test(line)) ? { kind: 'list', items: lines.map((line) => line.replace(LIST_ITEM, '')) } : { kind: 'paragraph', text: lines.join(' ') }));
}
