// The demo entry may start the demo back end; planted on purpose, it also loads the seed past that door, lazily as
// main.tsx loads the back end, so the fence is shown to see dynamic imports too.
import { startPlantedDemoBackend } from './infrastructure/fake-api/browser';

export const plantedEntry = [startPlantedDemoBackend(), () => import('./infrastructure/fake-api/seed/PlantedSeed')];
