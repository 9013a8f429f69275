// Every table, for the db client and drizzle-kit.
export * from "./users";
