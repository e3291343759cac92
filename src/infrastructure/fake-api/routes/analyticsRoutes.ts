import { fail } from '../FakeApiError';
import { noContent, type Route, type RouteContext } from '../Route';

export type AnalyticsAction = 'view' | 'share' | 'click' | 'redeem';

export function analyticsKey(networkId: string, action: AnalyticsAction, subjectType: string, subjectId: string): string {
  return `${networkId}|${action}|${subjectType}|${subjectId}`;
}

function subjectExists(context: RouteContext, subjectType: string, subjectId: string): boolean {
  const networkId = context.network.customization.id;
  if (subjectType === 'content') {
    return context.state.contents.some((content) => content.id === subjectId && content.networkId === networkId);
  }
  return context.state.creativities.some((record) => record.creativity.id === subjectId && record.networkId === networkId);
}

/** Counts the event; the counters feed the engagement rankings, so a click in the demo shows up there. */
function record(context: RouteContext, action: AnalyticsAction, subjectType: string, subjectId: string) {
  if (subjectType !== 'content' && subjectType !== 'creativity') {
    fail(400, 'InvalidAnalyticsSubject', "The type must be 'content' or 'creativity'.");
  }
  if (!subjectExists(context, subjectType, subjectId)) fail(404, 'SubjectNotFound', 'There is nothing with this id to count.');
  const key = analyticsKey(context.network.customization.id, action, subjectType, subjectId);
  context.state.analytics[key] = (context.state.analytics[key] ?? 0) + 1;
  return noContent();
}

const event = (action: Exclude<AnalyticsAction, 'redeem'>): Route => ({
  method: 'POST',
  path: `/v2/analytics/${action}/{type}/{id}`,
  handle: (context) => record(context, action, context.param('type'), context.param('id')),
});

export const analyticsRoutes: Route[] = [
  event('view'),
  event('share'),
  event('click'),
  {
    method: 'POST',
    path: '/v2/analytics/promotion/{id}/redeem-it-click',
    // Promotions are the banner creativities that carry an offer.
    handle: (context) => record(context, 'redeem', 'creativity', context.param('id')),
  },
];
