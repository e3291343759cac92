/**
 * api-contract.md `GET /v2/contents?query=`: a content is found when every word of the query is among the words of
 * its title or body, whatever the case and the accents ("caffe" finds "Caffè", "CITTA" finds "città"). A query
 * word finds the words it begins, so the results follow a query while it is typed ("lighth" finds "lighthouse").
 * The fake back ends answer by this rule and the results page marks by it: what is marked is why a content was
 * found.
 */

/** A run of letters and digits: apostrophes, hyphens and punctuation part words ("dell'acqua" is two). */
const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARK = /\p{M}/gu;

/** One character as search compares it: lower case, without its accents (NFD, combining marks dropped). */
function foldedCharacter(character: string): string {
  return character.toLowerCase().normalize('NFD').replace(COMBINING_MARK, '');
}

/**
 * `text` as search compares it. Character by character, so that a text and the marks laid over it are folded alike
 * (a whole-string lower case would treat a word-final Greek sigma apart).
 */
export function foldedForSearch(text: string): string {
  return Array.from(text, foldedCharacter).join('');
}

/** The words a query looks for, folded, each once; none for a query of spaces and punctuation. */
export function searchWordsOf(query: string): string[] {
  return [...new Set(foldedForSearch(query).match(WORD) ?? [])];
}

/** Whether `texts` (a content's title and body) hold every word of `query`; a query without words finds everything. */
export function matchesSearch(texts: readonly string[], query: string): boolean {
  const wanted = searchWordsOf(query);
  const words = texts.flatMap((text) => foldedForSearch(text).match(WORD) ?? []);
  return wanted.every((word) => words.some((candidate) => candidate.startsWith(word)));
}

/** A piece of a text, and whether it is part of a word the query found. */
export interface SearchMarkedPart {
  text: string;
  marked: boolean;
}

/**
 * `text` cut where the query found words: in each word of the text, the longest query word it begins with is marked
 * (only that beginning: "light" marks "light" in "lighthouse"). The pieces join back into `text` exactly.
 */
export function searchMarkedParts(text: string, query: string): SearchMarkedPart[] {
  const wanted = searchWordsOf(query);
  const characters = Array.from(text);
  const folds = characters.map(foldedCharacter);
  const folded = folds.join('');
  const markedAt = new Uint8Array(folded.length);
  for (const match of folded.matchAll(WORD)) {
    const length = Math.max(0, ...wanted.filter((word) => match[0].startsWith(word)).map((word) => word.length));
    markedAt.fill(1, match.index, match.index + length);
  }
  const parts: SearchMarkedPart[] = [];
  let at = 0;
  let previous = false;
  characters.forEach((character, index) => {
    const fold = folds[index] ?? '';
    // A combining mark of its own (a text already decomposed) folds to nothing: it goes with the letter before it.
    const marked = fold === '' ? previous : markedAt[at] === 1;
    at += fold.length;
    previous = marked;
    const last = parts.at(-1);
    if (last?.marked === marked) last.text += character;
    else parts.push({ text: character, marked });
  });
  return parts;
}
