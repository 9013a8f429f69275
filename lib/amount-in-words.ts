// Rupees in words as Pakistani receipts write them: thousand, lakh (1,00,000) and crore (1,00,00,000).

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 0 to 99: "fifteen", "ninety-nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[n / 10]!;
}

/** 1 to 999: "nine hundred ninety-nine". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A positive whole number: crores (which may themselves run to thousands), lakhs, thousands, the rest. */
function words(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crore ? `${words(crore)} crore` : "",
    lakh ? `${belowHundred(lakh)} lakh` : "",
    thousand ? `${belowHundred(thousand)} thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** 150000 → "One lakh fifty thousand rupees only". Whole rupees, 0 or more. */
export function amountInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount of whole rupees: ${amount}`);
  const text = amount === 0 ? "zero" : words(amount);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${amount === 1 ? "rupee" : "rupees"} only`;
}
