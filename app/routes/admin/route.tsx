import { isRouteErrorResponse, Link, Outlet, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";

import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { NavigationProgress } from "~/components/admin/navigation-progress";
import { AdminSidebar } from "~/components/admin/sidebar";
import type { SignedInStaff } from "~/components/admin/signed-in-staff";
import { countNewApplications } from "~/features/applications/applications.server";
import { countUnread, type UnreadCounts } from "~/features/inbox/contact-messages.server";
import { requireStaffSession, staffContext } from "~/features/staff/guard.server";
import { DATABASE_NOT_ANSWERING } from "~/platform/db/database-outage";
import { RequestReference } from "~/platform/document/request-reference";
import { agencyNameFromMatches, titleWith, useAgencyName } from "~/platform/document/root-data";
import { logError } from "~/platform/http/describe-error.server";

import type { Route } from "./+types/route";

/*
 * The staff admin area's layout (outside the public layout). Its middleware lets nothing
 * below /admin run without a staff session, and hands the staff member to every loader and
 * action under it (context.get(staffContext)).
 */

export const middleware: Route.MiddlewareFunction[] = [requireStaffSession];

export async function loader({
  context,
}: Route.LoaderArgs): Promise<SignedInStaff & { unread: UnreadCounts; newApplications: number }> {
  // The sidebar's counts beside 'Inbox' (messages and staff requests) and 'Applications'; a
  // failure only hides one.
  const [unread, newApplications] = await Promise.all([
    countUnread().catch((error: unknown) => {
      logError("admin: could not count the unread messages", error);
      return { messages: 0, requests: 0 };
    }),
    countNewApplications().catch((error: unknown) => {
      logError("admin: could not count the new applications", error);
      return 0;
    }),
  ]);
  const { id, email, name } = context.get(staffContext);
  return { id, email, name, unread, newApplications };
}

// Opening a message marks it read: the sidebar's count is read again on the way into the inbox
// (and into the applications, whose stages change the count of new ones).
// A Markdown preview changes nothing, so it reloads nothing.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return (
    skipRevalidationAfterPreview(args) ||
    ["/admin/inbox", "/admin/applications"].some((path) => args.nextUrl.pathname.startsWith(path))
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Admin") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      <NavigationProgress />
      <a
        href="#admin-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        Skip to content
      </a>
      <AdminSidebar
        email={loaderData.email}
        unreadInbox={loaderData.unread.messages + loaderData.unread.requests}
        newApplications={loaderData.newApplications}
      />
      {/* Below 1024 px every page's own margins (AdminPage) are enough: a phone has none to spare. */}
      <main id="admin-content" className="min-w-0 flex-1 lg:px-10 lg:py-8">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, message } =
    status === 401
      ? { title: "Your session has ended", message: "Please sign in again to continue." }
      : status === 404
        ? { title: "Page Not Found", message: "This admin page does not exist." }
        : status === 503
          ? { title: "The database is not answering", message: DATABASE_NOT_ANSWERING }
          : { title: "Something went wrong", message: "An unexpected error occurred. Please try again in a moment." };
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <title>{titleWith(useAgencyName(), title)}</title>
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <RequestReference error={error} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {status === 401 ? (
            <Link
              to="/admin/login"
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Sign In
            </Link>
          ) : (
            <Link
              to="/admin/dashboard"
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Back to Dashboard
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
