/*
 * The app as the server build bundles it (server/main.ts loads it): React Router's request
 * handler, the page cache, and the start-up and shut-down steps that run around listen().
 */
import "react-router";

import { flushActivity } from "~/features/activity/activity.server";
import { startActivityRetention } from "~/features/activity/retention.server";
import { flushResumeTexts } from "~/features/applications/resume-text.server";
import { migrateAfterBackup } from "~/features/backup/automatic-backups.server";
import { jobExpiryCheck } from "~/features/jobs/job-expiry.server";
import { scheduledPostsCheck } from "~/features/posts/scheduled-publication.server";
import { startSettingsSync, type SettingsSync } from "~/features/settings/settings-sync.server";
import { ensureConfiguredAdmin } from "~/features/staff/staff-accounts.server";
import { startCacheInvalidation, type CacheInvalidation } from "~/platform/cache/cache-invalidation.server";
import { PublicPageCache } from "~/platform/cache/page-cache.server";
import { reachabilityProbe } from "~/platform/cache/stale-if-error";
import { startTimedContentWatch, type TimedContentWatch } from "~/platform/cache/timed-content-watch.server";
import { getConfig } from "~/platform/config/env.server";
import { getDatabaseHandle, openDatabase, pingDatabase, setActiveDatabase } from "~/platform/db/client.server";
import { log } from "~/platform/log/log.server";
import { describeMailConfig } from "~/platform/mail/mailer.server";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";
import { startTaskRunner, type TaskRunner } from "~/platform/tasks/task-runner.server";
import { scheduledTasks } from "~/scheduled-tasks.server";

import { answerDatabaseOutages } from "./database-outage-answers";
import { createReactRouterHandler } from "./react-router-handler";
import { routerContextFor } from "./router-context";

const config = getConfig();

/**
 * Rendered public pages kept in memory (PAGE_CACHE); content writes clear it, see startup().
 * While the database does not answer, pages that fail are served from it (stale-if-error).
 */
export const pageCache = config.pageCache
  ? new PublicPageCache(undefined, {
      limits: config.pageCacheLimits,
      databaseReachable: reachabilityProbe(() => pingDatabase(getDatabaseHandle(), 1000)),
    })
  : undefined;

export const handler = createReactRouterHandler({
  build: () => import("virtual:react-router/server-build").then(answerDatabaseOutages),
  getLoadContext: (req) => routerContextFor(req, pageCache),
  mode: config.isProduction ? "production" : "development",
  bodyLimits: config.requestBodyLimits,
});

let cacheInvalidation: CacheInvalidation | undefined;
let timedContent: TimedContentWatch | undefined;
let settingsSync: SettingsSync | undefined;
let taskRunner: TaskRunner | undefined;
let activityRetention: { stop(): void } | undefined;

/** Opens the database and applies pending migrations; throws a one-line-message error. */
export async function startup(): Promise<{ database: string }> {
  log.info(describeMailConfig(config.mail));
  const handle = await openDatabase(config.database);
  setActiveDatabase(handle);
  await migrateAfterBackup(handle, config, (message) => log.info(message));
  const adminStatus = await ensureConfiguredAdmin(config.admin);
  if (adminStatus) log.info(adminStatus);
  if (pageCache) {
    const { store } = pageCache;
    // A scheduled post goes live, a job expires, with no write: the cache clears itself at that time.
    const watch = startTimedContentWatch({
      checks: [scheduledPostsCheck(handle.db), jobExpiryCheck(handle.db)],
      entities: ["post", "job"],
      onChange: () => store.clear(),
      onNextChange: (at) => store.clearAt(at),
    });
    timedContent = watch;
    // A time set on another instance re-arms this instance's timer at once.
    cacheInvalidation = startCacheInvalidation({ handle, store, onRemoteChange: () => void watch.refresh() });
  }
  // Every public page shows the settings: a save (here or on another instance) clears the pages.
  settingsSync = startSettingsSync({ handle, onChange: () => pageCache?.store.clear() });
  taskRunner = startTaskRunner({ handle, tasks: scheduledTasks });
  activityRetention = startActivityRetention();
  return { database: handle.label };
}

export async function shutdown(): Promise<void> {
  timedContent?.stop();
  await cacheInvalidation?.stop();
  await settingsSync?.stop();
  await taskRunner?.stop();
  activityRetention?.stop();
  // Sign-in rows still being written in the background.
  await flushActivity();
  // Resume texts being read: a stopped read is left "pending" for the task after a restart.
  await flushResumeTexts();
  // Messages already accepted (password resets) still go out.
  await flushOutgoingMail(5_000);
  const handle = getDatabaseHandle();
  setActiveDatabase(undefined);
  await handle.close();
}
