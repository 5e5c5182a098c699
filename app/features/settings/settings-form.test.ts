import { describe, expect, it } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";

import {
  applyListCommand,
  draftFromSettings,
  readSettingsDraft,
  settingsFormFields,
  validateSettingsDraft,
  type SettingsDraft,
} from "./settings-form";

function formOf(draft: SettingsDraft): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(settingsFormFields(draft))) form.set(name, value);
  return form;
}

const defaults = () => draftFromSettings(agencyDefaults);

function errorsOf(change: Partial<SettingsDraft>) {
  const result = validateSettingsDraft({ ...defaults(), ...change });
  if (result.success) throw new Error("expected the draft to be refused");
  return result.fieldErrors;
}

describe("the settings form", () => {
  it("refuses a NUL or another control character in every text field, with a message on that field", () => {
    const fields = settingsFormFields(defaults());
    for (const name of Object.keys(fields).filter((field) => field !== "inboxEnabled")) {
      for (const character of ["\u0000", "\u001b"]) {
        const form = formOf(defaults());
        form.set(name, `a${character}b`);
        const result = validateSettingsDraft(readSettingsDraft(form));
        expect(result.success, name).toBe(false);
        if (!result.success) expect(result.fieldErrors[name], name).toBeTruthy();
      }
    }
  });

  it("round-trips the defaults: form -> draft -> settings", () => {
    const draft = readSettingsDraft(formOf(defaults()));
    expect(draft).toEqual(defaults());
    const result = validateSettingsDraft(draft);
    expect(result).toEqual({ success: true, data: agencyDefaults });
  });

  it("posts a draft as its fields, which read back as the same draft", () => {
    const draft: SettingsDraft = { ...defaults(), inboxEnabled: true, hours: [], retentionDays: "30" };
    const fields = settingsFormFields(draft);
    expect(fields).toMatchObject({ inboxEnabled: "on", "phones.1.number": "(409) 555-0178", retentionDays: "30" });
    expect(Object.keys(fields).some((name) => name.startsWith("hours."))).toBe(false);
    expect(readSettingsDraft(formOf(draft))).toEqual(draft);
    expect(settingsFormFields(defaults())).not.toHaveProperty("inboxEnabled");
  });

  it("drops wholly blank rows and keeps the order of the numbers", () => {
    const form = formOf(defaults());
    form.set("phones.7.label", "Beaumont");
    form.set("phones.7.number", "409-555-0100");
    form.set("phones.5.label", " ");
    form.set("phones.5.number", "");
    const draft = readSettingsDraft(form);
    expect(draft.phones.map((phone) => phone.label)).toEqual(["Louisiana", "Texas", "Beaumont"]);
  });

  it("checks every value with a message under its field", () => {
    expect(errorsOf({ agencyName: "  " })).toEqual({ agencyName: "Agency Name is required" });
    expect(errorsOf({ agencyName: "x".repeat(81) })).toEqual({
      agencyName: "Agency Name must be at most 80 characters",
    });
    expect(errorsOf({ tagline: "two\nlines" })).toEqual({ tagline: "Tagline must be one line of plain text" });
    expect(errorsOf({ generalEmail: "info@" })).toEqual({
      generalEmail: "General Email must be a valid email address, e.g. info@example.com",
    });
    expect(errorsOf({ facebookUrl: "javascript:alert(1)" })).toEqual({
      facebookUrl: "Facebook URL must be a web address starting with https:// (or http://)",
    });
    expect(errorsOf({ jobBoardUrl: "https://user:secret@jobs.example.com" })).toHaveProperty("jobBoardUrl");
    expect(errorsOf({ jobBoardUrl: "ftp://jobs.example.com" })).toHaveProperty("jobBoardUrl");
    // A site link may be a path on this site, as its environment variable may; never one that leaves it.
    // (/jobs and /apply are the job board's own: see "the job board switch" below.)
    expect(validateSettingsDraft({ ...defaults(), jobBoardUrl: "/careers" }).success).toBe(true);
    expect(errorsOf({ jobBoardUrl: "//evil.example/jobs" })).toHaveProperty("jobBoardUrl");
    expect(errorsOf({ onlineApplicationUrl: "/\\evil.example" })).toHaveProperty("onlineApplicationUrl");
    expect(errorsOf({ facebookUrl: "/facebook" })).toHaveProperty("facebookUrl");
    expect(errorsOf({ retentionDays: "0" })).toEqual({
      retentionDays: "Keep messages for (days) must be a whole number from 1 to 3,650",
    });
    expect(errorsOf({ retentionDays: "30.5" })).toHaveProperty("retentionDays");
    expect(errorsOf({ viewMoreInfo: "elsewhere" })).toEqual({ viewMoreInfo: "Choose where 'View More Info' leads" });
    expect(errorsOf({ serviceRegions: "Louisiana\n" + "x".repeat(41) })).toEqual({
      serviceRegions: "Each service region must be at most 40 characters",
    });
    expect(errorsOf({ requestReceivedMessage: "  " })).toEqual({
      requestReceivedMessage: "Request Received message is required",
    });
    expect(errorsOf({ requestReceivedMessageEs: "Le llamaremos\nmañana." })).toEqual({
      requestReceivedMessageEs: "Request Received message (Spanish) must be one line of plain text",
    });
  });

  it("names the row and field of a list's error", () => {
    const phones = [
      { label: "Louisiana", number: "(337) 555-0142" },
      { label: "", number: "555-01" },
    ];
    expect(errorsOf({ phones })).toEqual({
      "phones.1.label": "Label is required",
      "phones.1.number": "Enter a phone number with its area code, e.g. (337) 555-0142 or +44 20 7946 0958",
    });
    const offices = [
      { name: "Main", street: "", city: "Sulphur", state: "Louisiana", zip: "7066", phone: "" },
      { name: "London", street: "", city: "Sulphur", state: "LA", zip: "", phone: "+44 20 7946 0958" },
    ];
    expect(errorsOf({ offices })).toEqual({
      "offices.0.state": "State must be its two-letter code, e.g. LA",
      "offices.0.zip": "ZIP must be 5 digits (or ZIP+4, e.g. 70663-1234)",
      "offices.1.phone": "Phone must be a US number with its area code, e.g. (337) 555-0142",
    });
    const hours = Array.from({ length: 11 }, () => ({ days: "Mon", hours: "9 AM-5 PM" }));
    expect(errorsOf({ hours })).toEqual({ hours: "At most 10 lines of business hours" });
  });

  it("tidies what it accepts", () => {
    const result = validateSettingsDraft({
      ...defaults(),
      phones: [{ label: " Main ", number: " (337)  555-0142 " }],
      offices: [
        { name: "HQ", street: "", city: "Sulphur", state: "la", zip: "70663", phone: " 337  555 0100 " },
        { name: "Texas", street: "", city: "Beaumont", state: "TX", zip: "", phone: "" },
      ],
      serviceRegions: " Louisiana \n\n Texas ",
      retentionDays: " 30 ",
      generalEmail: "",
    });
    expect(result.success && result.data).toMatchObject({
      phones: [{ label: "Main", number: "(337) 555-0142" }],
      offices: [
        { state: "LA", phone: "337 555 0100" },
        { state: "TX", phone: "" },
      ],
      serviceRegions: ["Louisiana", "Texas"],
      retentionDays: 30,
      generalEmail: "",
    });
  });

  it("adds, removes and reorders rows for a form posted without JavaScript", () => {
    const draft = defaults();
    expect(applyListCommand(draft, "add:phones")!.phones).toHaveLength(3);
    expect(applyListCommand(draft, "remove:phones:0")!.phones.map((p) => p.label)).toEqual(["Texas"]);
    expect(applyListCommand(draft, "down:phones:0")!.phones.map((p) => p.label)).toEqual(["Texas", "Louisiana"]);
    expect(applyListCommand(draft, "up:phones:1")!.phones.map((p) => p.label)).toEqual(["Texas", "Louisiana"]);
    expect(applyListCommand(draft, "up:phones:0")).toBe(draft);
    expect(applyListCommand(draft, "remove:phones")).toBeNull();
    expect(applyListCommand(draft, "drop:phones:0")).toBeNull();
  });
});

describe("the job board switch", () => {
  it("is off as the site ships, and posts and reads back as a checkbox", () => {
    expect(agencyDefaults.jobBoardEnabled).toBe(false);
    const draft: SettingsDraft = { ...defaults(), jobBoardEnabled: true };
    expect(settingsFormFields(draft)).toMatchObject({ jobBoardEnabled: "on" });
    expect(readSettingsDraft(formOf(draft))).toEqual(draft);
  });

  it("refuses /jobs or /apply as a link while the board is off, and accepts them while it is on", () => {
    expect(errorsOf({ jobBoardUrl: "/jobs", onlineApplicationUrl: "/apply?from=menu" })).toEqual({
      jobBoardUrl:
        "Job Board URL cannot be /jobs while this site's job board is off: turn on 'Use this site's job board', or give the external address",
      onlineApplicationUrl:
        "Online Application URL cannot be /apply?from=menu while this site's job board is off: turn on 'Use this site's job board', or give the external address",
    });
    const on = validateSettingsDraft({ ...defaults(), jobBoardEnabled: true, jobBoardUrl: "/jobs" });
    expect(on.success).toBe(true);
    // Another path of the site is not the job board.
    expect(validateSettingsDraft({ ...defaults(), jobBoardUrl: "/jobsearch" }).success).toBe(true);
  });
});
