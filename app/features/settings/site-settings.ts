import { z } from "zod";

import { formatCount } from "~/platform/format/format-count";

import {
  isUsPhoneNumber,
  PHONE_NUMBER_MESSAGE,
  tidyPhoneDisplay,
  toE164,
  US_PHONE_NUMBER_MESSAGE,
} from "./phone-number";

/*
 * Every setting staff can change on /admin/settings, with its rules. The server checks each
 * value with these schemas before anything is saved, and again when a stored value is read
 * (a value written by an older version that no longer passes falls back to its default).
 * The labels are the form's, so a message names the field it is shown under.
 */

/** C0 controls and DEL: a single-line value has no tab or line break either. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function line(label: string, maxLength: number, options: { required?: boolean } = {}) {
  let schema = z.string().trim();
  if (options.required) schema = schema.min(1, `${label} is required`);
  return schema
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .refine((value) => !hasControlCharacter(value), `${label} must be one line of plain text`);
}

function email(label: string) {
  return z
    .string()
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      `${label} must be a valid email address, e.g. info@example.com`,
    );
}

/** An absolute http(s) address without credentials in it, or empty (nothing shown). */
function isWebAddress(value: string): boolean {
  if (hasControlCharacter(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && url.hostname.length > 0
  );
}

function webUrl(label: string) {
  return z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => value === "" || isWebAddress(value),
      `${label} must be a web address starting with https:// (or http://)`,
    );
}

/** A path on this site ("/apply"), not one that leaves it ("//host", "/\\host"). */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])\S*$/.test(value) && !hasControlCharacter(value);
}

/**
 * The agency's other sites: a web address, or a path on this site as the environment
 * variables allow (ONLINE_APPLICATION_URL=/apply), so that a value the environment gave still
 * passes when the form is saved.
 */
function siteLink(label: string) {
  return z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => value === "" || isWebAddress(value) || isSitePath(value),
      `${label} must be a web address starting with https:// (or http://), or a path on this site starting with /`,
    );
}

const phone = z.object({
  label: line("Label", 40, { required: true }),
  number: z
    .string()
    .trim()
    .min(1, "Number is required")
    .max(30, "Number must be at most 30 characters")
    .refine((value) => toE164(value) !== null, PHONE_NUMBER_MESSAGE)
    .transform(tidyPhoneDisplay),
});

const office = z.object({
  name: line("Office Name", 80, { required: true }),
  street: line("Street", 120),
  city: line("City", 60, { required: true }),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "State must be its two-letter code, e.g. LA"),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, "ZIP must be 5 digits (or ZIP+4, e.g. 70663-1234)"),
  /**
   * The office's own number; empty: its page shows the site's main numbers. Offices saved
   * before it existed have none, and load as empty.
   */
  phone: z
    .string()
    .trim()
    .max(30, "Phone must be at most 30 characters")
    .refine((value) => value === "" || isUsPhoneNumber(value), US_PHONE_NUMBER_MESSAGE)
    .transform(tidyPhoneDisplay)
    .default(""),
});

const hoursLine = z.object({
  days: line("Days", 40, { required: true }),
  hours: line("Hours", 40, { required: true }),
});

const viewMoreInfoTargets = ["none", "jobBoard", "jobsInCategory", "contact"] as const;
export type ViewMoreInfoTarget = (typeof viewMoreInfoTargets)[number];

export const MAX_PHONES = 6;
export const MAX_OFFICES = 10;
export const MAX_HOURS_LINES = 10;
const MAX_SERVICE_REGIONS = 10;
export const MAX_RETENTION_DAYS = 3650;
/**
 * US employers and employment agencies must keep applications a year (29 CFR 1602.14 and
 * 1627.4): the setting cannot go below it.
 */
export const MIN_APPLICATION_RETENTION_DAYS = 365;
const APPLICATION_RETENTION_MESSAGE = `Keep applications for (days) must be a whole number from ${MIN_APPLICATION_RETENTION_DAYS} to ${formatCount(MAX_RETENTION_DAYS)}: US law requires keeping applications at least a year`;
const RETENTION_MESSAGE = `Keep messages for (days) must be a whole number from 1 to ${formatCount(MAX_RETENTION_DAYS)}`;

/** One schema per stored setting (each is one row of site_settings). */
export const settingSchemas = {
  agencyName: line("Agency Name", 80, { required: true }),
  tagline: line("Tagline", 80),
  slogan: line("Slogan", 120),
  // The Spanish pages' own (docs/i18n.md); the agency's name is never translated.
  taglineSpanish: line("Tagline (Spanish)", 80),
  sloganSpanish: line("Slogan (Spanish)", 120),
  serviceRegions: z
    .array(line("Each service region", 40, { required: true }))
    .max(MAX_SERVICE_REGIONS, `At most ${MAX_SERVICE_REGIONS} service regions`),
  phones: z.array(phone).max(MAX_PHONES, `At most ${MAX_PHONES} phone numbers`),
  generalEmail: email("General Email"),
  offices: z.array(office).max(MAX_OFFICES, `At most ${MAX_OFFICES} offices`),
  hours: z.array(hoursLine).max(MAX_HOURS_LINES, `At most ${MAX_HOURS_LINES} lines of business hours`),
  facebookUrl: webUrl("Facebook URL"),
  linkedinUrl: webUrl("LinkedIn URL"),
  xUrl: webUrl("X URL"),
  instagramUrl: webUrl("Instagram URL"),
  onlineApplicationUrl: siteLink("Online Application URL"),
  jobBoardUrl: siteLink("Job Board URL"),
  employeePortalUrl: siteLink("Employee Portal URL"),
  viewMoreInfo: z.enum(viewMoreInfoTargets, { error: "Choose where 'View More Info' leads" }),
  inboxEnabled: z.boolean(),
  /** 'Use this site's job board': /jobs (and /apply) in place of the external job board and application site. */
  jobBoardEnabled: z.boolean(),
  notificationEmail: email("Notification Email"),
  retentionDays: z
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(1, RETENTION_MESSAGE)
    .max(MAX_RETENTION_DAYS, RETENTION_MESSAGE),
  /** Where 'New application' mails go; empty: the notification address. */
  applicationsEmail: email("Applications Email"),
  applicationRetentionDays: z
    .number({ error: APPLICATION_RETENTION_MESSAGE })
    .int(APPLICATION_RETENTION_MESSAGE)
    .min(MIN_APPLICATION_RETENTION_DAYS, APPLICATION_RETENTION_MESSAGE)
    .max(MAX_RETENTION_DAYS, APPLICATION_RETENTION_MESSAGE),
  /** The sentence under 'Request Received' once an employer sends a staff request. */
  requestReceivedMessage: line("Request Received message", 200, { required: true }),
  requestReceivedMessageEs: line("Request Received message (Spanish)", 200, { required: true }),
};

export const siteSettingsSchema = z.object(settingSchemas);

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SettingKey = keyof SiteSettings;
export type OfficeSetting = SiteSettings["offices"][number];

export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

/** The social networks, in the footer's order, with the setting that holds each one's address. */
export const socialNetworks = [
  { network: "Facebook", key: "facebookUrl" },
  { network: "LinkedIn", key: "linkedinUrl" },
  { network: "X", key: "xUrl" },
  { network: "Instagram", key: "instagramUrl" },
] as const satisfies ReadonlyArray<{ network: string; key: SettingKey }>;

export type SocialNetwork = (typeof socialNetworks)[number]["network"];

/** Where notifications of new contact messages go: the notification address, else the general one. */
export function notificationAddress(settings: Pick<SiteSettings, "notificationEmail" | "generalEmail">): string {
  return settings.notificationEmail || settings.generalEmail;
}

/** Where 'New application' mails go: the Applications Email, else the notification address. */
export function applicationsAddress(
  settings: Pick<SiteSettings, "applicationsEmail" | "notificationEmail" | "generalEmail">,
): string {
  return settings.applicationsEmail || notificationAddress(settings);
}

/** The paths of this site's job board and application page. */
export const JOB_BOARD_PATH = "/jobs";
export const APPLY_PATH = "/apply";

/** Whether a link setting points at the site's own job board or application page ("/jobs", "/apply?x", "/jobs/..."). */
export function pointsAtJobBoard(value: string): boolean {
  return [JOB_BOARD_PATH, APPLY_PATH].some(
    (path) => value.startsWith(path) && (value.length === path.length || /^[/?#]/.test(value.slice(path.length))),
  );
}
