import { useEffect, useState } from "react";

import { TextField } from "~/components/form-fields";
import { useTypedBeforeHydration } from "~/platform/document/use-typed-before-hydration";
import { parseWith, type FieldErrors } from "~/platform/forms/form-fields";

import { updatePasswordSchema } from "./auth-schemas";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-strength";
import { PasswordStrengthMeter } from "./password-strength-meter";

/**
 * 'New Password' with the strength meter, and 'Confirm Password', checked as the staff member
 * types (each once its field has something in it) by the schema the server applies: the
 * reset link's page, My Account and accepting an invitation all use these. `onValidChange`
 * says whether the two are acceptable, for the form's button.
 */
export function NewPasswordFields({
  serverErrors,
  onValidChange,
}: {
  serverErrors?: FieldErrors;
  onValidChange?: (valid: boolean) => void;
}) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");

  const passwordRef = useTypedBeforeHydration<HTMLInputElement>(password, setPassword);
  const confirmRef = useTypedBeforeHydration<HTMLInputElement>(confirmPassword, setConfirmPassword);

  const typed = parseWith(updatePasswordSchema, { password, confirmPassword });
  useEffect(() => onValidChange?.(typed.success), [onValidChange, typed.success]);
  const typedErrors: FieldErrors = typed.success ? {} : typed.fieldErrors;
  const passwordError = (password ? typedErrors.password : undefined) ?? serverErrors?.password;
  const confirmError = (confirmPassword ? typedErrors.confirmPassword : undefined) ?? serverErrors?.confirmPassword;
  return (
    <>
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        maxLength={MAX_PASSWORD_LENGTH}
        ref={passwordRef}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
        hint={<PasswordStrengthMeter password={password} />}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        ref={confirmRef}
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={confirmError}
      />
    </>
  );
}
