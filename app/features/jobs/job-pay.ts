import type { PayPeriod } from "./job-options";

/*
 * A job's pay as the feed and the cards say it in English: "$16.00-$18.00 an hour",
 * "$45,000 a year"; nothing when no pay is given.
 */

const hourly = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const yearly = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

const perPeriod: Record<PayPeriod, string> = { hour: "an hour", year: "a year" };

export interface JobPay {
  payFromCents: number | null;
  payToCents: number | null;
  payPeriod: string | null;
}

export function formatPay({ payFromCents, payToCents, payPeriod }: JobPay): string {
  if (payFromCents === null || (payPeriod !== "hour" && payPeriod !== "year")) return "";
  const format = (cents: number) => (payPeriod === "hour" ? hourly : yearly).format(cents / 100);
  const range =
    payToCents !== null && payToCents !== payFromCents
      ? `${format(payFromCents)}-${format(payToCents)}`
      : format(payFromCents);
  return `${range} ${perPeriod[payPeriod]}`;
}
