import { describe, expect, it } from "vitest";

import { emptyContactMessage, validateContactMessage } from "./contact-message";

const valid = { ...emptyContactMessage, name: "Ann Lee", email: "ann@example.com", message: "We need 5 welders." };

describe("validateContactMessage", () => {
  it("accepts a message with name, email and message (phone and company are optional)", () => {
    expect(validateContactMessage(valid)).toBeNull();
    expect(validateContactMessage({ ...valid, phone: "337-555-0100", company: "Acme" })).toBeNull();
  });

  it("requires name, email and message, one message per field", () => {
    expect(validateContactMessage(emptyContactMessage)).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("treats blank text as missing", () => {
    expect(validateContactMessage({ ...valid, name: "   ", message: "\n\t" })).toEqual({
      name: "Name is required",
      message: "Message is required",
    });
  });

  it.each(["ann", "ann@", "@example.com", "ann@example", "ann example@x.com"])("refuses the email %j", (email) => {
    expect(validateContactMessage({ ...valid, email })).toEqual({ email: "Please enter a valid email address" });
  });
});
