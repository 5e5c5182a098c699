import { englishServiceTitles } from "~/features/site/english-service-titles";
import { serviceCategories } from "~/features/site/services";

/*
 * The choices of the job form, as stored and as shown. Stored values are stable words
 * (feeds, filters and links use them); the labels are the exact texts.
 */

export const employmentTypes = {
  temporary: "Temporary",
  "temp-to-hire": "Temp-to-Hire",
  "direct-hire": "Direct Hire",
} as const;
export type EmploymentType = keyof typeof employmentTypes;

export const jobHours = { "full-time": "Full-time", "part-time": "Part-time" } as const;
export type JobHours = keyof typeof jobHours;

export const payPeriods = { hour: "per hour", year: "per year" } as const;
export type PayPeriod = keyof typeof payPeriods;

/** A year's pay compared with hourly pay at 2,080 hours (40 a week, 52 weeks). */
export const HOURS_PER_YEAR = 2_080;

/** The 12 service categories: a job's category is one's slug. */
export const jobCategories: ReadonlyArray<{ slug: string; title: string }> = serviceCategories.map(({ slug }) => ({
  slug,
  title: englishServiceTitles[slug],
}));

export function jobCategoryTitle(slug: string): string {
  return jobCategories.find((category) => category.slug === slug)?.title ?? slug;
}

/** US states and DC by their two-letter codes, the agency's (LA, TX) first. */
export const usStates: ReadonlyArray<{ code: string; name: string }> = [
  { code: "LA", name: "Louisiana" },
  { code: "TX", name: "Texas" },
  ...(
    [
      ["AL", "Alabama"],
      ["AK", "Alaska"],
      ["AZ", "Arizona"],
      ["AR", "Arkansas"],
      ["CA", "California"],
      ["CO", "Colorado"],
      ["CT", "Connecticut"],
      ["DE", "Delaware"],
      ["DC", "District of Columbia"],
      ["FL", "Florida"],
      ["GA", "Georgia"],
      ["HI", "Hawaii"],
      ["ID", "Idaho"],
      ["IL", "Illinois"],
      ["IN", "Indiana"],
      ["IA", "Iowa"],
      ["KS", "Kansas"],
      ["KY", "Kentucky"],
      ["ME", "Maine"],
      ["MD", "Maryland"],
      ["MA", "Massachusetts"],
      ["MI", "Michigan"],
      ["MN", "Minnesota"],
      ["MS", "Mississippi"],
      ["MO", "Missouri"],
      ["MT", "Montana"],
      ["NE", "Nebraska"],
      ["NV", "Nevada"],
      ["NH", "New Hampshire"],
      ["NJ", "New Jersey"],
      ["NM", "New Mexico"],
      ["NY", "New York"],
      ["NC", "North Carolina"],
      ["ND", "North Dakota"],
      ["OH", "Ohio"],
      ["OK", "Oklahoma"],
      ["OR", "Oregon"],
      ["PA", "Pennsylvania"],
      ["RI", "Rhode Island"],
      ["SC", "South Carolina"],
      ["SD", "South Dakota"],
      ["TN", "Tennessee"],
      ["UT", "Utah"],
      ["VT", "Vermont"],
      ["VA", "Virginia"],
      ["WA", "Washington"],
      ["WV", "West Virginia"],
      ["WI", "Wisconsin"],
      ["WY", "Wyoming"],
    ] as const
  ).map(([code, name]) => ({ code, name })),
];

export const MAX_SCREENING_QUESTIONS = 5;
