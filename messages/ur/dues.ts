import type { Messages } from "../shape";

export const dues: Messages["dues"] = {};
