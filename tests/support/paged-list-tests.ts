/** The checks every paged admin table's loader shares (FAQs, posts). */
import { expect, it } from "vitest";

import { adminRequest, callRoute } from "./admin-requests";

export function itSendsMalformedAndPastTheEndPagesBack(options: {
  path: string;
  loader: Parameters<typeof callRoute>[0];
  /** Adds one row: the table then has one page. */
  seedOne: () => Promise<unknown>;
  /** The signed-in session's Cookie header (made before each test). */
  cookie: () => string;
}): void {
  const { path, loader, seedOne, cookie } = options;
  it("redirects a page past the end to the last page, and a malformed page to page 1", async () => {
    await seedOne();
    for (const page of ["3", "0", "-1", "abc", "1.5", ""]) {
      expect(await callRoute(loader, adminRequest(`${path}?page=${page}`, { cookie: cookie() })), page).toMatchObject({
        status: 302,
        location: path,
      });
    }
  });
}
