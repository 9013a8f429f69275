// Value lists shared by the tables, the zod schemas and the form selects: each list is written once,
// in models/values/ by subject. A screen's code imports only the files whose lists it uses, so no
// screen carries every list (docs/benchmarks.md, first-load JS); this file names them all.

export { STUDENT_GENDERS, EMPLOYEE_GENDERS, EMPLOYEE_TYPES } from "./values/people";
export { ROOM_NUMBERS, VIP_ROOM_NUMBERS, ROOM_TYPES, FLOORS, FACILITIES } from "./values/rooms";
export {
  DURATION_TYPES,
  PAYMENT_MODES,
  STAY_STATUSES,
  LIVE_STAY_STATUSES,
  CLOSED_STAY_STATUSES,
  CHARGE_KINDS,
  CHARGE_SOURCES,
  CHARGE_TYPE_KINDS,
  SYSTEM_CHARGE_TYPES,
  RENT_CHARGE_KINDS,
} from "./values/stays";
export { ACCESS_LEVELS, AUDIT_ENTITIES } from "./values/access";
export { ID_TYPES } from "./values/identity";
export { MAINTENANCE_TYPES, MAINTENANCE_PAYMENT_METHODS, MAINTENANCE_STATUSES } from "./values/maintenance";
export { LANGUAGES } from "./values/languages";

export const PAGE_SIZE = 10;
