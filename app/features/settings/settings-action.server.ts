import { randomUUID } from "node:crypto";

import { data } from "react-router";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { senderName } from "~/features/settings/sender-name.server";
import type { FieldErrors } from "~/platform/forms/form-fields";
import { BodyTooLargeError, MalformedFormError, readFormBody } from "~/platform/http/form-body.server";
import { log, withoutEmailAddresses } from "~/platform/log/log.server";
import { sendMail } from "~/platform/mail/mailer.server";

import { applyListCommand, readSettingsDraft, validateSettingsDraft, type SettingsDraft } from "./settings-form";
import { getSiteSettings, saveSiteSettings } from "./settings.server";
import { notificationAddress } from "./site-settings";
import { testEmail } from "./test-email.server";

/** What the settings page's action answers; the page shows each kind in its place. */
export type SettingsActionData =
  | { kind: "saved" }
  /** `version` tells the page to start its form again from this draft. */
  | { kind: "invalid"; draft: SettingsDraft; version: string; fieldErrors: FieldErrors }
  /** A list button pressed without JavaScript: the form again with that change, nothing saved. */
  | { kind: "draft"; draft: SettingsDraft; version: string }
  | { kind: "test-email"; ok: boolean; message: string }
  | { kind: "refused"; message: string };

const NO_ADDRESS = "There is no address to send to: set a Notification Email or a General Email, save, then try again.";

async function sendTestEmail() {
  const settings = await getSiteSettings();
  const to = notificationAddress(settings);
  if (!to) return data<SettingsActionData>({ kind: "test-email", ok: false, message: NO_ADDRESS }, { status: 400 });
  try {
    const { outboxPath } = await sendMail({
      ...testEmail({ to, agencyName: settings.agencyName }),
      fromName: senderName(settings),
    });
    const where = outboxPath ? ` (no SMTP_URL is set: it was written to the outbox, ${outboxPath})` : "";
    return data<SettingsActionData>({
      kind: "test-email",
      ok: true,
      message: `A test message was sent to ${to}${where}.`,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Staff see the address on the page; the log does not keep it.
    log.error(`mail: could not send the test message: ${withoutEmailAddresses(reason)}`);
    return data<SettingsActionData>(
      { kind: "test-email", ok: false, message: `The test message to ${to} could not be sent: ${reason}` },
      { status: 502 },
    );
  }
}

/** The settings page's POST, for a request the admin middleware has let through. */
export async function performSettingsAction(request: Request, editor: ContentEditor) {
  let formData: FormData;
  try {
    formData = await readFormBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return data<SettingsActionData>(
        { kind: "refused", message: "The form is too large to be saved." },
        { status: 413 },
      );
    }
    if (error instanceof MalformedFormError) {
      return data<SettingsActionData>({ kind: "refused", message: error.message }, { status: error.status });
    }
    throw error;
  }
  const intent = formData.get("intent");
  if (intent === "test-email") return sendTestEmail();

  const draft = readSettingsDraft(formData);
  if (typeof intent === "string" && intent !== "save") {
    const changed = applyListCommand(draft, intent);
    if (!changed) return data<SettingsActionData>({ kind: "refused", message: "Unknown action." }, { status: 400 });
    return data<SettingsActionData>({ kind: "draft", draft: changed, version: randomUUID() });
  }
  const parsed = validateSettingsDraft(draft);
  if (!parsed.success) {
    return data<SettingsActionData>(
      { kind: "invalid", draft, version: randomUUID(), fieldErrors: parsed.fieldErrors },
      { status: 400 },
    );
  }
  await saveSiteSettings(parsed.data, editor);
  return data<SettingsActionData>({ kind: "saved" });
}
