import { isApplicationStage, type ApplicationStage } from "./application-stages";

/*
 * The filters of /admin/applications as its address holds them: 'Search applications' (q),
 * 'Stage', 'Job' (a job's id, or "general"), the Spam view and the page. Every filtered list
 * has its own address, and 'Export CSV' takes the same parameters.
 */

const APPLICATIONS_PATH = "/admin/applications";
export const APPLICATIONS_PER_PAGE = 50;
/** The Job filter's value for the general application (/apply). */
export const GENERAL_APPLICATION = "general";
export const SEARCH_MAX_LENGTH = 200;

export interface ApplicationQuery {
  search: string;
  stage: ApplicationStage | null;
  job: string | null;
  spam: boolean;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query of an address, or null when a parameter is malformed (the page answers 404). */
export function parseApplicationQuery(params: URLSearchParams): ApplicationQuery | null {
  const search = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const stageText = params.get("stage") ?? "";
  if (stageText && !isApplicationStage(stageText)) return null;
  const job = params.get("job") ?? "";
  if (job && job !== GENERAL_APPLICATION && !UUID.test(job)) return null;
  const view = params.get("view") ?? "";
  if (view && view !== "spam") return null;
  const pageText = params.get("page");
  if (pageText !== null && !/^[1-9]\d{0,5}$/.test(pageText)) return null;
  return {
    search,
    stage: stageText ? (stageText as ApplicationStage) : null,
    job: job ? job.toLowerCase() : null,
    spam: view === "spam",
    page: pageText ? Number(pageText) : 1,
  };
}

/** The address of a query: what is at its default is left out. */
export function applicationsHref(query: Partial<ApplicationQuery>, path = APPLICATIONS_PATH): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.stage) params.set("stage", query.stage);
  if (query.job) params.set("job", query.job);
  if (query.spam) params.set("view", "spam");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The jobs table's Applications count links to the list of one job's applications. */
export function jobApplicationsHref(jobId: string): string {
  return applicationsHref({ job: jobId });
}
