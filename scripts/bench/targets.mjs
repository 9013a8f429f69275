// The first-load JavaScript targets (docs/benchmarks.md), shared by pages.mjs and run.mjs: 150 kB on
// /Sign-in, 190 kB on the forms (add, edit, check-out and the other auth screens), 160 kB on every other
// screen (lists, views, prints, the dashboard).
export const jsLimit = (screen) => (screen === "/Sign-in" ? 150 : /^\/(Sign-up|forget-password|reset-password)|\/(add-|edit-|check-out\/)/.test(screen) ? 190 : 160);
