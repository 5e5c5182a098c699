import { passwordRequirements, passwordStrength } from "./password-strength";

const barColours = ["bg-red-500", "bg-orange-500", "bg-yellow-500", "bg-lime-600", "bg-green-600"];
const labelColours = ["text-red-700", "text-orange-700", "text-yellow-800", "text-lime-800", "text-green-800"];

/** The strength meter and the requirements checklist of the new password (password-strength.ts). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="space-y-3">
      {password ? (
        <div>
          <div className="flex gap-1" aria-hidden="true">
            {[1, 2, 3, 4].map((step) => (
              <div
                key={step}
                className={`h-1.5 flex-1 rounded-full ${score >= step ? barColours[score] : "bg-slate-200"}`}
              />
            ))}
          </div>
          <p className="mt-1.5 text-sm text-slate-600" aria-live="polite">
            Password strength: <span className={`font-semibold ${labelColours[score]}`}>{label}</span>
          </p>
        </div>
      ) : null}
      <ul className="space-y-1 text-sm" aria-label="Password requirements">
        {passwordRequirements(password).map((requirement) => (
          <li
            key={requirement.label}
            className={`flex items-center gap-2 ${requirement.met ? "text-green-700" : "text-slate-500"}`}
          >
            {requirement.met ? (
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
            ) : (
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
                <circle cx="10" cy="10" r="3" />
              </svg>
            )}
            <span>{requirement.label}</span>
            <span className="sr-only">{requirement.met ? "(done)" : "(not yet)"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
