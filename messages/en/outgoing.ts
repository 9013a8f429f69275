// Texts the server writes for people away from the screens: the WhatsApp reminder a resident receives,
// the password-reset mail and the mail to the old address of a changed e-mail. Plain text, filled in on the server; never sent to the browser.
export const outgoing = {
  // amount: digits with thousands separators.
  reminder: {
    text: "Dear {name}, this is a reminder that PKR {amount} is due from you. Please pay at your earliest convenience. Thank you.",
    textForMonths:
      "Dear {name}, this is a reminder that PKR {amount} is due from you for {months}. Please pay at your earliest convenience. Thank you.",
    listSeparator: ", ",
    lastOfList: "{list} and {last}",
    // What the amount is for, when more than rent is owed (docs/bills.md, B5): "rent October 2026 12,000, mess October 2026 3,000".
    textForItems:
      "Dear {name}, this is a reminder that PKR {amount} is due from you: {items}. Please pay at your earliest convenience. Thank you.",
    item: "{label} {amount}",
    rent: "rent",
  },
  resetMail: {
    subject: "{hostel}: reset your password",
    text: "Hello {name},\n\nSomeone asked to reset the password of your {hostel} admin account.\nOpen this link within one hour to choose a new password:\n\n{link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.\n",
  },
  // To the old address when an account's e-mail is changed. when: date and time on the hostel's clock.
  emailChangedMail: {
    subject: "{hostel}: the e-mail of your account was changed",
    text: "Hello {name},\n\nThe e-mail of your account at {hostel} was changed to {email} by {admin} on {when}.\n\nThis address no longer receives the mails of the panel. If you did not expect this change, tell an owner of the panel at once.\n",
  },
};
