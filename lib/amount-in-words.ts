import type { Locale } from "@/lib/i18n/locales";

// Rupees in words as Pakistani receipts write them: thousand, lakh (1,00,000) and crore (1,00,00,000).

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
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

/** How a language names a number's groups (grouped()). */
interface GroupNames {
  crore: string;
  lakh: string;
  thousand: string;
  belowHundred: (n: number) => string;
  belowThousand: (n: number) => string;
}

/** A positive whole number: crores (which may themselves run to thousands), lakhs, thousands, the rest. */
function grouped(n: number, names: GroupNames): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crore ? `${grouped(crore, names)} ${names.crore}` : "",
    lakh ? `${names.belowHundred(lakh)} ${names.lakh}` : "",
    thousand ? `${names.belowHundred(thousand)} ${names.thousand}` : "",
    rest ? names.belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

const words = (n: number) => grouped(n, { crore: "crore", lakh: "lakh", thousand: "thousand", belowHundred, belowThousand });

/** 150000 → "One lakh fifty thousand rupees only". Whole rupees, 0 or more. */
export function amountInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount of whole rupees: ${amount}`);
  const text = amount === 0 ? "zero" : words(amount);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${amount === 1 ? "rupee" : "rupees"} only`;
}

// Urdu has a word of its own for every number from 1 to 99 (اکیس، بائیس … ننانوے), so the table is written in full.
// prettier-ignore
const URDU_BELOW_HUNDRED = [
  "صفر", "ایک", "دو", "تین", "چار", "پانچ", "چھ", "سات", "آٹھ", "نو",
  "دس", "گیارہ", "بارہ", "تیرہ", "چودہ", "پندرہ", "سولہ", "سترہ", "اٹھارہ", "انیس",
  "بیس", "اکیس", "بائیس", "تئیس", "چوبیس", "پچیس", "چھبیس", "ستائیس", "اٹھائیس", "انتیس",
  "تیس", "اکتیس", "بتیس", "تینتیس", "چونتیس", "پینتیس", "چھتیس", "سینتیس", "اڑتیس", "انتالیس",
  "چالیس", "اکتالیس", "بیالیس", "تینتالیس", "چوالیس", "پینتالیس", "چھیالیس", "سینتالیس", "اڑتالیس", "انچاس",
  "پچاس", "اکاون", "باون", "ترپن", "چون", "پچپن", "چھپن", "ستاون", "اٹھاون", "انسٹھ",
  "ساٹھ", "اکسٹھ", "باسٹھ", "ترسٹھ", "چونسٹھ", "پینسٹھ", "چھیاسٹھ", "سڑسٹھ", "اڑسٹھ", "انہتر",
  "ستر", "اکہتر", "بہتر", "تہتر", "چوہتر", "پچھتر", "چھہتر", "ستتر", "اٹھہتر", "اناسی",
  "اسی", "اکیاسی", "بیاسی", "تراسی", "چوراسی", "پچاسی", "چھیاسی", "ستاسی", "اٹھاسی", "نواسی",
  "نوے", "اکانوے", "بانوے", "ترانوے", "چورانوے", "پچانوے", "چھیانوے", "ستانوے", "اٹھانوے", "ننانوے",
];

/** 1 to 999 in Urdu: "نو سو ننانوے". */
function urduBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${URDU_BELOW_HUNDRED[hundreds]} سو` : "", rest ? URDU_BELOW_HUNDRED[rest]! : ""].filter(Boolean).join(" ");
}

/** A positive whole number in Urdu, grouped as words() groups it: کروڑ، لاکھ، ہزار، the rest. */
const urduWords = (n: number) =>
  grouped(n, {
    crore: "کروڑ",
    lakh: "لاکھ",
    thousand: "ہزار",
    belowHundred: (k) => URDU_BELOW_HUNDRED[k]!,
    belowThousand: urduBelowThousand,
  });

/** 150000 → "ایک لاکھ پچاس ہزار روپے صرف": the Urdu of amountInWords, in the same order. Whole rupees, 0 or more. */
export function amountInUrduWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount of whole rupees: ${amount}`);
  const text = amount === 0 ? URDU_BELOW_HUNDRED[0]! : urduWords(amount);
  return `${text} ${amount === 1 ? "روپیہ" : "روپے"} صرف`;
}

/** The amount in words in the page's language: Urdu for "ur", the English of amountInWords otherwise. */
export const amountInWordsIn = (amount: number, language?: Locale) =>
  language === "ur" ? amountInUrduWords(amount) : amountInWords(amount);
