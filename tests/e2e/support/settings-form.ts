import type { Page } from "@playwright/test";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { draftFromSettings, settingsFormFields } from "~/features/settings/settings-form";
import type { SiteSettings } from "~/features/settings/site-settings";

import { expect, postToAdmin } from "../fixtures/staff-page";

/** The settings form's fields as a browser posts them. */
export function settingsForm(settings: Partial<SiteSettings> = {}, intent = "save"): Record<string, string> {
  return { intent, ...settingsFormFields(draftFromSettings({ ...agencyDefaults, ...settings })) };
}

/** Saves settings as the signed-in page's browser would (the defaults, with `settings` over them). */
export async function saveSettings(page: Page, settings: Partial<SiteSettings> = {}) {
  const response = await postToAdmin(page, "/admin/settings", settingsForm(settings));
  expect(response.status(), await response.text()).toBe(200);
}
