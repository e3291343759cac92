import { makeObservable, observable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { RandomSource } from '../../application/ports/RandomSource';
import type { WindowSignals } from '../../application/ports/WindowSignals';
import { ON_DEMAND, RepeatingRequest } from '../../application/timing/RepeatingRequest';
import type { ContentsPresenter } from './ContentsPresenter';

/**
 * The feed's "N new" check when the window regains focus (WindowSignals), by the app's one back-off rule (RepeatPolicy):
 * no sooner than 4 s after the last answer nor during a back-off (a focus meanwhile is checked once the rule
 * allows), and no more once the server refuses (401 after the token refresh, 403) until the member's retry. It
 * comes with the feed's extras (a chunk after the first screen), so the first load does not carry the rule.
 */
export class NewerContentsCheck {
  /** The server refused the check: the feed says so, with a retry. */
  refused = false;
  private readonly checking: RepeatingRequest;

  constructor(
    feed: Pick<ContentsPresenter, 'refetchNewest'>,
    clock: Pick<Clock, 'now' | 'schedule'>,
    random: Pick<RandomSource, 'fraction'>,
    private readonly focus: Pick<WindowSignals, 'onFocus'>,
  ) {
    this.checking = new RepeatingRequest(
      clock,
      random,
      ON_DEMAND,
      async () => {
        await feed.refetchNewest();
        runInAction(() => (this.refused = false));
        return 'answered';
      },
      () => runInAction(() => (this.refused = true)),
    );
    makeObservable(this, { refused: observable });
  }

  /** Checks on each focus of the window while the feed is shown. */
  mount(): () => void {
    const stopListening = this.focus.onFocus(() => this.windowFocused());
    return () => {
      stopListening();
      this.pause();
    };
  }

  windowFocused(): void {
    this.checking.ask();
  }

  retryClicked(): void {
    void this.checking.now();
  }

  /** The feed went away: nothing waits to be checked (a focus when it is back asks again). */
  pause(): void {
    this.checking.pause();
  }
}
