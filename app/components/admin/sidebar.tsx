import { Form, Link, NavLink } from "react-router";

import { useAgencyName } from "~/platform/document/root-data";

import { CloseIcon, MenuIcon, SignOutIcon } from "./icons";
import { useAdminMenu } from "./use-admin-menu";

const navItems = [
  {
    to: "/admin/dashboard",
    label: "Dashboard",
    icon: "M3 13h8V3H3v10Zm0 8h8v-6H3v6Zm10 0h8V11h-8v10Zm0-18v6h8V3h-8Z",
  },
  {
    to: "/admin/faqs",
    label: "FAQs",
    icon: "M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20Zm-1-7v2h2v-2h-2Zm1-10a4 4 0 0 0-4 4h2a2 2 0 1 1 2 2 1 1 0 0 0-1 1v2h2v-1.2A4 4 0 0 0 12 5Z",
  },
  {
    to: "/admin/posts",
    label: "Blog Posts",
    icon: "M5 3h10l4 4v14H5V3Zm2 2v14h10V8h-3V5H7Zm2 6h6v2H9v-2Zm0 4h6v2H9v-2Z",
  },
  {
    to: "/admin/jobs",
    label: "Jobs",
    icon: "M9 3h6a2 2 0 0 1 2 2v2h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h3V5a2 2 0 0 1 2-2Zm0 4h6V5H9v2Zm-4 2v4h14V9H5Zm0 6v3h14v-3h-6v1h-2v-1H5Z",
  },
  {
    to: "/admin/applications",
    label: "Applications",
    icon: "M6 2h9l5 5v15H6V2Zm2 2v16h10V8h-4V4H8Zm2 7h6v2h-6v-2Zm0 4h6v2h-6v-2Zm0-8h3v2h-3V7Z",
  },
  {
    to: "/admin/media",
    label: "Media",
    icon: "M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9.6l3.3-3.3a1 1 0 0 1 1.4 0l2.8 2.8 4.3-4.3a1 1 0 0 1 1.4 0L19 11.6V6H5Zm4 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z",
  },
  {
    to: "/admin/inbox",
    label: "Inbox",
    icon: "M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v7h3.5l1.5 2h4l1.5-2H19V6H5Z",
  },
  {
    to: "/admin/settings",
    label: "Settings",
    icon: "M19.14 12.94c.04-.3.06-.61.06-.94 0-.32-.02-.64-.07-.94l2.03-1.58a.49.49 0 0 0 .12-.61l-1.92-3.32a.49.49 0 0 0-.59-.22l-2.39.96c-.5-.38-1.03-.7-1.62-.94l-.36-2.54a.48.48 0 0 0-.48-.41h-3.84c-.24 0-.43.17-.47.41l-.36 2.54c-.59.24-1.13.57-1.62.94l-2.39-.96a.48.48 0 0 0-.59.22L2.74 8.87a.48.48 0 0 0 .12.61l2.03 1.58c-.05.3-.09.63-.09.94s.02.64.07.94l-2.03 1.58a.49.49 0 0 0-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32a.49.49 0 0 0-.12-.61l-2.01-1.58ZM12 15.6a3.6 3.6 0 1 1 0-7.2 3.6 3.6 0 0 1 0 7.2Z",
  },
  {
    to: "/admin/staff",
    label: "Staff",
    icon: "M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0 2c3.3 0 6 1.8 6 4v3H3v-3c0-2.2 2.7-4 6-4Zm7.5-2a3 3 0 1 0 0-6v6Zm.9 2.1c2 .5 3.6 1.8 3.6 3.4V20h-4v-3c0-1.5-.6-2.8-1.6-3.8l2 .9Z",
  },
  {
    to: "/admin/activity",
    label: "Activity",
    icon: "M3 12h4l3-8 4 16 3-8h4v2h-2.6L14 22 10 6.6 8.4 14H3v-2Z",
  },
];

function NavIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className="size-5 shrink-0" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

/** A count beside an item: "3 unread", "2 new". */
function CountBadge({ count, meaning }: { count: number; meaning: string }) {
  return (
    <span className="ml-auto rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-brand-900 tabular-nums">
      {count}
      <span className="sr-only"> {meaning}</span>
    </span>
  );
}

const MENU_ID = "admin-menu";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400";

/**
 * The admin's navigation, the signed-in address and Sign Out, in that order (also for Tab):
 * a sidebar from 1024 px up; below, a bar on top whose 'Menu' button opens them over the page.
 */
/**
 * `unreadInbox`: contact messages and staff requests nobody has opened yet; `newApplications`:
 * applications at stage 'New', spam aside.
 */
export function AdminSidebar({
  email,
  unreadInbox,
  newApplications,
}: {
  email: string;
  unreadInbox: number;
  newApplications: number;
}) {
  const agencyName = useAgencyName();
  const { open, toggle, buttonRef, panelRef, containerRef, onKeyDown } = useAdminMenu();
  return (
    <aside
      ref={containerRef}
      onKeyDown={onKeyDown}
      className="relative z-30 bg-brand-900 text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 lg:flex-col"
    >
      <div className="relative flex items-center justify-between gap-3 bg-brand-900 px-4 py-3 lg:border-b lg:border-white/10 lg:px-6 lg:py-6">
        <div className="min-w-0">
          <p className="text-lg font-bold whitespace-nowrap">Admin Panel</p>
          <Link to="/" className="block truncate text-xs text-brand-100 hover:text-white hover:underline">
            {agencyName || "Website"} <span className="sr-only">(view website)</span>
          </Link>
        </div>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={toggle}
          className={`flex shrink-0 items-center gap-2 rounded-md border border-white/25 px-3 py-2 text-sm font-semibold hover:bg-white/10 lg:hidden ${focusRing}`}
        >
          {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          Menu
        </button>
      </div>
      {open ? (
        // Dims the page under the open menu; a click on it closes the menu.
        <div aria-hidden="true" onClick={toggle} className="fixed inset-0 -z-10 bg-slate-900/50 lg:hidden" />
      ) : null}
      <div
        id={MENU_ID}
        ref={panelRef}
        className={`${open ? "flex" : "hidden"} flex-col bg-brand-900 max-lg:absolute max-lg:inset-x-0 max-lg:top-full max-lg:max-h-[calc(100dvh-4rem)] max-lg:overflow-y-auto max-lg:border-t max-lg:border-white/10 max-lg:shadow-2xl lg:flex lg:min-h-0 lg:flex-1`}
      >
        <nav aria-label="Admin" className="py-2 lg:flex-1 lg:overflow-y-auto lg:py-4">
          <ul className="flex flex-col gap-1 px-2 lg:px-3">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={`flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand-900 ${focusRing}`}
                >
                  <NavIcon path={item.icon} />
                  {item.label}
                  {item.to === "/admin/inbox" && unreadInbox > 0 ? (
                    <CountBadge count={unreadInbox} meaning="unread" />
                  ) : null}
                  {item.to === "/admin/applications" && newApplications > 0 ? (
                    <CountBadge count={newApplications} meaning="new" />
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-white/10 px-4 py-4">
          <NavLink
            to="/admin/account"
            className={`mb-3 block rounded-md px-1 py-1 text-sm font-semibold text-white hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-brand-900 ${focusRing}`}
          >
            My Account
            <span className="block text-xs font-normal break-all">{email}</span>
          </NavLink>
          <Form method="post" action="/admin/sign-out">
            <button
              type="submit"
              className={`flex w-full items-center justify-center gap-2 rounded-md border border-white/25 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 ${focusRing}`}
            >
              <SignOutIcon />
              Sign Out
            </button>
          </Form>
        </div>
      </div>
    </aside>
  );
}
