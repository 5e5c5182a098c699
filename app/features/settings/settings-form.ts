import type { z } from "zod";

import type { FieldErrors, FormParseResult } from "~/platform/forms/form-fields";

import { pointsAtJobBoard, siteSettingsSchema, type SiteSettings } from "./site-settings";

/*
 * The settings form as posted: every value as text (the checkbox as a boolean), the lists as
 * numbered fields ("phones.0.label"). A row left wholly blank is dropped, which is how a row
 * is added (fill the empty one) or removed (clear it) without JavaScript. The page renders a
 * draft, so a refused form comes back exactly as it was sent, with a message under each field.
 */

const listFields = {
  phones: ["label", "number"],
  offices: ["name", "street", "city", "state", "zip", "phone"],
  hours: ["days", "hours"],
} as const;

export type ListName = keyof typeof listFields;
type ListRow<L extends ListName> = Record<(typeof listFields)[L][number], string>;

const textFields = [
  "agencyName",
  "tagline",
  "slogan",
  "taglineSpanish",
  "sloganSpanish",
  "serviceRegions",
  "generalEmail",
  "facebookUrl",
  "linkedinUrl",
  "xUrl",
  "instagramUrl",
  "onlineApplicationUrl",
  "jobBoardUrl",
  "employeePortalUrl",
  "viewMoreInfo",
  "notificationEmail",
  "retentionDays",
  "applicationsEmail",
  "applicationRetentionDays",
  "requestReceivedMessage",
  "requestReceivedMessageEs",
] as const;

type TextField = (typeof textFields)[number];

export type SettingsDraft = Record<TextField, string> & {
  inboxEnabled: boolean;
  jobBoardEnabled: boolean;
  phones: ListRow<"phones">[];
  offices: ListRow<"offices">[];
  hours: ListRow<"hours">[];
};

/** The form name of one field of a list row. */
export function listFieldName(list: ListName, index: number, field: string): string {
  return `${list}.${index}.${field}`;
}

/** Rows read from the form, at most this many per list (the schema allows fewer; this bounds the work). */
const MAX_ROWS_READ = 50;

export function draftFromSettings(settings: SiteSettings): SettingsDraft {
  return {
    agencyName: settings.agencyName,
    tagline: settings.tagline,
    slogan: settings.slogan,
    taglineSpanish: settings.taglineSpanish,
    sloganSpanish: settings.sloganSpanish,
    serviceRegions: settings.serviceRegions.join("\n"),
    generalEmail: settings.generalEmail,
    facebookUrl: settings.facebookUrl,
    linkedinUrl: settings.linkedinUrl,
    xUrl: settings.xUrl,
    instagramUrl: settings.instagramUrl,
    onlineApplicationUrl: settings.onlineApplicationUrl,
    jobBoardUrl: settings.jobBoardUrl,
    employeePortalUrl: settings.employeePortalUrl,
    viewMoreInfo: settings.viewMoreInfo,
    notificationEmail: settings.notificationEmail,
    retentionDays: String(settings.retentionDays),
    applicationsEmail: settings.applicationsEmail,
    applicationRetentionDays: String(settings.applicationRetentionDays),
    requestReceivedMessage: settings.requestReceivedMessage,
    requestReceivedMessageEs: settings.requestReceivedMessageEs,
    inboxEnabled: settings.inboxEnabled,
    jobBoardEnabled: settings.jobBoardEnabled,
    phones: settings.phones.map((phone) => ({ ...phone })),
    offices: settings.offices.map((office) => ({ ...office })),
    hours: settings.hours.map((line) => ({ ...line })),
  };
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function readRows<L extends ListName>(formData: FormData, list: L): ListRow<L>[] {
  const fields = listFields[list] as readonly string[];
  const pattern = new RegExp(`^${list}\\.(\\d{1,3})\\.(${fields.join("|")})$`);
  const indexes = new Set<number>();
  for (const name of formData.keys()) {
    const match = pattern.exec(name);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .slice(0, MAX_ROWS_READ)
    .map(
      (index) =>
        Object.fromEntries(
          fields.map((field) => [field, text(formData, listFieldName(list, index, field))]),
        ) as ListRow<L>,
    )
    .filter((row) => Object.values<string>(row).some((value) => value.trim() !== ""));
}

/** The fields a browser posts for `draft` (readSettingsDraft's inverse): the checkbox only when ticked. */
export function settingsFormFields(draft: SettingsDraft): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of textFields) fields[name] = draft[name];
  if (draft.inboxEnabled) fields.inboxEnabled = "on";
  if (draft.jobBoardEnabled) fields.jobBoardEnabled = "on";
  for (const list of Object.keys(listFields) as ListName[]) {
    draft[list].forEach((row, index) => {
      for (const [field, value] of Object.entries(row)) fields[listFieldName(list, index, field)] = value;
    });
  }
  return fields;
}

export function readSettingsDraft(formData: FormData): SettingsDraft {
  const draft = Object.fromEntries(textFields.map((name) => [name, text(formData, name)])) as Record<TextField, string>;
  return {
    ...draft,
    inboxEnabled: formData.get("inboxEnabled") !== null,
    jobBoardEnabled: formData.get("jobBoardEnabled") !== null,
    phones: readRows(formData, "phones"),
    offices: readRows(formData, "offices"),
    hours: readRows(formData, "hours"),
  };
}

/** The form field an issue belongs to: "phones.1.number", or the list itself for a list-wide rule. */
function fieldOf(issue: z.core.$ZodIssue): string {
  const [first, ...rest] = issue.path.map(String);
  if (first === "serviceRegions") return first;
  return [first ?? "form", ...rest].join(".");
}

export function validateSettingsDraft(draft: SettingsDraft): FormParseResult<SiteSettings> {
  const retention = draft.retentionDays.trim();
  const applicationRetention = draft.applicationRetentionDays.trim();
  const result = siteSettingsSchema.safeParse({
    ...draft,
    serviceRegions: draft.serviceRegions
      .split(/\r?\n/)
      .map((region) => region.trim())
      .filter(Boolean),
    retentionDays: /^\d{1,6}$/.test(retention) ? Number(retention) : Number.NaN,
    applicationRetentionDays: /^\d{1,6}$/.test(applicationRetention) ? Number(applicationRetention) : Number.NaN,
  });
  if (result.success) {
    const linkErrors = jobBoardLinkErrors(result.data);
    return linkErrors ? { success: false, fieldErrors: linkErrors } : { success: true, data: result.data };
  }
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[fieldOf(issue)] ??= issue.message;
  return { success: false, fieldErrors };
}

const linkLabels = {
  onlineApplicationUrl: "Online Application URL",
  jobBoardUrl: "Job Board URL",
  employeePortalUrl: "Employee Portal URL",
} as const;

/**
 * While the site's job board is off, /jobs and /apply answer 404: a link setting may not
 * lead there (DECISIONS, Links). Null when every link is acceptable.
 */
function jobBoardLinkErrors(settings: SiteSettings): FieldErrors | null {
  if (settings.jobBoardEnabled) return null;
  const fieldErrors: FieldErrors = {};
  for (const [name, label] of Object.entries(linkLabels) as [keyof typeof linkLabels, string][]) {
    if (pointsAtJobBoard(settings[name]))
      fieldErrors[name] =
        `${label} cannot be ${settings[name]} while this site's job board is off: turn on 'Use this site's job board', or give the external address`;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

const emptyRow: { [L in ListName]: () => ListRow<L> } = {
  phones: () => ({ label: "", number: "" }),
  offices: () => ({ name: "", street: "", city: "", state: "", zip: "", phone: "" }),
  hours: () => ({ days: "", hours: "" }),
};

/**
 * The list buttons ("add:phones", "remove:offices:2", "up:hours:1", "down:hours:0"), for a
 * form posted without JavaScript: the draft with that change, or null for an unknown command.
 */
export function applyListCommand(draft: SettingsDraft, command: string): SettingsDraft | null {
  const match = /^(add|remove|up|down):(phones|offices|hours)(?::(\d{1,3}))?$/.exec(command);
  if (!match) return null;
  const [, verb, list, indexText] = match as unknown as [
    string,
    "add" | "remove" | "up" | "down",
    ListName,
    string | undefined,
  ];
  const rows = [...(draft[list] as Record<string, string>[])];
  if (verb === "add") rows.push(emptyRow[list]());
  else {
    if (indexText === undefined) return null;
    const index = Number(indexText);
    if (index >= rows.length) return draft;
    if (verb === "remove") rows.splice(index, 1);
    else {
      const other = verb === "up" ? index - 1 : index + 1;
      if (other < 0 || other >= rows.length) return draft;
      [rows[index], rows[other]] = [rows[other]!, rows[index]!];
    }
  }
  return { ...draft, [list]: rows };
}
