import { useId } from "react";

/** A labelled input with its error message, wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: React.ReactNode } & React.InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none aria-[invalid=true]:border-red-600"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="mt-2">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export function SubmitButton({ children, ...button }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="submit"
      className="flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
      {...button}
    >
      {children}
    </button>
  );
}

/** A message about the whole form: red for failures (announced at once), green for news. */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: React.ReactNode }) {
  const styles =
    tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </div>
  );
}
