export const bookings = {};
