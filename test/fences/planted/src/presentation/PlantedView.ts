// Planted on purpose: presentation must never import an adapter.
import { leakyAdapter } from '../infrastructure/LeakyAdapter';

export const plantedView = leakyAdapter.name;
