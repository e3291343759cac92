import { describe, expect, it } from 'vitest';
import { foldedForSearch, matchesSearch, searchMarkedParts, searchWordsOf } from '../../../src/domain/search/ContentSearch';

/** The marked pieces of `text`, written as the page shows them: [marked]. */
function marked(text: string, query: string): string {
  return searchMarkedParts(text, query)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');
}

describe('content search (api-contract.md GET /v2/contents?query=)', () => {
  it('folds case and accents, whether the text is composed or decomposed', () => {
    expect(foldedForSearch('Caffè CITTÀ Ærø')).toBe('caffe citta ærø');
    expect(foldedForSearch('Citta\u0300')).toBe('citta');
  });

  it('looks for each word of the query once, and for none in a query of punctuation', () => {
    expect(searchWordsOf("  Run, run — dell'Acqua!  ")).toEqual(['run', 'dell', 'acqua']);
    expect(searchWordsOf(' ?! ')).toEqual([]);
  });

  it.each([
    { query: 'lighthouse', found: true },
    { query: 'LIGHTH', found: true },
    { query: 'loop lighthouse', found: true },
    { query: 'loop sunset', found: false },
    { query: 'ighthouse', found: false },
    { query: 'càffe', found: true },
    { query: 'CAFFÈ', found: true },
    { query: '11', found: true },
    { query: '', found: true },
  ])('the query “$query” finds the content: $found', ({ query, found }) => {
    expect(matchesSearch(['Route of the week: the lighthouse loop', '11.4 km, then a caffè at the kiosk.'], query)).toBe(found);
  });

  it('marks the beginning of each word the query found, whatever its case and accents, and keeps the text whole', () => {
    expect(marked('The lighthouse loop, LIGHT and light', 'light')).toBe('The [light]house loop, [LIGHT] and [light]');
    expect(marked('Un caffè in città', 'CAFFE citta')).toBe('Un [caffè] in [città]');
    expect(marked('Un caffe\u0300 in citta\u0300', 'caffè')).toBe('Un [caffe\u0300] in citta\u0300');
    expect(marked('Runners run', 'run runner')).toBe('[Runner]s [run]');
  });

  it('marks nothing for a query without words', () => {
    expect(searchMarkedParts('Sunday long run', '  ')).toEqual([{ text: 'Sunday long run', marked: false }]);
    expect(searchMarkedParts('', 'run')).toEqual([]);
  });
});
