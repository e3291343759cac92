import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { SurveyGateway } from '../../application/ports/SurveyGateway';
import type { Session } from '../../application/session/Session';
import { orderSurveys, surveyStanding, type Survey, type SurveyStanding } from '../../domain/surveys/Survey';
import { errorMessageOf } from '../kit/errorMessage';
import { Lifetime } from '../kit/Lifetime';
import { watchViewer } from '../kit/watchViewer';
import type { I18n } from '../i18n/I18n';

/** A survey as the list shows it. */
export interface SurveyListItem {
  id: string;
  title: string;
  description: string | null;
  standing: SurveyStanding;
  /** "Open", "Answered" or "Closed". */
  standingLabel: string;
  /** "Closes on 24 November 2026", "Closed on …" or "No closing date". */
  closing: string;
  questionCount: string;
  /** Only an open survey, not answered yet, is answered from the list. */
  answerable: boolean;
}

/** Where a survey closes or closed, in the reader's words. */
export function closingLabel(survey: Pick<Survey, 'closesAt'>, standing: SurveyStanding, i18n: I18n): string {
  if (!survey.closesAt) return i18n.t('surveys.noClosingDate');
  return i18n.t(standing === 'closed' ? 'surveys.closedOn' : 'surveys.closesOn', { date: i18n.formatDate(survey.closesAt) });
}

/** "1 question", "5 questions". */
export function questionCountLabel(count: number, i18n: I18n): string {
  return count === 1 ? i18n.t('surveys.questionCount.one') : i18n.t('surveys.questionCount.other', { count });
}

/**
 * `/:slug/surveys`: the network's surveys, open ones first with their closing date, answered ones
 * marked, closed ones shown but not answerable. Read again when the visitor signs in or out (answered is theirs).
 */
export class SurveysPresenter {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  failure = '';
  private surveys: Survey[] = [];
  private readonly lifetime = new Lifetime();

  constructor(
    private readonly gateway: Pick<SurveyGateway, 'surveys'>,
    private readonly session: Pick<Session, 'networkId' | 'membership'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<SurveysPresenter, 'gateway' | 'session' | 'clock' | 'i18n' | 'lifetime'>(
      this,
      { gateway: false, session: false, clock: false, i18n: false, lifetime: false },
      { autoBind: true },
    );
  }

  /** The page's own name in the tab: "Surveys · network". */
  get pageTitle(): string {
    return this.i18n.t('surveys.title');
  }

  get isGuest(): boolean {
    return this.session.membership === null;
  }

  get items(): SurveyListItem[] {
    const now = this.clock.now();
    return orderSurveys(this.surveys, now).map((survey) => {
      const standing = surveyStanding(survey, now);
      return {
        id: survey.id,
        title: survey.title,
        description: survey.description,
        standing,
        standingLabel: this.i18n.t(`surveys.standing.${standing}`),
        closing: closingLabel(survey, standing, this.i18n),
        questionCount: questionCountLabel(survey.questions.length, this.i18n),
        answerable: standing === 'open',
      };
    });
  }

  mount(): () => void {
    this.lifetime.begin();
    const stopWatchingViewer = watchViewer(this.session, () => void this.load());
    return () => {
      stopWatchingViewer();
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  retryClicked(): void {
    void this.load();
  }

  private async load(): Promise<void> {
    const networkId = this.session.networkId;
    if (!networkId) return;
    const signal = this.lifetime.signal;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const surveys = await this.gateway.surveys(networkId);
      if (signal.aborted) return;
      runInAction(() => {
        this.surveys = surveys;
        this.status = 'ready';
      });
    } catch (error) {
      if (signal.aborted) return;
      runInAction(() => {
        this.status = 'failed';
        this.failure = errorMessageOf(error, this.i18n);
      });
    }
  }
}
