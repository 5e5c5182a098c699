import { isRouteErrorResponse, Link, NavLink, Outlet, useRouteError } from "react-router";
import { agency } from "~/config/agency";

function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link to="/" className="text-xl font-extrabold text-brand-800">
          {agency.logoText} <span className="text-accent-600">{agency.logoSubtext}</span>
        </Link>
        <nav aria-label="Main">
          <NavLink to="/" end className="px-3 py-2 text-sm font-semibold aria-[current=page]:text-brand-700">
            HOME
          </NavLink>
        </nav>
      </div>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 py-8 text-center text-sm text-brand-100">
      © {new Date().getFullYear()} {agency.name}. All rights reserved.
    </footer>
  );
}

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main-content">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <SiteHeader />
      <main id="main-content" className="mx-auto max-w-3xl px-4 py-24 text-center">
        <title>{`${notFound ? "Page Not Found" : "Something went wrong"} | ${agency.name}`}</title>
        <h1 className="text-4xl font-bold text-brand-800">{notFound ? "Page Not Found" : "Something went wrong"}</h1>
        <p className="mt-4 text-lg text-slate-600">
          {notFound
            ? "Sorry, we couldn't find the page you were looking for."
            : "An unexpected error occurred. Please try again in a moment."}
        </p>
        <Link to="/" className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Back to Home
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
