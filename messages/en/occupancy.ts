export const occupancy = {};
