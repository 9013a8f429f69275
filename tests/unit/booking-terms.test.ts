import { termProblemTexts } from "@/lib/validations/booking-rules";

describe("termProblemTexts: the booking figures the server refuses, worded as it refuses them", () => {
  test("an advance above the total", () => {
    expect(termProblemTexts({ total: 6000, advance: 6000 })).toEqual({});
    expect(termProblemTexts({ total: 6000, advance: 6001 })).toEqual({
      advancedPayment: "Advanced payment cannot be more than the total payment of PKR 6,000",
    });
  });

  test("a total cut below what was paid", () => {
    expect(termProblemTexts({ total: 9000, paid: 12000 })).toEqual({
      durationValue: "PKR 12,000 has already been paid, more than the new total payment of PKR 9,000.",
    });
  });

  test("a payment above what is left, or any payment once all is paid", () => {
    expect(termProblemTexts({ total: 27000, paid: 1000, payment: 26000 })).toEqual({});
    expect(termProblemTexts({ total: 27000, paid: 1000, payment: 26001 })).toEqual({
      paymentAmount: "Payment cannot be more than the remaining amount of PKR 26,000",
    });
    expect(termProblemTexts({ total: 9000, paid: 9000, payment: 1 })).toEqual({ paymentAmount: "This booking is already fully paid" });
  });
});
