import { RateLimiter } from "./rate-limit";

const MINUTE = 60_000;
const loginMessage = "Too many sign-in attempts. Please wait 15 minutes and try again.";
const resetMessage = "Too many password reset requests. Please wait and try again later.";

// Failed sign-ins, per account and per address.
export const loginFailuresByAccount = new RateLimiter(5, 15 * MINUTE, loginMessage);
export const loginFailuresByAddress = new RateLimiter(20, 15 * MINUTE, loginMessage);
export const resetRequestsByAccount = new RateLimiter(3, 60 * MINUTE, resetMessage);
export const resetRequestsByAddress = new RateLimiter(10, 15 * MINUTE, resetMessage);
