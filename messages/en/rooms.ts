export const rooms = {};
