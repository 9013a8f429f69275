// The rent ledger's pure functions: day arithmetic, monthly rent, allocation, check-out. See README.md.
export * from "./days";
export * from "./rent";
export * from "./ledger";
export * from "./settlement";
export * from "./check-out";
export * from "./one-bed";
export * from "./extras";
export * from "./electricity";
export * from "./profit";
