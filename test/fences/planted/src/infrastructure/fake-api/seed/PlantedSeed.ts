export const plantedSeed = { networks: [] as string[] };
