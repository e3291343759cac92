export const leakyAdapter = { name: 'adapter' };
