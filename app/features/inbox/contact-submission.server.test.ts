import { describe, expect, it } from "vitest";

import { checkContactMessage, readContactSubmission, tidyContactMessage } from "./contact-submission.server";

const valid = { name: "Ann Lee", email: "ann@example.com", phone: "", company: "", message: "We need five welders." };

describe("a contact message as the server reads it", () => {
  it("reads the fields, the honeypot and the token", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.set(name, value);
    form.set("website", "spam.example");
    form.set("formToken", "123.abc");
    expect(readContactSubmission(form)).toEqual({ values: valid, honeypot: "spam.example", token: "123.abc" });
  });

  it("applies the browser's rules", () => {
    expect(checkContactMessage(valid)).toBeNull();
    expect(checkContactMessage({ ...valid, name: "", email: "ann@" })).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
    });
  });

  it("limits lengths and refuses control characters (line breaks only in the message)", () => {
    expect(checkContactMessage({ ...valid, message: "x".repeat(5001) })).toEqual({
      message: "Message must be at most 5,000 characters",
    });
    expect(checkContactMessage({ ...valid, company: "x".repeat(121) })).toEqual({
      company: "Company must be at most 120 characters",
    });
    expect(checkContactMessage({ ...valid, name: "Ann\nBcc: x@example.com" })).toEqual({
      name: "Name contains characters that are not allowed",
    });
    expect(checkContactMessage({ ...valid, message: "Line one\n\tLine two" })).toBeNull();
    expect(checkContactMessage({ ...valid, message: "bell \u0007" })).toEqual({
      message: "Message contains characters that are not allowed",
    });
  });

  it("is stored trimmed, with LF line breaks", () => {
    expect(tidyContactMessage({ ...valid, name: " Ann ", message: " One\r\nTwo\r " })).toMatchObject({
      name: "Ann",
      message: "One\nTwo",
    });
  });
});
