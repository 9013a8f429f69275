export const payments = {
  record: {
    button: "Record payment",
    title: "Record payment",
    owes: "{name} owes <amount>{owed}</amount> today.",
    owesNothing: "{name} owes nothing today.",
    fields: {
      amount: "Amount",
      date: "Date",
      dateHint: "DD-MM-YYYY, today or earlier",
      mode: "Mode",
      reference: "Reference",
      referenceHint: "Bank or wallet transaction ID",
      allowDuplicateReference: "This is a second payment with the same reference: record it anyway.",
      note: "Note",
    },
    save: "Save payment",
    recorded: "Payment recorded",
    recordedDescription: "{receiptNo}: {amount}",
    printReceipt: "Print receipt",
    failed: "Failed to record the payment. Please try again.",
  },
};
