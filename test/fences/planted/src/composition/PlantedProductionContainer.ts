// Planted on purpose: the production composition must never bind an in-memory test double.
import { plantedDouble } from '../infrastructure/memory/PlantedDouble';

export const plantedProductionBinding = plantedDouble.name;
