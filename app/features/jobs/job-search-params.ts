import { JOB_DISTANCES, type JobDistance } from "./job-distances";
import { employmentTypes, jobCategories, type EmploymentType } from "./job-options";

/*
 * The public job search (/jobs) as its address says it: ?q= (keywords), ?location= (a city,
 * 'City, ST', a state or a ZIP code), ?distance= (10, 25, 50 or 100 miles), ?category= (a
 * service category's slug), ?type= (an employment type), ?minPay= (dollars an hour) and
 * ?page=. A value the form cannot send is read as not given (the page then says what it
 * really searched); only the first of a repeated parameter counts, as the page cache's key
 * keeps only that one (JOB_SEARCH_PARAMS).
 */

export const JOB_SEARCH_PARAMS = ["q", "location", "distance", "category", "type", "minPay", "page"] as const;

/** Jobs a page of /jobs shows. */
export const JOBS_PER_PAGE = 20;

const MAX_TEXT = 200;
const MAX_MIN_PAY = 1_000;

export interface JobSearch {
  q: string;
  location: string;
  distance: JobDistance | null;
  category: string | null;
  type: EmploymentType | null;
  /** Dollars an hour. */
  minPay: number | null;
  page: number;
}

export const NO_JOB_SEARCH: JobSearch = {
  q: "",
  location: "",
  distance: null,
  category: null,
  type: null,
  minPay: null,
  page: 1,
};

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function text(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim().slice(0, MAX_TEXT);
}

export function readJobSearch(params: URLSearchParams): JobSearch {
  const distance = Number(text(params, "distance"));
  const category = text(params, "category");
  const type = text(params, "type");
  const minPay = text(params, "minPay").replace(/^\$/, "");
  const page = text(params, "page");
  return {
    q: text(params, "q"),
    location: text(params, "location"),
    distance: JOB_DISTANCES.find((known) => known === distance) ?? null,
    category: jobCategories.some(({ slug }) => slug === category) ? category : null,
    type: Object.hasOwn(employmentTypes, type) ? (type as EmploymentType) : null,
    minPay:
      /^\d+(\.\d{1,2})?$/.test(minPay) && Number(minPay) > 0 && Number(minPay) <= MAX_MIN_PAY ? Number(minPay) : null,
    page: /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
  };
}

/** The address of a search (defaults left out), e.g. for the pager and 'See all N jobs'. */
export function jobSearchHref(search: Partial<JobSearch>, path = "/jobs"): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.location) params.set("location", search.location);
  if (search.distance) params.set("distance", String(search.distance));
  if (search.category) params.set("category", search.category);
  if (search.type) params.set("type", search.type);
  if (search.minPay) params.set("minPay", String(search.minPay));
  if (search.page && search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
