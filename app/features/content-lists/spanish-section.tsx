import type { ReactNode } from "react";

/**
 * The 'Español' section of the FAQ and post forms: the item's Spanish text, optional, all
 * fields or none (spanishAllOrNone). The admin stays English; the fields themselves carry
 * lang="es" so that spelling checks and screen readers treat their text as Spanish.
 */
export function SpanishSection({ noun, children }: { noun: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-lg border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">Español</legend>
      <p className="-mt-2 text-sm text-slate-600">
        The {noun} on the Spanish pages (/es). Fill in every field, or leave them all empty: without them, Spanish pages
        show the English text, marked &lsquo;En inglés&rsquo;.
      </p>
      {children}
    </fieldset>
  );
}

/**
 * A field of the 'Español' section, for the field components: its label from `labels` (e.g.
 * 'Question (Spanish)'), its name, saved value and message from `field` (fieldBinder's),
 * lang="es", and optional.
 */
export function spanishFieldBinder<Key extends string>(
  field: (key: Key) => { name: string; defaultValue?: string; error?: string },
  labels: Readonly<Record<Key, string>>,
) {
  return (key: Key) => ({ label: labels[key], ...field(key), lang: "es", optional: true });
}

/** Under a list row's title when the item has no Spanish text (ContentTableSpec.hasSpanish). */
export function SpanishMissing() {
  return (
    <span className="mt-1 block w-fit rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
      Spanish: missing
    </span>
  );
}
