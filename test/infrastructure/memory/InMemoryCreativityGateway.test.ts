import { describe, expect, it } from 'vitest';
import { InMemoryCreativityGateway } from '../../../src/infrastructure/memory/InMemoryCreativityGateway';

describe('InMemoryCreativityGateway', () => {
  it('answers the banner and the welcome it holds, as copies', async () => {
    const creativity = new InMemoryCreativityGateway();
    creativity.bannerCreativity = { id: 'b1', imageUrl: 'https://ads.example/b.png', linkUrl: null, title: 'Banner' };

    const banner = await creativity.banner();
    expect(banner).toEqual(creativity.bannerCreativity);
    expect(banner).not.toBe(creativity.bannerCreativity);
    await expect(creativity.welcome()).resolves.toBeNull();
    expect(creativity.calls.map((call) => call.method)).toEqual(['banner', 'welcome']);
  });
});
