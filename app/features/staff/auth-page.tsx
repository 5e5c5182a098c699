import { Link } from "react-router";

import { logoLines } from "~/features/settings/public-agency";
import { useAgencyName } from "~/platform/document/root-data";

/*
 * The staff sign-in pages (login, password reset, update): their frame, their buttons and
 * messages. Their fields are the admin's (components/form-fields.tsx).
 */

/** The agency's name on a brand-coloured band and a card over it, outside the public site's layout. */
export function AuthPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  const agencyName = useAgencyName();
  const [first, last] = logoLines(agencyName);
  return (
    <div className="relative min-h-screen bg-slate-100">
      <div className="absolute inset-x-0 top-0 h-60 bg-gradient-to-br from-brand-900 to-brand-700" aria-hidden="true" />
      <main id="main-content" className="relative mx-auto w-full max-w-md px-4 pt-10 pb-12 sm:pt-16">
        <div className="mb-8 text-center">
          <Link to="/" className="inline-block text-2xl font-extrabold tracking-tight text-white">
            {first} <span className="text-accent-400">{last}</span>
          </Link>
          <p className="mt-1 text-xs font-semibold tracking-widest text-brand-100 uppercase">Staff Admin</p>
        </div>
        <div className="rounded-xl bg-white px-6 py-8 shadow-xl ring-1 ring-slate-200 sm:px-10">
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-medium text-slate-600 hover:text-brand-700 hover:underline">
            <span aria-hidden="true">&larr; </span>Back to {agencyName || "the website"}
          </Link>
        </p>
      </main>
    </div>
  );
}

/** The quiet link under the reset and update forms back to the login page. */
export function BackToLoginLink() {
  return (
    <p className="text-center text-sm">
      <Link to="/admin/login" className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
        Back to Login
      </Link>
    </p>
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

/** A message about the whole form: the same as My Account's notices. */
export { Notice as FormMessage } from "~/components/notice";
