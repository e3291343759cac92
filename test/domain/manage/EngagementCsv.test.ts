import { describe, expect, it } from 'vitest';
import type { TimeSeries, TimeSeriesMetric } from '../../../src/domain/manage/Engagement';
import { csvField, engagementCsv, rankingCsv } from '../../../src/domain/manage/EngagementCsv';

describe('engagementCsv', () => {
  it('has a header of date and the metrics, then one row per day of the range, an unanswered metric left empty', () => {
    const series = new Map<TimeSeriesMetric, TimeSeries>([
      ['users', { total: 6, series: [{ date: '2024-02-28', value: 1 }, { date: '2024-02-29', value: 2 }, { date: '2024-03-01', value: 3 }] }],
      ['sessions', { total: 9, series: [{ date: '2024-02-29', value: 9 }] }],
    ]);

    expect(engagementCsv({ from: '2024-02-28', to: '2024-03-01' }, ['users', 'sessions', 'survey'], series)).toBe(
      'date,users,sessions,survey\r\n2024-02-28,1,,\r\n2024-02-29,2,9,\r\n2024-03-01,3,,\r\n',
    );
  });
});

describe('rankingCsv', () => {
  it('ranks the entries and escapes labels with commas, quotes and line breaks', () => {
    expect(
      rankingCsv([
        { id: 'c1', label: 'Race day, 10K', value: 40 },
        { id: 'c2', label: 'The "long" run', value: 12 },
        { id: 'c3', label: 'Two\nlines', value: 1 },
      ]),
    ).toBe('rank,id,label,value\r\n1,c1,"Race day, 10K",40\r\n2,c2,"The ""long"" run",12\r\n3,c3,"Two\nlines",1\r\n');
  });

  it('leaves plain fields as they are', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12)).toBe('12');
    expect(csvField(-3)).toBe('-3');
  });

  it.each([
    ['=HYPERLINK("https://evil.example","Click")', `"'=HYPERLINK(""https://evil.example"",""Click"")"`],
    ['+1 more', "'+1 more"],
    ['-sale-', "'-sale-"],
    ['@everyone', "'@everyone"],
    ['\tTabbed', "'\tTabbed"],
  ])('keeps a spreadsheet from running %j as a formula', (label, field) => {
    expect(csvField(label)).toBe(field);
  });
});
