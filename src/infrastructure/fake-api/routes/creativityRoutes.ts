import { data, type Route, type RouteContext } from '../Route';

function creativityFor(context: RouteContext, placement: 'banner' | 'welcome') {
  const record = context.state.creativities.find(
    (candidate) => candidate.networkId === context.network.customization.id && candidate.placement === placement,
  );
  return data(record ? { ...record.creativity } : null);
}

export const creativityRoutes: Route[] = [
  { method: 'GET', path: '/v2/creativity/banner', handle: (context) => creativityFor(context, 'banner') },
  { method: 'GET', path: '/v1/creativity/welcome', handle: (context) => creativityFor(context, 'welcome') },
];
