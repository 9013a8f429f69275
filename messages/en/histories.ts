export const histories = {};
