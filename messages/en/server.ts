import { fieldLabels } from "./field-labels";
import { fieldTexts } from "./field-texts";
import { validationTexts, valueKinds } from "./validation";

// The texts the server answers with, word for word as the API sends them (its contract), by code: an
// answer carries a message's code and variable parts beside its English text, and the screens show
// the code's text in their language (messages/ur/server.ts). "{name}" stands for a variable part; a
// "{label}" part is a field's name, a key of `fieldLabels`. The validation rules' messages, which the
// browser writes too, live in their own small modules (./field-texts.ts, ./validation.ts,
// ./field-labels.ts) and are spread in here.
export const server = {
  // The messages of the shared validation rules: a field's, and the others.
  ...fieldTexts,
  ...validationTexts,

  // Successful answers.
  loginSuccessful: "Login successful!",
  registrationSuccessful: "Registration successful!",
  loggedOut: "Logged out",
  passwordResetSuccessful: "Password reset successful",
  resetLinkSent: "If an account exists for this email, a password reset link has been sent to it.",
  accountUpdated: "Account updated successfully!",
  accountDeleted: "Account deleted successfully!",
  studentCreated: "Student created successfully!",
  studentUpdated: "Student updated successfully!",
  studentDeleted: "Student deleted successfully!",
  roomCreated: "Room created successfully!",
  roomUpdated: "Room updated successfully!",
  roomDeleted: "Room deleted successfully!",
  bookingCreated: "Booking created successfully!",
  bookingUpdated: "Booking updated successfully!",
  bookingDeleted: "Booking deleted successfully!",
  staffCreated: "Staff member created successfully!",
  staffUpdated: "Staff member updated successfully!",
  staffDeleted: "Staff member deleted successfully!",
  workerCreated: "Worker created successfully!",
  workerUpdated: "Worker updated successfully!",
  workerDeleted: "Worker deleted successfully!",
  salaryCreated: "Salary created successfully!",
  salaryUpdated: "Salary updated successfully!",
  salaryDeleted: "Salary deleted successfully!",
  maintenanceCreated: "Maintenance created successfully!",
  maintenanceUpdated: "Maintenance updated successfully!",
  maintenanceDeleted: "Maintenance deleted successfully!",
  historyCreated: "History created successfully!",
  historyUpdated: "History updated successfully!",
  historyDeleted: "History deleted successfully!",

  // The HTTP layer (lib/server/http, lib/browser/api-client.ts, proxy.ts).
  signInToContinue: "Please sign in to continue.",
  notAllowed: "You are not allowed to do this.",
  notFound: "Not found.",
  noSuchEndpoint: "No such API endpoint.",
  otherSiteRequest: "Requests from other sites are not accepted.",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 255 visible characters.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  requestStillRunning: "The same request is still being processed. Wait a moment and reload.",
  invalidInput: "Invalid input.",
  somethingWentWrong: "Something went wrong",
  // A database refusal of a value a schema let through (lib/server/http/route.ts), and the ledger's triggers.
  valueOutOfRange: "A value is out of range.",
  valueNotValid: "A value is not valid: check the numbers and dates.",
  recordAlreadyExists: "A record with these details already exists.",
  valueNotAllowed: "A value is not allowed for this record.",
  recordLinked: "This record is linked to a record that is missing or still in use.",
  moneyRecordFixed: "This money record cannot be changed: void it or post an adjustment.",
  sendJson: "Send the request body as application/json.",
  bodyTooLarge: "The request body is too large.",
  bodyNotJson: "The request body is not valid JSON.",
  bodyNotObject: "The request body must be a JSON object.",
  sendMultipart: "Send the record as multipart/form-data.",
  formUnreadable: "The form data could not be read.",
  staleRecord: "This record was changed by someone else. Reload it to see the changes.",
  serverUnreachable: "Could not reach the server. Check your connection and try again.",
  // Pictures (lib/server/uploads.ts).
  pictureTooLarge: "The picture must be at most 5 MB.",
  pictureWrongType: "Only PNG, JPEG, WebP or GIF pictures can be uploaded.",
  pictureTooManyPixels: "The picture is {width} × {height} pixels: at most 40 megapixels can be uploaded.",
  pictureNotFound: "Picture not found",
  pictureUnreadable: "The picture could not be read: it may be damaged. Choose another file.",

  // Accounts and signing in.
  registrationClosed: "Registration is closed. Ask an administrator to create your account.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please ask for a new one.",
  accountEmailTaken: "An account with this email already exists.",
  wrongCredentials: "Invalid email or password",
  accountNotFound: "Account not found",
  lastAccount: "The last account cannot be deleted.",
  currentPasswordWrong: "The current password is wrong.",
  firstRunHereOnly:
    "Open the panel on the hostel's own computer to create the first administrator, or enter the setup code shown when the panel started.",
  signInThrottledSecond: "Too many failed sign-in attempts. Please wait {count} second and try again.",
  signInThrottledSeconds: "Too many failed sign-in attempts. Please wait {count} seconds and try again.",
  signInThrottledMinute: "Too many failed sign-in attempts. Please wait {count} minute and try again.",
  signInThrottledMinutes: "Too many failed sign-in attempts. Please wait {count} minutes and try again.",
  signInThrottledHour: "Too many failed sign-in attempts. Please wait {count} hour and try again.",
  signInThrottledHours: "Too many failed sign-in attempts. Please wait {count} hours and try again.",
  resetThrottledSecond: "Too many password reset requests. Please wait {count} second and try again.",
  resetThrottledSeconds: "Too many password reset requests. Please wait {count} seconds and try again.",
  resetThrottledMinute: "Too many password reset requests. Please wait {count} minute and try again.",
  resetThrottledMinutes: "Too many password reset requests. Please wait {count} minutes and try again.",
  resetThrottledHour: "Too many password reset requests. Please wait {count} hour and try again.",
  resetThrottledHours: "Too many password reset requests. Please wait {count} hours and try again.",

  // Customers.
  studentNotFound: "Student not found",
  customerHasBookingCount: "This customer still has {count} booking(s). Delete those bookings first.",
  customerHasBookings: "This customer still has bookings. Delete those bookings first.",
  idNumberTaken: "This ID number belongs to {name} already",
  cnicTaken: "This CNIC belongs to {name} already",

  // Rooms.
  roomNotFound: "Room not found",
  roomNumberTaken: "{room} already exists. Choose another room number.",
  roomNumberFixed: "The room number cannot be changed",
  roomCapacityBelowBookings: "{room} has {count} booking(s): its capacity cannot be less than {count}.",
  roomHasBookingCount: "{room} still has {count} booking(s). Delete or move those bookings first.",
  roomHasBookings: "This room still has bookings. Delete or move those bookings first.",
  roomFull: "{room} is full: no bed left",

  // Bookings.
  bookingNotFound: "Booking not found",
  selectedRoomMissing: "The selected room does not exist",
  selectedCustomerMissing: "The selected customer does not exist",
  totalTooLarge: "The total payment cannot be more than {amount}",
  openStayInAnotherRoom:
    "{name} already has an open stay in another room from {date}. Check him out, or give notice ending before this booking begins, first.",
  openStay:
    "{name} already has an open stay in {room} from {date}. Check him out, or give notice ending before this booking begins, first.",
  stayEnded: "This stay has ended: its room and dates can no longer change.",
  stayMovedRooms: "This stay has moved rooms: use Move room to change its room.",

  // Payments and the stay's course.
  paymentNotFound: "Payment not found",
  bookingCancelledNoPayments: "This booking was cancelled: it takes no payments.",
  receiptAlreadyVoid: "Receipt {receipt} is already void.",
  alreadyCheckedOut: "This booking is already checked out.",
  bookingCancelled: "This booking was cancelled.",
  noticeBeforeStart: "This stay has not begun: cancel it instead of giving notice.",
  checkOutBeforeStart: "This stay has not begun: cancel it instead of checking out.",
  noticeBeforeCheckIn: "Notice date cannot be before the check-in date",
  leaveBeforeNotice: "Leave date cannot be before the notice date",
  leaveBeforeLastMove: "Leave date cannot be before the last room move",
  leaveBeforeCheckIn: "Leave date cannot be before the check-in date",
  noNoticeToWithdraw: "This booking has no notice to withdraw.",
  onlyReservedCancel: "Only a reserved stay (check-in still ahead) can be cancelled.",
  moveBeforeLastMove: "The move must be after {date}, the day this stay moved into its room",
  moveAfterLeave: "The move cannot be after the leave date",
  rentChangeNeedsRent: "Monthly rent is required for a rent change in the same room",
  sameRoomAndRent: "This is already the stay's room and rent",

  // Reminders (lib/server/services/reminders.ts).
  owesNothing: "{name} owes nothing today.",

  // Staff, workers and salaries.
  staffNotFound: "Staff member not found",
  staffHasSalaries: "This staff member still has {count} salary record(s). Delete those salary records first.",
  workerNotFound: "Worker not found",
  workerHasSalaries: "This worker still has {count} salary record(s). Delete those salary records first.",
  salaryNotFound: "Salary not found",
  noWorkerWithId: "Employee not found: no worker has this id",
  noStaffWithId: "Employee not found: no staff has this id",
  salaryExists: "{name} already has a salary for {month}. Edit that one instead.",

  // Maintenance and histories.
  maintenanceNotFound: "Maintenance not found",
  historyNotFound: "History not found",
  historyExists: "There is already a history for {month}. Edit that one instead.",

  // Administrators' access and the stays' rules.
  noPermission: "You do not have permission to do this.",
  lastOwner: "The hostel needs at least one owner.",
  stayClosed: "This stay is closed. Its dates and money can no longer change.",
  closedStayKept: "A closed stay is kept as history.",
  chargedByFixed: "How this stay is charged cannot change once it has begun. Check it out and make a new booking.",
  checkInNotAfterToday: "This stay has begun: its check-in date cannot be after today.",
  checkInAfterNoticeLeave: "The check-in date cannot be after the leave date of this stay's notice.",
  checkInAfterFirstMove: "The check-in date cannot be on or after this stay's first room move.",
  noBedOn: "No bed left in {room} on {date}.",
  beyondReach: "{label} cannot be more than 366 days from today",
  moveAheadFirst: "A move to {room} is planned for {date}: withdraw it first.",
  noMoveAhead: "This stay has no move dated ahead to withdraw.",
  paymentTooEarly: "Payment date cannot be more than 31 days before the check-in date",
  referenceRepeated: "Reference {reference} was already recorded on {receiptNo}.",
  checkOutTooLarge: "The check-out cannot total more than {amount}",

  // The hostel's settings and charge types (lib/validations/settings.ts, lib/server/services/settings.ts).
  chargeTypeNotFound: "Charge type not found",
  chargeTypeNameTaken: 'A charge type named "{name}" already exists',
  systemTypeKindFixed: "{name} is needed by the panel: its kind cannot change",
  systemTypeAlwaysOn: "{name} is needed by the panel: it cannot be turned off",
  lateFeeAmountInSettings: "The late fee's amount is set under Late fee in the settings",
  roomChargesFromRooms: "Room charges come from each room's additional charges",
  roomChargesEveryMonth: "Room charges apply every month",
  chargeTypeKindInUse: "{name} has already been charged: its kind cannot change. Add a new charge type instead.",

  // Electricity by meter (lib/validations/readings.ts, lib/server/services/readings.ts).
  readingNotAfterLast: "{room} was last read on {date}: a new reading must be dated after that day.",
  readingBelowLast:
    "The reading cannot be less than the last one ({reading} on {date}). If the meter was replaced, say so and give the old meter's final reading.",
  oldMeterBelowLast: "The old meter's final reading cannot be less than its last reading ({reading} on {date}).",
  meterBillTooLarge: "The bill cannot be more than {amount}",
  readingNotFound: "Reading not found",
  readingAlreadyVoid: "This reading is already void.",
  readingNotLast: "Only the room's last reading can be voided.",

  // A stay's extras (lib/validations/extras.ts, lib/server/services/extras.ts).
  chooseMonthlyChargeType: "Choose a monthly charge type",
  chooseOneOffChargeType: "Choose a one-off charge type",
  startBeforeCheckIn: "Start date cannot be before the check-in date",
  endBeforeStart: "End date cannot be before the start date",
  subscriptionOverlaps: "This stay already has {name} from {date}: end it first.",
  subscriptionNotFound: "Subscription not found",
  cancelledTakesNoCharges: "This booking was cancelled: it takes no charges.",
  chargeBeforeCheckIn: "Charge date cannot be before the check-in date",
  chargeNotFound: "Charge not found",
  onlyLateFeeWaived: "Only a late fee can be waived.",
  onlyOneOffReversed: "Only a one-off charge or an electricity share can be reversed. A monthly extra changes with its subscription.",
  lateFeeAlreadyWaived: "This late fee is already waived.",
  chargeAlreadyReversed: "This charge is already reversed.",
  lateFeeNothingToWaive: "This late fee was already reversed: nothing is left to waive.",

  // The hostel's expenses (lib/validations/expenses.ts, lib/server/services/expenses.ts).
  expenseNotFound: "Expense not found",
  expenseCategoryNotInSettings: "Category must be one of the expense categories in the settings",
  expenseAlreadyVoid: "This expense is already void.",

  // The police register (lib/validations/register.ts, lib/server/services/register.ts).
  reportedOnBeforeCheckIn: "Reported on cannot be before the check-in ({date})",
  reportCancelledStay: "This booking was cancelled: it has no police report.",
  reportNotBegun: "This stay has not begun: its police report is due from its check-in day.",
  reportAlreadyRecorded: "The police report of this stay is already recorded. An owner can correct it.",
  reportMissing: "This stay has no police report yet.",

  valueKinds,
  fieldLabels,
};
