import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import type { SettingsActionData } from "~/features/settings/settings-action.server";
import { draftFromSettings, settingsFormFields, type SettingsDraft } from "~/features/settings/settings-form";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, siteSettings } from "~/platform/db/schema";

import { adminRequest, callRoute, EVIL_ORIGIN, signInStaff } from "../../../tests/support/admin-requests";
import { readOutbox } from "../../../tests/support/outbox";
import { tempDir } from "../../../tests/support/temp-dir";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action, loader } from "./route";

const PATH = "/admin/settings";

/** The form as a browser posts it for this draft. */
const formOf = (draft: SettingsDraft, intent = "save") => ({ intent, ...settingsFormFields(draft) });

const defaults = () => draftFromSettings(agencyDefaults);

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("settings-route-");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
});
afterAll(async () => {
  vi.unstubAllEnvs();
});

describeEachEngine("admin settings route", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });

  const post = (form: Record<string, string>, options: { cookie?: string; origin?: string | null } = { cookie }) =>
    callRoute(action, adminRequest(PATH, { ...options, form }));
  const storedKeys = async () =>
    (await getDb().select({ key: siteSettings.key }).from(siteSettings)).map((row) => row.key).sort();

  it("shows the settings in effect to staff, and sends others to the login page", async () => {
    const signedOut = await callRoute(loader, adminRequest(PATH));
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/admin/login");
    const answer = await callRoute(loader, adminRequest(PATH, { cookie }));
    expect((answer.body as { draft: SettingsDraft }).draft).toEqual(defaults());
  });

  it("saves, and the site reads the new values at once", async () => {
    const answer = await post(
      formOf({
        ...defaults(),
        agencyName: "Gulf Coast Staffing",
        phones: [
          { label: "Lake Charles", number: "(337) 555-0199" },
          { label: "Beaumont", number: "409.555.0111" },
        ],
        instagramUrl: "",
        inboxEnabled: true,
        retentionDays: "90",
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ kind: "saved" });
    const settings = await getSiteSettings();
    expect(settings).toMatchObject({
      agencyName: "Gulf Coast Staffing",
      instagramUrl: "",
      inboxEnabled: true,
      retentionDays: 90,
    });
    expect(settings.phones.map((phone) => phone.label)).toEqual(["Lake Charles", "Beaumont"]);
  });

  it("records each save in the activity log with who and which settings changed", async () => {
    expect((await post(formOf({ ...defaults(), agencyName: "Gulf Coast Staffing", retentionDays: "90" }))).status).toBe(
      200,
    );
    // Saved again unchanged: a row that says nothing changed.
    expect((await post(formOf({ ...defaults(), agencyName: "Gulf Coast Staffing", retentionDays: "90" }))).status).toBe(
      200,
    );
    const rows = (await getDb().select().from(activityLog)).filter((row) => row.kind === "settings-updated");
    expect(rows.map((row) => row.changedFields).sort((a, b) => (b?.length ?? 0) - (a?.length ?? 0))).toEqual([
      ["agency name", "retention days"],
      null,
    ]);
    expect(rows[0]).toMatchObject({ actorEmail: "staff@example.com", entityTitle: "Site settings" });
  });

  it("refuses invalid values with a message under each field, and saves nothing", async () => {
    const answer = await post(
      formOf({
        ...defaults(),
        agencyName: "Renamed",
        generalEmail: "info@",
        facebookUrl: "javascript:alert(1)",
        phones: [{ label: "Main", number: "555" }],
        retentionDays: "forever",
      }),
    );
    expect(answer.status).toBe(400);
    const body = answer.body as Extract<SettingsActionData, { kind: "invalid" }>;
    expect(body.kind).toBe("invalid");
    expect(Object.keys(body.fieldErrors).sort()).toEqual([
      "facebookUrl",
      "generalEmail",
      "phones.0.number",
      "retentionDays",
    ]);
    // The form comes back as it was sent.
    expect(body.draft.agencyName).toBe("Renamed");
    expect(await storedKeys()).toEqual([]);
    expect((await getSiteSettings()).agencyName).toBe(agencyDefaults.agencyName);
  });

  it("without JavaScript, a list button answers the form with that change and saves nothing", async () => {
    const draft = { ...defaults(), agencyName: "Typed but not saved" };
    const added = await post(formOf(draft, "add:offices"));
    expect(added.status).toBe(200);
    const body = added.body as Extract<SettingsActionData, { kind: "draft" }>;
    expect(body.kind).toBe("draft");
    expect(body.draft.offices).toHaveLength(2);
    expect(body.draft.agencyName).toBe("Typed but not saved");
    const moved = (await post(formOf(draft, "down:phones:0"))).body as Extract<SettingsActionData, { kind: "draft" }>;
    expect(moved.draft.phones.map((phone) => phone.label)).toEqual(["Texas", "Louisiana"]);
    expect(await storedKeys()).toEqual([]);
    expect((await post(formOf(draft, "explode:phones"))).status).toBe(400);
  });

  it("refuses signed-out and cross-site posts before reading the form", async () => {
    const form = formOf({ ...defaults(), agencyName: "Hijacked" });
    expect((await post(form, {})).status).toBe(401);
    expect((await post(form, { cookie, origin: EVIL_ORIGIN })).status).toBe(403);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a form larger than 64 KB", async () => {
    const request = adminRequest(PATH, { cookie, form: formOf({ ...defaults(), slogan: "x".repeat(70_000) }) });
    const sized = new Request(request, { headers: new Headers([...request.headers, ["content-length", "80000"]]) });
    expect((await callRoute(action, sized)).status).toBe(413);
    expect(await storedKeys()).toEqual([]);
  });

  describe("Send Test Email", () => {
    it("sends to the notification address, named by the saved agency name", async () => {
      await post(formOf({ ...defaults(), agencyName: "Bayou Staffing", notificationEmail: "alerts@example.org" }));
      const answer = await post({ intent: "test-email" });
      expect(answer.status).toBe(200);
      const body = answer.body as Extract<SettingsActionData, { kind: "test-email" }>;
      expect(body.ok).toBe(true);
      expect(body.message).toContain("alerts@example.org");
      const messages = await readOutbox(dataDir);
      const sent = messages.at(-1)!;
      expect(sent.header("to")).toBe("alerts@example.org");
      expect(sent.header("from")).toMatch(/^"?Bayou Staffing"? <no-reply@/);
    });

    it("says so when there is no address to send to", async () => {
      await post(formOf({ ...defaults(), generalEmail: "", notificationEmail: "" }));
      const answer = await post({ intent: "test-email" });
      expect(answer.status).toBe(400);
      expect((answer.body as { ok: boolean }).ok).toBe(false);
    });
  });
});
