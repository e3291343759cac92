import { creativityLink } from '../../../domain/ads/Creativity';
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

/**
 * A promotion is the network's welcome creativity when it carries a link the app follows (`creativityLink`): the
 * welcome dialog offers it with "Redeem it", whose click is counted here.
 */
function isPromotion(context: RouteContext, id: string): boolean {
  const networkId = context.network.customization.id;
  return context.state.creativities.some((record) => record.creativity.id === id && record.networkId === networkId && record.placement === 'welcome' && creativityLink(record.creativity) !== null);
}

/** Counts the event; the counters feed the engagement rankings, so a click in the demo shows up there. */
function record(context: RouteContext, action: AnalyticsAction, subjectType: string, subjectId: string) {
  if (subjectType !== 'content' && subjectType !== 'creativity') {
    fail(400, 'InvalidAnalyticsSubject', "The type must be 'content' or 'creativity'.");
  }
  if (!subjectExists(context, subjectType, subjectId)) fail(404, 'SubjectNotFound', 'There is nothing with this id to count.');
  count(context, action, subjectType, subjectId);
  return noContent();
}

function count(context: RouteContext, action: AnalyticsAction, subjectType: string, subjectId: string): void {
  const key = analyticsKey(context.network.customization.id, action, subjectType, subjectId);
  context.state.analytics[key] = (context.state.analytics[key] ?? 0) + 1;
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
    handle: (context) => {
      const id = context.param('id');
      if (!isPromotion(context, id)) fail(404, 'PromotionNotFound', 'This network has no promotion with this id.');
      count(context, 'redeem', 'creativity', id);
      return noContent();
    },
  },
];
