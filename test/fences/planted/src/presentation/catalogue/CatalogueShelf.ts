export const shelf = ['tea', 'coffee'];
