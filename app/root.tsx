import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";

import { getSiteSettings } from "~/features/settings/settings.server";
import { publicPageCache } from "~/platform/cache/page-cache.server";
import { DATABASE_NOT_ANSWERING } from "~/platform/db/database-outage";
import { useNonce } from "~/platform/document/nonce";
import { RequestReference } from "~/platform/document/request-reference";
import { titleWith, useAgencyName, type RootData } from "~/platform/document/root-data";
import { InlineStylesheet } from "~/platform/document/stylesheet";
import { logError } from "~/platform/http/describe-error.server";
import { formPostsOnly } from "~/platform/http/form-posts.server";
import { sameOriginMutations } from "~/platform/http/same-origin.server";
import { staffAreaHeaders } from "~/platform/http/staff-area-headers.server";
import { requestLocale } from "~/platform/i18n/catalogues.server";
import { localizedPath } from "~/platform/i18n/locale";
import { m } from "~/platform/i18n/messages";
import { useLocale } from "~/platform/i18n/use-locale";

import type { Route } from "./+types/root";

// Every request, outermost first: the language of the address (for everything below it),
// then the staff area's private headers wrap the refusal of cross-site mutations and of
// bodies that are not forms too. The page cache (public GET pages only) answers innermost.
export const middleware: Route.MiddlewareFunction[] = [
  requestLocale,
  staffAreaHeaders,
  sameOriginMutations,
  formPostsOnly,
  publicPageCache,
];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader(): Promise<RootData> {
  try {
    return { agencyName: (await getSiteSettings()).agencyName };
  } catch (error) {
    // The name is only for titles here: a page that needs the database says so itself.
    logError("root: could not read the settings", error);
    return { agencyName: "" };
  }
}

// The name changes only when staff save the settings (an action): not on every navigation.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

const CONTENT_END_ID = "content-end";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={useLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlineStylesheet />
        <Links />
        {/*
          No paint until the page's content has been parsed: on a slow phone the parser
          yields mid-document, and a paint of half a header or half a hero moves as the rest
          arrives (layout shift). The marker follows the content; the scripts come after it.
        */}
        <link rel="expect" href={`#${CONTENT_END_ID}`} blocking="render" />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
        <span id={CONTENT_END_ID} hidden />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, message } =
    status === 404
      ? { title: m.site_not_found_title(), message: m.site_moved_text() }
      : status === 503
        ? { title: m.site_unavailable_title(), message: DATABASE_NOT_ANSWERING }
        : { title: m.site_error_title(), message: m.site_error_text() };
  // The stack is for developers only; visitors never see internals.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const agencyName = useAgencyName();
  const locale = useLocale();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <title>{titleWith(agencyName, title)}</title>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a
        href={localizedPath(locale, "/")}
        className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {m.site_go_home()}
      </a>
      <RequestReference error={error} />
      {stack ? <pre className="mt-8 w-full overflow-auto text-left text-xs">{stack}</pre> : null}
    </main>
  );
}
