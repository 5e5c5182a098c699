import { untilSwitchedOn } from "./setup-item";

/** The site ships with its own job board off ('BROWSE JOBS' leads to the Job Board URL). */
export const jobBoardItems = untilSwitchedOn("jobBoardEnabled", {
  id: "job-board",
  text: "This site's job board is off, so the jobs you post under Jobs are not shown to job seekers.",
  fix: { href: "/admin/settings#job-board", label: "Turn on the job board" },
});
