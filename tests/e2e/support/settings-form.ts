import type { Page } from "@playwright/test";
import { agencyDefaults } from "~/config/agency";
import { draftFromSettings, type SettingsDraft } from "~/settings/settings-form";
import type { SiteSettings } from "~/settings/site-settings";
import { expect, postToAdmin } from "../fixtures/staff-page";

/** The settings form's fields as a browser posts them. */
export function settingsForm(settings: Partial<SiteSettings> = {}, intent = "save"): Record<string, string> {
  const draft: SettingsDraft = draftFromSettings({ ...agencyDefaults, ...settings });
  const form: Record<string, string> = { intent };
  for (const [name, value] of Object.entries(draft)) {
    if (Array.isArray(value)) {
      value.forEach((row: Record<string, string>, index) => {
        for (const [field, text] of Object.entries(row)) form[`${name}.${index}.${field}`] = text;
      });
    } else if (typeof value === "boolean") {
      if (value) form[name] = "on";
    } else form[name] = value;
  }
  return form;
}

/** Saves settings as the signed-in page's browser would (the defaults, with `settings` over them). */
export async function saveSettings(page: Page, settings: Partial<SiteSettings> = {}) {
  const response = await postToAdmin(page, "/admin/settings", settingsForm(settings));
  expect(response.status(), await response.text()).toBe(200);
}
