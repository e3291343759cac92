// The memory profile may wire in-memory adapters; planted on purpose, it also reaches into the fake back end.
import { plantedSeed } from '../infrastructure/fake-api/seed/PlantedSeed';
import { plantedDouble } from '../infrastructure/memory/PlantedDouble';

export const plantedMemoryProfile = [plantedDouble.name, ...plantedSeed.networks];
