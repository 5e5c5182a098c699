/**
 * Sample content for development: fills the server's database with realistic FAQs and news
 * posts (the benchmarks' content, scripts/sample-content/), through the app's models.
 *
 *   npm run seed                               # 100 FAQs, 1,000 posts (1 in 20 a draft), 40 jobs
 *   npm run seed -- --faqs 20 --posts 50 --jobs 10
 *
 * Refuses a database that already holds FAQs or posts: it never adds to or changes real content.
 */
import path from "node:path";

import { loadDotEnvFile } from "~/platform/config/env.server";

import { parseArguments, runCommandLine, UsageError } from "./support/cli";

const USAGE = `Usage: npm run seed [-- --faqs N] [--posts N] [--jobs N]

Fills the server's database (DATABASE_URL, or the embedded one in DATA_DIR, default
./data) with sample FAQs, news posts and jobs for development: by default 100 FAQs and
1,000 posts, one in twenty of each a draft, and 40 published jobs (shown once the job
board is turned on in Settings). Refuses a database that already holds
FAQs or posts. The embedded database admits one process: stop the server first.`;

const drafts = (count: number) => `${count} ${count === 1 ? "draft" : "drafts"}`;

function count(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed > max)
    throw new UsageError(`--${name} must be a whole number from 0 to ${max.toLocaleString("en-US")}.`);
  return parsed;
}

async function run(argv: string[]): Promise<string> {
  const { values } = parseArguments({
    args: argv,
    options: {
      faqs: { type: "string" },
      posts: { type: "string" },
      jobs: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) throw new UsageError("");
  // Loaded once the arguments are good, so that --help answers at once.
  const { ExistingContentError, maxSampleFaqs, seedEmptyDatabase } = await import("./sample-content/write");
  const faqs = count(values.faqs, 100, "faqs", maxSampleFaqs);
  const posts = count(values.posts, 1_000, "posts", 10_000);
  const jobs = count(values.jobs, 40, "jobs", 1_000);

  const { openServerDatabase } = await import("./support/server-database");
  const { setActiveDatabase } = await import("~/platform/db/client.server");
  const { getConfig } = await import("~/platform/config/env.server");
  const handle = await openServerDatabase();
  try {
    let written;
    try {
      written = await seedEmptyDatabase({ faqs, posts, jobs, draftEvery: 20 });
    } catch (error) {
      if (!(error instanceof ExistingContentError)) throw error;
      const startOver =
        handle.engine === "pglite"
          ? `To start over, stop the server and delete ${path.join(getConfig().dataDir, "pglite")}`
          : "To start over, point DATABASE_URL at a new, empty database";
      throw new Error(
        `${handle.label} already holds ${error.faqs} FAQs and ${error.posts} posts; npm run seed fills an empty database only, ` +
          `and never adds to or changes existing content. ${startOver} (staff accounts go with it).`,
        { cause: error },
      );
    }
    return [
      `Seeded ${written.faqs} FAQs (${drafts(written.draftFaqs)}) and ${written.posts} news posts (${drafts(written.draftPosts)}) into ${handle.label}.`,
      written.newestPublishedSlug ? `Newest article: /news/${written.newestPublishedSlug}` : "",
      written.jobs
        ? `${written.jobs} jobs; the newest: /jobs/${written.newestJobSlug} (turn the job board on in Settings)`
        : "",
      "Staff sign in at /admin/login with an account made by: npm run admin -- create --email you@example.com",
    ]
      .filter(Boolean)
      .join("\n");
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
  }
}

// The same .env as the server's, so that the script fills the server's database.
loadDotEnvFile();
await runCommandLine(run, USAGE);
