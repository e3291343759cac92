import type { RankingEntry, TimeSeries } from '../../domain/manage/Engagement';
import { fieldsOf, readArray, readId, readNumber, readString, type Reader } from './wire';

/** Readers of the engagement statistics (a lazy gateway's, kept out of the first load). */
export const readTimeSeries: Reader<TimeSeries> = (value, name) => {
  const read = fieldsOf(value, name);
  const readPoint: Reader<{ date: string; value: number }> = (point, pointName) => {
    const readField = fieldsOf(point, pointName);
    return { date: readField('date', readString), value: readField('value', readNumber) };
  };
  return { total: read('total', readNumber), series: read('series', readArray(readPoint)) };
};

export const readRankingEntry: Reader<RankingEntry> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), label: read('label', readString), value: read('value', readNumber) };
};

