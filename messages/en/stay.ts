export const stay = {};
