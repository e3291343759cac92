/** The coupons feature's public face: what other features (the manager area) may use of it. */
export { ManageCouponsPage } from './ManageCouponsPage';
