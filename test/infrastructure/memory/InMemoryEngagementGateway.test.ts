import { describe, expect, it } from 'vitest';
import { InMemoryEngagementGateway } from '../../../src/infrastructure/memory/InMemoryEngagementGateway';

describe('InMemoryEngagementGateway', () => {
  it('answers what was set per metric, and empty data otherwise', async () => {
    const engagement = new InMemoryEngagementGateway();
    engagement.series.set('users', { total: 3, series: [{ date: '2024-01-01', value: 3 }] });
    const range = { from: '2024-01-01', to: '2024-01-31' };

    await expect(engagement.timeSeries('users', range)).resolves.toEqual({ total: 3, series: [{ date: '2024-01-01', value: 3 }] });
    await expect(engagement.timeSeries('sessions', range)).resolves.toEqual({ total: 0, series: [] });
    await expect(engagement.ranking('most-messages', range)).resolves.toEqual([]);
  });
});
