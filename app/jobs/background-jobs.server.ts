import { inboxRetentionJob } from "~/inbox/retention-job.server";

import { embeddedVacuumJob } from "./embedded-vacuum-job.server";
import type { Job } from "./job-runner.server";
import { trashPurgeJob } from "./trash-purge-job.server";

/** Every job the runner runs (a feature with a timer adds its job here). */
export const backgroundJobs: readonly Job[] = [inboxRetentionJob, trashPurgeJob, embeddedVacuumJob];
