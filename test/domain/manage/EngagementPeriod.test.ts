import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOf,
  isCalendarDate,
  lengthInDays,
  percentChange,
  periodFromQuery,
  periodQuery,
  presetRange,
  previousPeriod,
  rangeProblem,
  type PeriodPreset,
} from '../../../src/domain/manage/EngagementPeriod';

describe('previousPeriod', () => {
  it.each([
    ['7 days', { from: '2026-11-18', to: '2026-11-24' }, { from: '2026-11-11', to: '2026-11-17' }],
    ['30 days', { from: '2026-10-26', to: '2026-11-24' }, { from: '2026-09-26', to: '2026-10-25' }],
    ['90 days', { from: '2026-08-27', to: '2026-11-24' }, { from: '2026-05-29', to: '2026-08-26' }],
    ['one day', { from: '2026-11-24', to: '2026-11-24' }, { from: '2026-11-23', to: '2026-11-23' }],
    ['across a month boundary', { from: '2026-03-01', to: '2026-03-10' }, { from: '2026-02-19', to: '2026-02-28' }],
    ['across a year boundary', { from: '2026-01-01', to: '2026-01-07' }, { from: '2025-12-25', to: '2025-12-31' }],
    ['a leap February', { from: '2024-03-01', to: '2024-03-07' }, { from: '2024-02-23', to: '2024-02-29' }],
    ['the whole leap February (29 days)', { from: '2024-02-01', to: '2024-02-29' }, { from: '2024-01-03', to: '2024-01-31' }],
    ['a whole leap year (366 days, so one day more than 2023)', { from: '2024-01-01', to: '2024-12-31' }, { from: '2022-12-31', to: '2023-12-31' }],
  ])('%s: %j comes after %j', (_name, range, previous) => {
    expect(previousPeriod(range)).toEqual(previous);
    expect(lengthInDays(previousPeriod(range))).toBe(lengthInDays(range));
  });

  it('has one day per day of its range', () => {
    expect(lengthInDays({ from: '2026-10-26', to: '2026-11-24' })).toBe(30);
    expect(daysOf({ from: '2024-02-27', to: '2024-03-01' })).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
  });
});

describe('percentChange', () => {
  it.each([
    [120, 100, 20],
    [80, 100, -20],
    [100, 100, 0],
    [1, 3, -66.7],
    [0, 0, 0],
    [5, 0, null],
    [0, 7, -100],
  ])('%d after %d is %s %', (current, previous, change) => {
    expect(percentChange(current, previous)).toBe(change);
  });
});

describe('presetRange', () => {
  it.each<[PeriodPreset, string, string, string]>([
    ['today', '2026-11-24', '2026-11-24', '2026-11-24'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['yesterday', '2024-03-01', '2024-02-29', '2024-02-29'],
    ['7d', '2026-11-24', '2026-11-18', '2026-11-24'],
    ['28d', '2026-11-24', '2026-10-28', '2026-11-24'],
    ['91d', '2026-11-24', '2026-08-26', '2026-11-24'],
    ['month', '2026-11-24', '2026-11-01', '2026-11-24'],
    ['month', '2026-11-01', '2026-11-01', '2026-11-01'],
    ['lastMonth', '2026-11-24', '2026-10-01', '2026-10-31'],
    ['lastMonth', '2024-03-15', '2024-02-01', '2024-02-29'],
    ['lastMonth', '2026-01-10', '2025-12-01', '2025-12-31'],
    ['year', '2026-11-24', '2026-01-01', '2026-11-24'],
    ['12mo', '2026-11-24', '2025-12-01', '2026-11-24'],
    ['12mo', '2024-12-31', '2024-01-01', '2024-12-31'],
  ])('%s on %s is %s – %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('keeps every preset within the one year the back end answers', () => {
    for (const today of ['2024-12-31', '2024-02-29', '2026-11-24']) {
      for (const preset of ['today', 'yesterday', '7d', '28d', '91d', 'month', 'lastMonth', 'year', '12mo'] as const) {
        expect(rangeProblem(presetRange(preset, today))).toBeNull();
      }
    }
  });
});

describe('the period in the URL', () => {
  it.each([
    ['period=7d', { preset: '7d' }],
    ['period=custom&from=2024-02-01&to=2024-02-29', { preset: 'custom', range: { from: '2024-02-01', to: '2024-02-29' } }],
    ['period=custom&from=2025-02-01&to=2025-02-29', null],
    ['period=custom&from=2026-03-01&to=2026-02-01', null],
    ['period=custom&from=2024-01-01&to=2025-01-01', null],
    ['period=forever', null],
    ['', null],
  ])('%s reads as %j', (query, period) => {
    expect(periodFromQuery(new URLSearchParams(query))).toEqual(period);
  });

  it('writes what it reads', () => {
    expect(periodQuery({ preset: '91d' })).toBe('period=91d');
    expect(periodQuery({ preset: 'custom', range: { from: '2026-01-01', to: '2026-01-31' } })).toBe('period=custom&from=2026-01-01&to=2026-01-31');
  });

  it('knows real calendar days and says what is wrong with a range', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('24-02-29')).toBe(false);
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('endBeforeStart');
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2023-01-01', to: '2024-01-02' })).toBe('tooLong');
    expect(rangeProblem({ from: '', to: '2024-01-01' })).toBe('invalidDate');
  });
});
