import { useState, type FormEvent, type RefObject } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { z } from "zod";

import type { AdminActionResult } from "~/platform/forms/admin-action";
import { parseForm, type FieldErrors, type FormParseResult } from "~/platform/forms/form-fields";

import { useSettledResult } from "./use-settled-result";

function focusFirstInvalid(form: HTMLFormElement | null, fieldErrors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && "name" in element && fieldErrors[String(element.name)]) {
      element.focus();
      return;
    }
  }
}

/**
 * Checks a form as it is submitted, with the server's own rules, for a message without the
 * round trip: a valid form goes (its earlier messages cleared); an invalid one stays, shows
 * its messages and has its first invalid field focused.
 */
export function checkOnSubmit(
  event: FormEvent<HTMLFormElement>,
  parsed: FormParseResult<unknown>,
  setClientErrors: (errors: FieldErrors | null) => void,
  focus: (form: HTMLFormElement, errors: FieldErrors) => void = focusFirstInvalid,
) {
  if (parsed.success) {
    setClientErrors(null);
    return;
  }
  event.preventDefault();
  setClientErrors(parsed.fieldErrors);
  focus(event.currentTarget, parsed.fieldErrors);
}

/**
 * A create/edit form of the admin: checks the input in the browser on submit (the same
 * schema as the server, so the same messages), submits with a fetcher, then shows the
 * server's field errors inline, alerts `saveFailedMessage` on any other failure, or calls
 * `onSaved` once the list has reloaded.
 */
export function useAdminForm<T>(options: {
  formRef: RefObject<HTMLFormElement | null>;
  schema: z.ZodType<T>;
  saveFailedMessage: string;
  onSaved: () => void;
}) {
  const { formRef } = options;
  const fetcher = useFetcher<AdminActionResult>();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const revalidator = useRevalidator();

  useSettledResult(fetcher, (result) => {
    if (result.ok) options.onSaved();
    else if (result.fieldErrors) focusFirstInvalid(formRef.current, result.fieldErrors);
    else {
      window.alert(options.saveFailedMessage);
      // A failed answer does not reload the list by itself; what failed may be gone (404).
      void revalidator.revalidate();
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    checkOnSubmit(event, parseForm(options.schema, new FormData(event.currentTarget)), setClientErrors);
  }

  const busy = fetcher.state !== "idle";
  const serverErrors = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  return { fetcher, onSubmit, errors, busy };
}
