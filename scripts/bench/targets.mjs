// The first-load JavaScript targets (docs/benchmarks.md), shared by pages.mjs and run.mjs: 150 kB on
// /Sign-in, 190 kB on the forms (add, edit, check-out, the other auth screens, and the settings, profile,
// administrators and meter-readings screens, which are forms), 160 kB on every other screen (lists, views,
// prints, the dashboard).
/** Lighthouse mobile (median of its runs) on every screen: performance at least this, total blocking time at most this. */
export const LIGHTHOUSE_PERFORMANCE = 90;
export const TOTAL_BLOCKING_MS = 200;

export const jsLimit = (screen) =>
  screen === "/Sign-in"
    ? 150
    : /^\/(Sign-up|forget-password|reset-password|settings|profile|administrators|electricity$)|\/(add-|edit-|check-out\/)/.test(screen)
      ? 190
      : 160;
