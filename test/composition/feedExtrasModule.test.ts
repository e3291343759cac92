import { describe, expect, it } from 'vitest';
import { bindFeedExtrasModule } from '../../src/composition/feedExtrasModule';
import { createMemoryContainer } from '../../src/composition/createMemoryContainer';
import { FEED_EXTRAS_PRESENTERS } from '../../src/presentation/content/feedExtrasTokens';
import { NewerContentsCheck } from '../../src/presentation/content/NewerContentsCheck';
import type { PresenterFactory } from '../../src/presentation/tokens';

type CheckFactory = PresenterFactory<NewerContentsCheck, [feed: { refetchNewest(): Promise<void> }]>;

describe('bindFeedExtrasModule', () => {
  it('binds the "N new" check the feed extras get with usePresenter, one per feed view', async () => {
    const container = createMemoryContainer();
    bindFeedExtrasModule(container);
    let asked = 0;
    const feed = { refetchNewest: async () => void asked++ };
    const make = container.get<CheckFactory>(FEED_EXTRAS_PRESENTERS.NewerContentsCheck);
    const check = make(feed);
    expect(check).toBeInstanceOf(NewerContentsCheck);
    expect(make(feed)).not.toBe(check);
    check.retryClicked();
    await expect.poll(() => asked).toBe(1);
  });

  it('keeps a binding made before it loads (QA, tests)', () => {
    const container = createMemoryContainer();
    const scripted: CheckFactory = () => ({}) as NewerContentsCheck;
    container.bind(FEED_EXTRAS_PRESENTERS.NewerContentsCheck).toConstantValue(scripted);
    bindFeedExtrasModule(container);
    expect(container.get(FEED_EXTRAS_PRESENTERS.NewerContentsCheck)).toBe(scripted);
  });
});
