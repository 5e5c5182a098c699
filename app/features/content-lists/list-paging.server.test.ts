import { describe, expect, it } from "vitest";

import { listPageHref, type ListPaging } from "./list-paging";
import { loadListPage, requestedPage } from "./list-paging.server";

const paging: ListPaging = { path: "/admin/things", perPage: 50 };
const requestFor = (query: string) => new Request(`http://localhost/admin/things${query}`);

/** What a thrown redirect says: its status and where it sends. */
async function redirectOf(run: () => unknown): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
  throw new Error("expected a redirect");
}

describe("requestedPage", () => {
  it("is 1 without ?page and the number for a positive whole number", () => {
    expect(requestedPage(requestFor(""), paging)).toBe(1);
    expect(requestedPage(requestFor("?page=1"), paging)).toBe(1);
    expect(requestedPage(requestFor("?page=200"), paging)).toBe(200);
  });

  it.each(["0", "-1", "01", "1.5", "abc", "", "1e3", "%202", "99999999"])(
    "sends ?page=%s to the first page",
    async (raw) => {
      expect(await redirectOf(() => requestedPage(requestFor(`?page=${raw}`), paging))).toEqual({
        status: 302,
        location: "/admin/things",
      });
    },
  );
});

describe("loadListPage", () => {
  const rowsOf = (total: number) => async (page: number, perPage: number) => ({
    rows: Array.from({ length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) }, (_, i) => i),
    total,
  });

  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [10_000, 200],
  ])("%i rows make %i pages of 50", async (total, pages) => {
    expect(await loadListPage(1, paging, rowsOf(total))).toMatchObject({ page: 1, pages, total });
  });

  it("asks for the page it is given, with the page size", async () => {
    const asked: [number, number][] = [];
    const page = await loadListPage(3, paging, async (n, size) => {
      asked.push([n, size]);
      return rowsOf(120)(n, size);
    });
    expect(asked).toEqual([[3, 50]]);
    expect(page).toMatchObject({ page: 3, pages: 3, total: 120 });
    expect(page.rows).toHaveLength(20);
  });

  it("sends a page past the end to the last page, and to the table's own address when that is page 1", async () => {
    expect(await redirectOf(() => loadListPage(5, paging, rowsOf(120)))).toEqual({
      status: 302,
      location: "/admin/things?page=3",
    });
    expect(await redirectOf(() => loadListPage(2, paging, rowsOf(0)))).toEqual({
      status: 302,
      location: "/admin/things",
    });
  });
});

describe("listPageHref", () => {
  it("gives page 1 the table's own address", () => {
    expect(listPageHref(paging, 1)).toBe("/admin/things");
    expect(listPageHref(paging, 2)).toBe("/admin/things?page=2");
  });
});
