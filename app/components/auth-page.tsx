import { Link } from "react-router";
import { agency } from "~/config/agency";

/**
 * The frame of the staff sign-in pages (login, password reset, update): a centred card
 * under the agency's name, outside the public site's layout.
 */
export function AuthPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <div className="h-1.5 bg-gradient-to-r from-brand-800 via-brand-600 to-accent-500" aria-hidden="true" />
      <main id="main-content" className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center">
            <Link to="/" className="inline-block text-2xl font-extrabold tracking-tight text-brand-800">
              {agency.logoText} <span className="text-accent-600">{agency.logoSubtext}</span>
            </Link>
            <p className="mt-1 text-xs font-semibold tracking-widest text-slate-500 uppercase">Staff Admin</p>
          </div>
          <div className="rounded-xl bg-white px-6 py-8 shadow-lg ring-1 ring-slate-200 sm:px-10">
            <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
            {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
            <div className="mt-6">{children}</div>
          </div>
          <p className="mt-6 text-center text-sm">
            <Link to="/" className="font-medium text-slate-600 hover:text-brand-700 hover:underline">
              <span aria-hidden="true">&larr; </span>Back to {agency.name}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
