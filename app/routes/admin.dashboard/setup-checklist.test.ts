import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { dismissedSetupItems, dismissSetupItem } from "~/features/dashboard/setup/setup-checklist.server";
import type { SetupItem } from "~/features/dashboard/setup/setup-item";
import { createPost } from "~/features/posts/post.server";
import { saveSiteSettings, settingsCache } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, appSettings, passkey, user } from "~/platform/db/schema";

import { adminRequest, callRoute, signInStaff } from "../../../tests/support/admin-requests";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action, loader } from "./route";

const PATH = "/admin/dashboard";

interface Checklist {
  setup: { items: SetupItem[]; dismissedCount: number };
}

async function checklistOf(cookie: string) {
  const answer = await callRoute(loader, adminRequest(PATH, { cookie }));
  expect(answer.status).toBe(200);
  return (answer.body as Checklist).setup;
}
const idsOf = async (cookie: string) => (await checklistOf(cookie)).items.map((item) => item.id);

const dismiss = (cookie: string, item: string) =>
  callRoute(action, adminRequest(PATH, { cookie, form: { intent: "dismiss-setup-item", item } }));

describeEachEngine("the dashboard's set-up checklist", () => {
  let ann: string;
  let bob: string;
  beforeEach(async () => {
    settingsCache.invalidate();
    // app_settings outlives each test (it holds the generated secrets): the list does not.
    await getDb().delete(appSettings).where(eq(appSettings.key, "setup_dismissals"));
    ann = await signInStaff("ann@example.com");
    bob = await signInStaff("bob@example.com");
  });

  it("lists what is still as the site ships, each with its link", async () => {
    const { items, dismissedCount } = await checklistOf(ann);
    expect(items.map((item) => item.id)).toEqual([
      "contact-inbox",
      "link-job-board",
      "link-online-application",
      "link-employee-portal",
      "view-more-info",
      "office-street",
      "job-board",
      "mail-outbox",
      "https-address",
      "two-factor",
    ]);
    expect(items.find((item) => item.id === "two-factor")!.text).toMatch(
      /^2 staff members sign in with only a password/,
    );
    expect(items[0]!.fix).toEqual({ href: "/admin/settings#contact-inbox", label: "Turn on the contact inbox" });
    expect(dismissedCount).toBe(0);
  });

  it("drops an item once it is done", async () => {
    const settings = await settingsCache.get();
    await saveSiteSettings({ ...settings, inboxEnabled: true, jobBoardEnabled: true, jobBoardUrl: "/jobs" });
    const ids = await idsOf(ann);
    expect(ids).not.toContain("contact-inbox");
    expect(ids).not.toContain("job-board");
    // With the board on, 'BROWSE JOBS' and 'ONLINE APPLICATION' lead to /jobs and /apply.
    expect(ids).not.toContain("link-job-board");
    expect(ids).not.toContain("link-online-application");
    expect(ids).toContain("link-employee-portal");
  });

  it("flags a link to /jobs while the job board is off", async () => {
    const settings = await settingsCache.get();
    await saveSiteSettings({ ...settings, jobBoardUrl: "/jobs", employeePortalUrl: "/contact" });
    const { items } = await checklistOf(ann);
    expect(items.find((item) => item.id === "link-job-board")!.text).toBe(
      "'BROWSE JOBS' leads to /jobs on this site, where visitors get “Page Not Found”.",
    );
    expect(items.map((item) => item.id)).not.toContain("link-employee-portal");
    // /request-staff exists while the contact inbox is on.
    await saveSiteSettings({ ...settings, employeePortalUrl: "/request-staff?from=portal" });
    expect(await idsOf(ann)).toContain("link-employee-portal");
    await saveSiteSettings({ ...settings, employeePortalUrl: "/request-staff?from=portal", inboxEnabled: true });
    expect(await idsOf(ann)).not.toContain("link-employee-portal");
  });

  it("finds a live article, in either language, and not a draft's", async () => {
    const post = { content: "C.", excerpt: "E.", featuredImageUrl: null, author: "A" };
    await createPost({ ...post, slug: "open-day", title: "Open Day", isPublished: true });
    await createPost({ ...post, slug: "draft-day", title: "Draft Day", isPublished: false });
    const settings = await settingsCache.get();
    await saveSiteSettings({ ...settings, employeePortalUrl: "/es/news/open-day/", jobBoardUrl: "/news/draft-day" });
    const ids = await idsOf(ann);
    expect(ids).not.toContain("link-employee-portal");
    expect(ids).toContain("link-job-board");
  });

  it("counts only active staff without an app or a passkey", async () => {
    await getDb().update(user).set({ twoFactorEnabled: true }).where(eq(user.email, "bob@example.com"));
    expect((await checklistOf(ann)).items.find((item) => item.id === "two-factor")!.text).toMatch(/^1 staff member /);
    const [annRow] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, "ann@example.com"));
    await getDb().insert(passkey).values({
      id: "k1",
      userId: annRow!.id,
      publicKey: "x",
      credentialID: "c1",
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
    expect(await idsOf(bob)).not.toContain("two-factor");
    await signInStaff("cy@example.com");
    await getDb().update(user).set({ banned: true }).where(eq(user.email, "cy@example.com"));
    expect(await idsOf(bob)).not.toContain("two-factor");
  });

  it("'Dismiss' hides an item for every staff member, with its activity row", async () => {
    const answer = await dismiss(ann, "contact-inbox");
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(await idsOf(ann)).not.toContain("contact-inbox");
    // Another staff member's session: hidden there too, and counted as dismissed.
    const forBob = await checklistOf(bob);
    expect(forBob.items.map((item) => item.id)).not.toContain("contact-inbox");
    expect(forBob.dismissedCount).toBe(1);
    expect(await dismissedSetupItems()).toEqual(["contact-inbox"]);

    const rows = await getDb().select().from(activityLog).where(eq(activityLog.kind, "settings-updated"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: "ann@example.com",
      entityType: "setting",
      entityId: "setup_dismissals",
      entityTitle: "Finish setting up your site",
      detail: "Dismissed: Contact inbox off",
    });

    // Dismissing it again changes nothing, and logs nothing.
    await dismiss(bob, "contact-inbox");
    expect(await getDb().select().from(activityLog).where(eq(activityLog.kind, "settings-updated"))).toHaveLength(1);
  });

  it("keeps a dismissal through a settings save, and 'Show dismissed items' brings them back", async () => {
    await dismiss(ann, "office-street");
    await dismiss(bob, "job-board");
    await saveSiteSettings({ ...(await settingsCache.get()), agencyName: "Gulf Coast Staffing" });
    expect(await dismissedSetupItems()).toEqual(["office-street", "job-board"]);
    const restored = await callRoute(
      action,
      adminRequest(PATH, { cookie: bob, form: { intent: "restore-setup-items" } }),
    );
    expect(restored).toMatchObject({ status: 200, body: { ok: true } });
    expect(await idsOf(ann)).toEqual(expect.arrayContaining(["office-street", "job-board"]));
    const [row] = await getDb().select().from(activityLog).where(eq(activityLog.detail, "Dismissed items shown again"));
    expect(row).toMatchObject({ actorEmail: "bob@example.com", entityId: "setup_dismissals" });
  });

  it("two dismissals at the same time both count", async () => {
    const [ann] = await getDb()
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.email, "ann@example.com"));
    const actor = { ...ann!, name: "Ann" };
    await Promise.all([
      dismissSetupItem("contact-inbox", { actor, origin: null }),
      dismissSetupItem("two-factor", { actor, origin: null }),
      dismissSetupItem("https-address", { actor, origin: null }),
    ]);
    expect((await dismissedSetupItems()).sort()).toEqual(["contact-inbox", "https-address", "two-factor"]);
  });

  it("answers 400 with the field's error for an unknown item, and writes nothing", async () => {
    const answer = await dismiss(ann, "not-an-item");
    expect(answer).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { item: "Unknown set-up item" } } });
    expect(await getDb().select().from(appSettings).where(eq(appSettings.key, "setup_dismissals"))).toEqual([]);
    expect(await getDb().select().from(activityLog).where(eq(activityLog.kind, "settings-updated"))).toEqual([]);
    expect((await callRoute(action, adminRequest(PATH, { cookie: ann, form: { intent: "other" } }))).status).toBe(400);
  });

  it("refuses a signed-out visitor", async () => {
    const answer = await callRoute(
      action,
      adminRequest(PATH, { form: { intent: "dismiss-setup-item", item: "https-address" } }),
    );
    expect(answer.status).toBe(401);
    expect(await dismissedSetupItems()).toEqual([]);
  });

  it("ignores a stored list it cannot read", async () => {
    await getDb().insert(appSettings).values({ key: "setup_dismissals", value: '["job-board","retired-item"' });
    expect(await dismissedSetupItems()).toEqual([]);
    await getDb()
      .update(appSettings)
      .set({ value: '["retired-item","job-board"]' })
      .where(eq(appSettings.key, "setup_dismissals"));
    expect(await dismissedSetupItems()).toEqual(["job-board"]);
  });
});
