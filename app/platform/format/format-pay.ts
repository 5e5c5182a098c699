import type { Locale } from "~/platform/i18n/locale";

/** A job's pay: one amount or a range, by the hour or by the year, in US dollars. */
export interface Pay {
  min: number;
  /** The top of the range; absent (or equal to min) for one amount. */
  max?: number | null;
  period: "hour" | "year";
}

// The words after the amount: like the month names of a date, part of the format.
const periodWords: Record<Locale, Record<Pay["period"], string>> = {
  en: { hour: "an hour", year: "a year" },
  es: { hour: "por hora", year: "por año" },
};

// Cents by the hour ($16.50), whole dollars by the year ($45,000). US Spanish writes dollars
// as US English does.
const amountFormats: Record<Pay["period"], Intl.NumberFormat> = {
  hour: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }),
  year: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
};

/** "$16.00-$18.00 an hour", "$16.00 an hour", "$45,000-$55,000 a year"; "... por hora" in Spanish. */
export function formatPay(pay: Pay, locale: Locale = "en"): string {
  const amount = amountFormats[pay.period];
  const range =
    pay.max !== undefined && pay.max !== null && pay.max !== pay.min
      ? `${amount.format(pay.min)}-${amount.format(pay.max)}`
      : amount.format(pay.min);
  return `${range} ${periodWords[locale][pay.period]}`;
}
