import { z } from "zod";

import { sentText } from "~/platform/forms/form-fields";

import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from "./password-strength";

/* The sign-in pages' forms: checked in the browser first, then by their actions. */

export const loginSchema = z.object({
  email: sentText(z.string().trim().min(1, "Email is required")),
  password: sentText(z.string().min(1, "Password is required")),
});

export const resetRequestSchema = z.object({
  email: sentText(
    z
      .string()
      .trim()
      .min(1, "Email is required")
      .max(254, "Please enter a valid email address")
      .pipe(z.email("Please enter a valid email address")),
  ),
});

export const updatePasswordSchema = z
  .object({
    password: sentText(
      z
        .string()
        .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
        .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    ),
    confirmPassword: sentText(z.string()),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ["confirmPassword"],
  });
