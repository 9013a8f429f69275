export const maintenance = {};
