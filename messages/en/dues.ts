export const dues = {};
