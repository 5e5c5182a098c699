import { pathWithoutLocale } from "~/platform/i18n/locale";
import { m } from "~/platform/i18n/messages";

/*
 * What the page area shows while a client-side navigation fetches a page's data
 * (server-rendered pages arrive with their data and never show these).
 */

function Spinner({ className = "size-10" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`animate-spin text-brand-600 ${className}`}
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function PendingView({ label, showText }: { label: string; showText: boolean }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="site-container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24"
    >
      <Spinner />
      <p className={showText ? "text-lg text-slate-600" : "sr-only"}>{label}</p>
    </div>
  );
}

/** The pending view for a navigation to `pathname`, or null for pages without one. */
export function pendingViewFor(localizedPathname: string): React.ReactNode {
  const pathname = pathWithoutLocale(localizedPathname);
  if (pathname === "/faqs") return <PendingView label={m.site_loading_faqs()} showText={false} />;
  if (pathname === "/news") return <PendingView label={m.site_loading_news()} showText />;
  if (pathname.startsWith("/news/")) return <PendingView label={m.site_loading_article()} showText />;
  return null;
}
