import { sql } from "drizzle-orm";

import { getDb } from "~/platform/db/client.server";

/**
 * What a refused request must leave as it was: every content and staff row, summed up in
 * one string (a count and a digest per table). The rate-limit counters are left out: they
 * exist to count refusals.
 */
export async function siteState(): Promise<string> {
  const tables = ["faqs", "blog_posts", "post_slug_redirects", '"user"', "account", "session", "verification"];
  const parts = tables.map(
    (table) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t)`,
  );
  const result = await getDb().execute(sql.raw(`select ${parts.join(" || ' ' || ")} as state`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { state: string }[];
  return rows[0]!.state;
}

/** A staff member's sign-in through the site's own API, as the browser's form does; the Cookie header. */
export async function signInOverHttp(
  request: (
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string,
  ) => Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
  }>,
  origin: string,
  email: string,
  password: string,
): Promise<string> {
  const answer = await request(
    "POST",
    "/api/auth/sign-in/email",
    { "Content-Type": "application/json", Origin: origin },
    JSON.stringify({ email, password }),
  );
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  const cookies = answer.headers["set-cookie"];
  return (Array.isArray(cookies) ? cookies : [cookies ?? ""]).map((line) => line.split(";")[0]).join("; ");
}
