import type { ReactNode } from "react";

/** A message about the form just sent (My Account, the sign-in pages): red for failures (announced at once), green for news. */
export function Notice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-green-200 bg-green-50 text-green-800",
    info: "border-amber-200 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-4 py-3 text-sm font-medium ${styles}`}
    >
      {children}
    </div>
  );
}
