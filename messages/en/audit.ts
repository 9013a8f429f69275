export const audit = {};
