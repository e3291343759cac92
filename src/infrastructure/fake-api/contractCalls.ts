import { callName } from './routeRunner';
import { ALL_ROUTES } from './routes/allRoutes';

/** The contract's calls by name ('GET /v2/contents'), for the failingCall scenario and its picker. */
export const CONTRACT_CALLS: readonly string[] = ALL_ROUTES.filter((route) => !route.control).map(callName);
