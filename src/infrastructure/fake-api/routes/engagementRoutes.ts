import {
  RANKING_METRICS,
  TIME_SERIES_METRICS,
  type RankingEntry,
  type RankingMetric,
  type TimeSeries,
  type TimeSeriesMetric,
} from '../../../domain/manage/Engagement';
import { fail, forbidden } from '../FakeApiError';
import { data, type Route, type RouteContext } from '../Route';
import { stableNumber } from '../rules/deterministic';
import { engagementOnDay } from '../rules/engagementSeries';
import { FieldProblems, isIsoDate } from '../rules/validation';
import { analyticsKey, type AnalyticsAction } from './analyticsRoutes';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;
/** The contract: at most ten entries, highest first. */
const RANKING_SIZE = 10;

function readRange(context: RouteContext): string[] {
  const from = context.query.get('from') ?? '';
  const to = context.query.get('to') ?? '';
  const problems = new FieldProblems();
  if (!isIsoDate(from)) problems.add('from', 'The start date must be written as YYYY-MM-DD.');
  if (!isIsoDate(to)) problems.add('to', 'The end date must be written as YYYY-MM-DD.');
  problems.throwIfAny();
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end < start) fail(422, 'ValidationError', 'The start date must not be after the end date.', { fields: { from: 'After the end date.' } });
  const days = Math.round((end - start) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) fail(422, 'ValidationError', 'The period can be at most one year.', { fields: { to: 'Too far from the start date.' } });
  return Array.from({ length: days }, (_, index) => new Date(start + index * DAY_MS).toISOString().slice(0, 10));
}

function timeSeries(context: RouteContext, metric: TimeSeriesMetric, dates: string[]): TimeSeries {
  const networkId = context.network.customization.id;
  // The days this network really announced something (its seeded and new announcements) spike too.
  const announced = new Set(
    context.state.contents.filter((content) => content.networkId === networkId && content.type === 'announcement').map((content) => content.createdAt.slice(0, 10)),
  );
  // Coupon downloads: the living network's, plus the codes really handed out that day (seeded and in this demo).
  const downloads = new Map<string, number>();
  if (metric === 'coupons-download') {
    for (const code of context.state.coupons.filter((coupon) => coupon.networkId === networkId).flatMap((coupon) => coupon.codes)) {
      const day = code.downloadedAt.slice(0, 10);
      downloads.set(day, (downloads.get(day) ?? 0) + 1);
    }
  }
  const series = dates.map((date) => ({ date, value: engagementOnDay(networkId, metric, date, announced) + (downloads.get(date) ?? 0) }));
  return { total: series.reduce((sum, point) => sum + point.value, 0), series };
}

function ranking(context: RouteContext, metric: RankingMetric, days: number): RankingEntry[] {
  const { state } = context;
  const networkId = context.network.customization.id;
  // Seeded history scaled to the period, plus whatever people really did in this demo.
  const history = (id: string, min: number, max: number) => Math.round((stableNumber(`${metric}|${id}`, min, max) * days) / 30);
  const counted = (action: AnalyticsAction, type: string, id: string) => state.analytics[analyticsKey(networkId, action, type, id)] ?? 0;
  const contents = state.contents.filter((content) => content.networkId === networkId);
  const members = state.memberships.filter((member) => member.networkId === networkId);
  const memberLabel = (member: (typeof members)[number]) => {
    const name = `${member.firstName} ${member.lastName}`.trim();
    return name || state.users.find((user) => user.id === member.userId)?.email || member.id;
  };
  let entries: RankingEntry[];
  switch (metric) {
    case 'most-viewed-contents':
      entries = contents.map((content) => ({ id: content.id, label: content.title, value: history(content.id, 20, 400) + counted('view', 'content', content.id) }));
      break;
    case 'most-shared-contents':
      entries = contents.map((content) => ({ id: content.id, label: content.title, value: history(content.id, 0, 40) + counted('share', 'content', content.id) }));
      break;
    case 'most-clicked-through': {
      const banners = state.creativities.filter((record) => record.networkId === networkId);
      entries = [
        ...banners.map((record) => ({
          id: record.creativity.id,
          label: record.creativity.title ?? 'Banner',
          value: history(record.creativity.id, 10, 150) + counted('click', 'creativity', record.creativity.id) + counted('redeem', 'creativity', record.creativity.id),
        })),
        ...contents.map((content) => ({ id: content.id, label: content.title, value: history(content.id, 0, 60) + counted('click', 'content', content.id) })),
      ];
      break;
    }
    case 'most-active-participants':
      entries = members.map((member) => ({
        id: member.id,
        label: memberLabel(member),
        value: history(member.id, 1, 30) + 3 * state.comments.filter((comment) => comment.creatorId === member.id).length,
      }));
      break;
    case 'most-messages':
      entries = members.map((member) => ({ id: member.id, label: memberLabel(member), value: history(member.id, 0, 120) }));
      break;
  }
  return entries.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label)).slice(0, RANKING_SIZE);
}

export const engagementRoutes: Route[] = [
  {
    method: 'GET',
    path: '/analytics/engagement/{metric}',
    auth: 'required',
    handle: (context) => {
      const metric = context.param('metric');
      const isSeries = (TIME_SERIES_METRICS as readonly string[]).includes(metric);
      const isRanking = (RANKING_METRICS as readonly string[]).includes(metric);
      if (!isSeries && !isRanking) fail(404, 'UnknownMetric', `There is no engagement metric called '${metric}'.`);
      if (context.member().role !== 'network_manager') forbidden('Only network managers can see engagement statistics.');
      const dates = readRange(context);
      if (isSeries) return data(timeSeries(context, metric as TimeSeriesMetric, dates));
      return data(ranking(context, metric as RankingMetric, dates.length));
    },
  },
];
