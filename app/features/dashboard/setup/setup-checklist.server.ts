import { eq } from "drizzle-orm";
import { data } from "react-router";

import { recordActivity, type DatabaseTransaction } from "~/features/activity/activity.server";
import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { externalLinksOf } from "~/features/settings/public-agency.server";
import { serverSetup } from "~/features/settings/server-setup.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { countStaffWithoutSecondFactor } from "~/features/staff/staff.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { appSettings } from "~/platform/db/schema";
import type { AdminActionResult } from "~/platform/forms/admin-action";
import { parseForm } from "~/platform/forms/form-fields";
import { readFormBody } from "~/platform/http/form-body.server";

import { contactInboxItems } from "./contact-inbox-item.server";
import { externalLinkItems } from "./external-link-items.server";
import { jobBoardItems } from "./job-board-item.server";
import { officeAddressItems } from "./office-address-item.server";
import { pagesFoundAmong } from "./pages-found.server";
import { httpsAddressItems, mailDeliveryItems } from "./server-config-items.server";
import {
  DISMISS_SETUP_ITEM,
  dismissSetupItemSchema,
  RESTORE_SETUP_ITEMS,
  SETUP_ITEM_IDS,
  SETUP_ITEM_NAMES,
  type SetupFacts,
  type SetupItem,
  type SetupItemId,
  type SetupRule,
} from "./setup-item";
import { twoFactorItems } from "./two-factor-item.server";
import { viewMoreInfoItems } from "./view-more-info-item.server";

/** In the order the dashboard lists them: what visitors meet first, then the server, then staff. */
const rules: readonly SetupRule[] = [
  contactInboxItems,
  externalLinkItems,
  viewMoreInfoItems,
  officeAddressItems,
  jobBoardItems,
  mailDeliveryItems,
  httpsAddressItems,
  twoFactorItems,
];

export interface SetupChecklistData {
  /** The items still to do that no one dismissed. */
  items: SetupItem[];
  /** Items still to do that staff dismissed ('Show dismissed items' brings them back). */
  dismissedCount: number;
}

function setupChecklist(facts: SetupFacts, dismissed: ReadonlySet<string>): SetupChecklistData {
  const toDo = rules.flatMap((rule) => rule(facts));
  const items = toDo.filter((item) => !dismissed.has(item.id));
  return { items, dismissedCount: toDo.length - items.length };
}

async function gatherSetupFacts(): Promise<SetupFacts> {
  const settings = await getSiteSettings();
  const { mailServer, publicUrl } = serverSetup();
  const [staffWithoutSecondFactor, pagesFound] = await Promise.all([
    countStaffWithoutSecondFactor(),
    pagesFoundAmong(Object.values(externalLinksOf(settings)), settings),
  ]);
  return {
    settings,
    smtpConfigured: mailServer !== null,
    publicUrl,
    staffWithoutSecondFactor,
    pagesFound,
  };
}

/*
 * Dismissals are the whole staff's: one row of app_settings holding the dismissed ids as a
 * JSON list (app_settings keeps such small shared values, and is in the backups). An id this
 * version does not know is dropped when read.
 */
const DISMISSALS_KEY = "setup_dismissals";
const CHECKLIST_TITLE = "Finish setting up your site";

function parseDismissals(value: string | undefined): SetupItemId[] {
  if (value === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? SETUP_ITEM_IDS.filter((id) => parsed.includes(id)) : [];
}

export async function dismissedSetupItems(db: Database | DatabaseTransaction = getDb()): Promise<SetupItemId[]> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DISMISSALS_KEY));
  return parseDismissals(row?.value);
}

/**
 * Writes the list and its activity row in one transaction. The row is made first and locked,
 * so two staff dismissing at once both count.
 */
async function changeDismissals(
  editor: ContentEditor,
  change: (current: SetupItemId[]) => { next: SetupItemId[]; detail: string } | null,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: DISMISSALS_KEY, value: "[]" }).onConflictDoNothing();
    const [row] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, DISMISSALS_KEY))
      .for("update");
    const changed = change(parseDismissals(row?.value));
    if (!changed) return;
    await tx
      .update(appSettings)
      .set({ value: JSON.stringify(changed.next) })
      .where(eq(appSettings.key, DISMISSALS_KEY));
    await recordActivity(tx, {
      kind: "settings-updated",
      actor: editor.actor,
      entity: { type: "setting", id: DISMISSALS_KEY, title: CHECKLIST_TITLE },
      changedFields: [DISMISSALS_KEY],
      detail: changed.detail,
      origin: editor.origin,
    });
  });
}

/** Hides an item for every staff member; dismissing it again changes nothing. */
export function dismissSetupItem(id: SetupItemId, editor: ContentEditor): Promise<void> {
  return changeDismissals(editor, (current) =>
    current.includes(id)
      ? null
      : {
          next: SETUP_ITEM_IDS.filter((known) => known === id || current.includes(known)),
          detail: `Dismissed: ${SETUP_ITEM_NAMES[id]}`,
        },
  );
}

/** Shows every dismissed item again (those still to do). */
function restoreSetupItems(editor: ContentEditor): Promise<void> {
  return changeDismissals(editor, (current) =>
    current.length === 0 ? null : { next: [], detail: "Dismissed items shown again" },
  );
}

export async function loadSetupChecklist(): Promise<SetupChecklistData> {
  const [facts, dismissed] = await Promise.all([gatherSetupFacts(), dismissedSetupItems()]);
  return setupChecklist(facts, new Set(dismissed));
}

/** The dashboard's POST: 'Dismiss' on an item, or 'Show dismissed items'. */
export async function performSetupAction(request: Request, editor: ContentEditor) {
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === RESTORE_SETUP_ITEMS) {
    await restoreSetupItems(editor);
    return data<AdminActionResult>({ ok: true, notice: { message: "Dismissed items are shown again." } });
  }
  if (intent !== DISMISS_SETUP_ITEM) return data<AdminActionResult>({ ok: false, error: "Unknown action." }, 400);
  const parsed = parseForm(dismissSetupItemSchema, form);
  if (!parsed.success) return data<AdminActionResult>({ ok: false, fieldErrors: parsed.fieldErrors }, 400);
  await dismissSetupItem(parsed.data.item, editor);
  return data<AdminActionResult>({ ok: true, notice: { message: "Dismissed for all staff." } });
}
