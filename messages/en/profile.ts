export const profile = {};
