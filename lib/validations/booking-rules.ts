// The limits of a booking's terms that the booking forms show in the browser without loading zod
// (./bookings.ts applies them in its schemas).

/** The longest duration a booking may have, in its unit (days, weeks or months); also the most paid months. */
export const MAX_DURATION = 1000;
