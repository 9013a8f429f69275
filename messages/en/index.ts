// The English catalogue: the spec's texts exactly as written. One file per area of the panel.
import { common } from "./common";
import { shell } from "./shell";
import { auth } from "./auth";
import { profile } from "./profile";
import { dashboard } from "./dashboard";
import { customers } from "./customers";
import { rooms } from "./rooms";
import { bookings } from "./bookings";
import { stay } from "./stay";
import { extras } from "./extras";
import { payments } from "./payments";
import { receipts } from "./receipts";
import { receiptsList } from "./receipts-list";
import { dues } from "./dues";
import { occupancy } from "./occupancy";
import { audit } from "./audit";
import { employees } from "./employees";
import { salaries } from "./salaries";
import { maintenance } from "./maintenance";
import { histories } from "./histories";
import { settings } from "./settings";
import { electricity } from "./electricity";
import { expenses } from "./expenses";
import { reports } from "./reports";
import { server } from "./server";
import { outgoing } from "./outgoing";
import { register } from "./register";

export const en = {
  common,
  shell,
  auth,
  profile,
  dashboard,
  customers,
  rooms,
  bookings,
  stay,
  extras,
  payments,
  receipts,
  receiptsList,
  dues,
  occupancy,
  audit,
  employees,
  salaries,
  maintenance,
  histories,
  settings,
  electricity,
  expenses,
  reports,
  server,
  outgoing,
  register,
};
