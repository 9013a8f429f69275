export const employees = {};
