import type { Route } from '../Route';
import { accountsRoutes } from './accountsRoutes';
import { analyticsRoutes } from './analyticsRoutes';
import { authRoutes } from './authRoutes';
import { chatAccessRoutes } from './chatAccessRoutes';
import { chatRoutes } from './chatRoutes';
import { contentsRoutes } from './contentsRoutes';
import { couponsRoutes } from './couponsRoutes';
import { creativityRoutes } from './creativityRoutes';
import { demoControlRoutes } from './demoControlRoutes';
import { engagementRoutes } from './engagementRoutes';
import { membershipsRoutes } from './membershipsRoutes';
import { networksRoutes } from './networksRoutes';
import { notificationsRoutes } from './notificationsRoutes';
import { reactionsRoutes } from './reactionsRoutes';
import { scaleControlRoutes } from './scaleControlRoutes';
import { subscriptionsRoutes } from './subscriptionsRoutes';
import { surveyRoutes } from './surveyRoutes';
import { telemetryRoutes } from './telemetryRoutes';
import { uploadsRoutes } from './uploadsRoutes';

/** Every call of api-contract.md plus the demo-control endpoints. Order matters only inside an area. */
export const ALL_ROUTES: readonly Route[] = [
  ...demoControlRoutes,
  ...scaleControlRoutes,
  ...networksRoutes,
  ...authRoutes,
  ...membershipsRoutes,
  ...accountsRoutes,
  ...contentsRoutes,
  ...reactionsRoutes,
  ...uploadsRoutes,
  ...notificationsRoutes,
  ...couponsRoutes,
  ...chatRoutes,
  ...chatAccessRoutes,
  ...creativityRoutes,
  ...surveyRoutes,
  ...analyticsRoutes,
  ...engagementRoutes,
  ...subscriptionsRoutes,
  ...telemetryRoutes,
];
