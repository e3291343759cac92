import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/presentation/i18n/relativeTime';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [10, 'now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [86_400, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [14 * 86_400, '2 weeks ago'],
    [400 * 86_400, 'last year'],
  ])('%i s ago reads "%s" in English', (seconds, label) => {
    expect(relativeTime(ago(seconds), NOW, 'en')).toBe(label);
  });

  it('speaks Italian', () => {
    expect(relativeTime(ago(86_400), NOW, 'it')).toBe('ieri');
    expect(relativeTime(ago(5 * 60), NOW, 'it')).toBe('5 minuti fa');
  });

  it('says the future too (an event), and nothing for a date that is none', () => {
    expect(relativeTime(new Date(NOW + 2 * 86_400 * 1000).toISOString(), NOW, 'en')).toBe('in 2 days');
    expect(relativeTime('soon', NOW, 'en')).toBe('');
  });
});
