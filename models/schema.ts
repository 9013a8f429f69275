// Every table, for the db client and drizzle-kit.
export * from "./users";
export * from "./students";
export * from "./rooms";
export * from "./bookings";
export * from "./employees";
export * from "./salaries";
export * from "./maintenance";
export * from "./histories";
export * from "./requests";
export * from "./ledger";
export * from "./bills";
export * from "./expenses";
export * from "./shared";
export * from "./register";
