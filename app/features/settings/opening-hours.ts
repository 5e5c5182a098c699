/*
 * Business hours are lines of free text in the settings ("Mon-Fri", "8:00 AM-5:00 PM"), shown
 * as typed. Search engines want them structured (schema.org OpeningHoursSpecification): this
 * module reads the common spellings and gives up (null) on anything else, so a line it cannot
 * read is still shown on the site but left out of the structured data rather than guessed.
 */

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type DayOfWeek = (typeof WEEK)[number];

export interface StructuredHours {
  dayOfWeek: DayOfWeek[];
  /** "08:00"; schema.org says "closed" with opens and closes both at midnight. */
  opens: string;
  closes: string;
}

function dayIndex(word: string): number | null {
  const name = word.trim().toLowerCase().replace(/\.$/, "");
  if (name.length < 2) return null;
  // Two letters already name one day ("Tu", "Th", "Sa", "Su").
  const index = WEEK.findIndex((day) => day.toLowerCase().startsWith(name));
  return index === -1 ? null : index;
}

/** "Mon-Fri", "Monday to Friday", "Sat & Sun", "Mon, Wed, Fri", "Daily". */
export function parseDays(text: string): DayOfWeek[] | null {
  const normalized = text.trim().toLowerCase();
  if (/^(daily|every day|7 days( a week)?)$/.test(normalized)) return [...WEEK];
  if (/^weekdays$/.test(normalized)) return WEEK.slice(0, 5);
  if (/^weekends?$/.test(normalized)) return WEEK.slice(5);
  const days = new Set<DayOfWeek>();
  for (const part of normalized.split(/\s*(?:,|&|\band\b|\/)\s*/)) {
    if (!part) return null;
    const range = part.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*/);
    if (range.length === 1) {
      const index = dayIndex(range[0]!);
      if (index === null) return null;
      days.add(WEEK[index]!);
    } else if (range.length === 2) {
      const from = dayIndex(range[0]!);
      const to = dayIndex(range[1]!);
      if (from === null || to === null) return null;
      // A range may wrap around the week's end ("Fri-Mon").
      for (let index = from; ; index = (index + 1) % 7) {
        days.add(WEEK[index]!);
        if (index === to) break;
      }
    } else {
      return null;
    }
  }
  return days.size > 0 ? WEEK.filter((day) => days.has(day)) : null;
}

/** "8:00 AM", "8am", "17:00", "noon" as "HH:MM" (24-hour), or null. */
export function parseTime(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/\./g, "");
  if (value === "noon") return "12:00";
  if (value === "midnight") return "00:00";
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a|p)?$/.exec(value);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.[0];
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === "p" ? 12 : 0);
  } else if (match[2] === undefined || hours > 23) {
    // "8-5" says too little; a 24-hour time needs its minutes.
    return null;
  }
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** "8:00 AM-5:00 PM" as opens and closes; "Closed" as midnight to midnight. */
export function parseHoursRange(text: string): { opens: string; closes: string } | null {
  const value = text.trim();
  if (/^closed$/i.test(value)) return { opens: "00:00", closes: "00:00" };
  if (/^(open )?24 hours$/i.test(value)) return { opens: "00:00", closes: "23:59" };
  const parts = value.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length !== 2) return null;
  const opens = parseTime(parts[0]!);
  const closes = parseTime(parts[1]!);
  return opens && closes ? { opens, closes } : null;
}

export function structuredHours(line: { days: string; hours: string }): StructuredHours | null {
  const dayOfWeek = parseDays(line.days);
  const range = parseHoursRange(line.hours);
  return dayOfWeek && range ? { dayOfWeek, ...range } : null;
}
