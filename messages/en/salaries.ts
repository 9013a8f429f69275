export const salaries = {};
