import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { RecordingMonitoring } from '../../../src/infrastructure/memory/RecordingMonitoring';
import { fieldsOf, listReaderOf, readNumber, type Reader } from '../../../src/infrastructure/http/wire';

const readScore: Reader<{ id: string; score: number }> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', (id) => String(id)), score: read('score', readNumber) };
};

describe('listReaderOf', () => {
  it('reads the items that fit, leaves out the others, and reports each list and field once', () => {
    const monitoring = new RecordingMonitoring();
    const readList = listReaderOf(monitoring);

    const scores = readList('scores', readScore)([{ id: 'a', score: 1 }, { id: 'b', score: 'high' }, null, { id: 'c', score: 3 }, { id: 'd' }], 'data');
    readList('scores', readScore)([{ id: 'e', score: null }, 7], 'data');
    readList('ranks', readScore)([{ id: 'f', score: false }], 'data');

    expect(scores).toEqual([{ id: 'a', score: 1 }, { id: 'c', score: 3 }]);
    expect(monitoring.errors.map((error) => error.message)).toEqual([
      'An item of scores was left out: score could not be read (id b).',
      'An item of scores was left out: the item could not be read (id unknown).',
      'An item of ranks was left out: score could not be read (id f).',
    ]);
  });

  it('names an item by at most 64 characters of its id, whatever the server sent', () => {
    const monitoring = new RecordingMonitoring();

    listReaderOf(monitoring)('scores', readScore)([{ id: 'x'.repeat(5_000), score: '?' }], 'data');

    expect(monitoring.errors).toEqual([{ message: `An item of scores was left out: score could not be read (id ${'x'.repeat(64)}).` }]);
  });

  it('remembers per reader: a gateway of its own reports again', () => {
    const monitoring = new RecordingMonitoring();
    const answer = [{ id: 'b', score: 'high' }];

    listReaderOf(monitoring)('scores', readScore)(answer, 'data');
    listReaderOf(monitoring)('scores', readScore)(answer, 'data');

    expect(monitoring.errors).toHaveLength(2);
  });

  it('turns an answer that is no list into MalformedResponse, reporting nothing', () => {
    const monitoring = new RecordingMonitoring();

    expect(() => listReaderOf(monitoring)('scores', readScore)({ 0: { id: 'a', score: 1 } }, 'data')).toThrow(
      expect.objectContaining({ code: ApiError.MALFORMED, details: { field: 'data' } }),
    );
    expect(monitoring.errors).toEqual([]);
  });

  it('lets any other failure of an item reader through: a bug is not a bad answer', () => {
    const failing: Reader<never> = () => {
      throw new TypeError('bug');
    };

    expect(() => listReaderOf(new RecordingMonitoring())('scores', failing)([{}], 'data')).toThrow(TypeError);
  });
});
