import { slugCandidate } from "~/platform/format/slug";

/** Whether a write failed on a unique constraint (PostgreSQL's 23505, also when wrapped by the driver). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * Runs `write` with `base` as the slug, then "base-2", "base-3"... while the database says
 * the slug is taken (the unique constraint decides, so two saves at once cannot both win).
 */
export async function writeWithFreeSlug<T>(base: string, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(slugCandidate(base, attempt));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 1000) throw error;
    }
  }
}
