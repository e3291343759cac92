// Planted on purpose: the domain must never import an adapter. The fence test expects this to fail.
import { leakyAdapter } from '../infrastructure/LeakyAdapter';

export const planted = leakyAdapter.name;
