export const customers = {};
