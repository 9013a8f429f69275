export const server = {};
