export const plantedDouble = { name: 'in-memory adapter' };
