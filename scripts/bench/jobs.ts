/*
 * npm run bench:jobs — the public job search on 10,000 open jobs.
 *
 * Seeds an embedded database (PGlite, on disk as in production) with 10,000 open jobs in
 * Louisiana and Texas, then times uncached searches as /jobs runs them (searchJobs: the page
 * of 20 and the count): keywords, a ZIP code's radius, and all filters combined. Prints p50,
 * p95 and the slowest of each kind against the target (p95 under 50 ms), then each query's
 * plan (EXPLAIN ANALYZE) and whether it uses the jobs indexes.
 *
 * Environment: JOBS (default 10000), RUNS (timed searches a kind, default 200).
 */
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";
import { codes } from "zipcodes";

import { jobCategories } from "~/features/jobs/job-options";
import { hourlyPayCentsOf } from "~/features/jobs/job-schema";
import { readJobSearch, type JobSearch } from "~/features/jobs/job-search-params";
import { jobSearchCondition, searchJobs } from "~/features/jobs/job-search.server";
import { openDatabase, setActiveDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";
import { jobs } from "~/platform/db/schema";
import { addCalendarDays, agencyEndOfDay, agencyToday } from "~/platform/format/agency-time";

import { formatTable, removeTemporaryDir, temporaryDir } from "./support";

const jobCount = Number(process.env.JOBS || 10_000);
const runs = Number(process.env.RUNS || 200);
const targetP95Ms = 50;

// A fixed sequence, so every run seeds the same jobs.
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const roles = [
  ["Forklift Operator", "Operador de montacargas"],
  ["Warehouse Associate", "Asociado de almacén"],
  ["CDL-A Driver", "Conductor CDL-A"],
  ["Line Cook", "Cocinero de línea"],
  ["Welder", "Soldador"],
  ["Pipefitter", "Instalador de tuberías"],
  ["Receptionist", "Recepcionista"],
  ["Housekeeper", "Camarista"],
  ["Casino Dealer", "Crupier de casino"],
  ["Crane Operator", "Operador de grúa"],
  ["Registered Nurse", "Enfermera registrada"],
  ["Longshoreman", "Estibador"],
  ["Electrician", "Electricista"],
  ["Customer Service Representative", "Representante de servicio al cliente"],
] as const;
const words =
  "safety shift overtime pallets loading inventory teamwork reliable schedule training benefits weekly pay certification equipment customers production quality clean maintain operate inspect".split(
    " ",
  );

/** Louisiana and Texas ZIP codes with their places. */
const places = Object.values(codes).filter(
  (entry) => entry.country === "US" && (entry.state === "LA" || entry.state === "TX"),
);

function sentence(count: number): string {
  return Array.from({ length: count }, () => pick(words)).join(" ");
}

async function seedJobs(handle: DatabaseHandle): Promise<void> {
  const lastDay = addCalendarDays(agencyToday(), 30);
  const expiresAt = agencyEndOfDay(lastDay);
  const now = Date.now();
  const rows = Array.from({ length: jobCount }, (_, index) => {
    const [title, titleEs] = pick(roles);
    const place = pick(places);
    const hourly = random() < 0.8;
    const payFromCents =
      random() < 0.15
        ? null
        : hourly
          ? 1200 + Math.floor(random() * 2800)
          : 3_000_000 + Math.floor(random() * 9_000_000);
    const payToCents = payFromCents !== null && random() < 0.6 ? payFromCents + (hourly ? 200 : 500_000) : null;
    const payPeriod = payFromCents === null ? null : hourly ? ("hour" as const) : ("year" as const);
    return {
      title,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${index}`,
      category: pick(jobCategories).slug,
      employmentType: pick(["temporary", "temp-to-hire", "direct-hire"]),
      hours: pick(["full-time", "part-time"]),
      city: place.city,
      state: place.state,
      zip: place.zip,
      latitude: place.latitude,
      longitude: place.longitude,
      payFromCents,
      payToCents,
      payPeriod,
      hourlyPayCents: hourlyPayCentsOf({ payFromCents, payToCents, payPeriod }),
      shift: pick(["Days", "Nights, 6 PM-6 AM", "14 on / 14 off", ""]),
      description: `${sentence(60)}\n\n${sentence(40)}`,
      requirements: sentence(20),
      titleEs: random() < 0.5 ? titleEs : "",
      descriptionEs: "",
      requirementsEs: "",
      referenceNumber: `B-${index}`,
      closesOn: lastDay,
      expiresAt,
      isPublished: true,
      publishedAt: new Date(now - Math.floor(random() * 60 * 24 * 3600 * 1000)),
    };
  });
  // One transaction: PGlite's cost per commit is paid once.
  await handle.db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 500) await tx.insert(jobs).values(rows.slice(start, start + 500));
  });
  await handle.db.execute(sql`analyze jobs`);
}

interface Kind {
  name: string;
  /** Each run's query string, in turn. */
  queries: string[];
  /**
   * Whether its plan must use a jobs index: a search that keeps every open job (no filter,
   * or a filter most jobs pass) reads the whole table, which a sequential scan does best.
   */
  needsIndex: boolean;
}

const zips = ["70663", "70601", "70501", "77002", "77701", "78701", "70112", "75201"];
const kinds: Kind[] = [
  { name: "no filter", queries: ["", "page=5"], needsIndex: false },
  {
    name: "keywords",
    queries: ["q=forklift", "q=soldador", "q=cdl+driver", "q=safety+pallets", "q=almacen", "q=nurse"],
    needsIndex: true,
  },
  {
    name: "ZIP radius",
    queries: zips.flatMap((zip) => [`location=${zip}&distance=25`, `location=${zip}&distance=100`]),
    needsIndex: true,
  },
  { name: "city", queries: ["location=Houston%2C+TX", "location=Lake+Charles", "location=Texas"], needsIndex: true },
  {
    name: "combined",
    queries: zips.map(
      (zip, index) =>
        `q=${pick(["operator", "cook", "welder", "driver"])}&location=${zip}&distance=50&category=${jobCategories[index % 12]!.slug}&type=temporary&minPay=15`,
    ),
    needsIndex: true,
  },
  {
    name: "min pay + type",
    queries: ["minPay=30&type=direct-hire", "minPay=18", "type=temp-to-hire&minPay=20"],
    needsIndex: false,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The plan of a search's query as searchJobs runs it (the page of 20 with the count of every match). */
async function explain(handle: DatabaseHandle, search: JobSearch): Promise<string> {
  const where = jobSearchCondition(search);
  const page = handle.db
    .select({ id: jobs.id, total: sql`count(*) over ()` })
    .from(jobs)
    .where(where)
    .orderBy(sql`${jobs.publishedAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
    .limit(20);
  const result = (await handle.db.execute(sql`explain (analyze, costs off, timing off) ${page}`)) as {
    rows: { "QUERY PLAN": string }[];
  };
  return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
}

async function main() {
  const dataDir = temporaryDir("teamwork-bench-jobs-");
  const handle = await openDatabase({ engine: "pglite", dataDir });
  setActiveDatabase(handle);
  try {
    await applyMigrations(handle);
    const seeding = performance.now();
    await seedJobs(handle);
    console.log(
      `Seeded ${jobCount.toLocaleString("en-US")} open jobs in ${Math.round(performance.now() - seeding)} ms.\n`,
    );

    const rows: (string | number)[][] = [];
    let failed = false;
    for (const kind of kinds) {
      const searches = kind.queries.map((query) => readJobSearch(new URLSearchParams(query)));
      for (let i = 0; i < 20; i++) await searchJobs(searches[i % searches.length]!);
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const result = await searchJobs(searches[i % searches.length]!);
        times.push(performance.now() - started);
        found += result.total;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 >= targetP95Ms) failed = true;
      rows.push([
        kind.name,
        Math.round(found / runs).toLocaleString("en-US"),
        percentile(times, 50).toFixed(1),
        p95.toFixed(1),
        times.at(-1)!.toFixed(1),
        p95 < targetP95Ms ? "ok" : "SLOW",
      ]);
    }
    console.log(formatTable(["search", "avg found", "p50 ms", "p95 ms", "max ms", `p95 < ${targetP95Ms} ms`], rows));

    console.log("\nQuery plans (the page of 20 with the count of every match):");
    for (const kind of kinds) {
      const search = readJobSearch(new URLSearchParams(kind.queries[0]));
      const plan = await explain(handle, search);
      const indexes = [...new Set(plan.match(/jobs_[a-z_]+_idx/g) ?? [])];
      console.log(`\n## ${kind.name}: ?${kind.queries[0]}  indexes: ${indexes.join(", ") || "none"}`);
      console.log(plan.replace(/^/gm, "    "));
      if (kind.needsIndex && indexes.length === 0) failed = true;
    }
    if (failed) {
      console.error("\nA search missed its target or used no index.");
      process.exitCode = 1;
    }
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
    await removeTemporaryDir(dataDir);
  }
}

await main();
