import { LocalizedLink } from "~/platform/i18n/localized-link";
import { m } from "~/platform/i18n/messages";

import { SiteOrExternalLink } from "./external-link";
import { ArrowRightIcon } from "./icons";
import { useSiteData } from "./site-data";

/** The closing band of a page: apply online, or talk to us. */
export function CallToAction({
  title = m.site_cta_title(),
  text = m.site_cta_text(),
}: {
  title?: string;
  text?: string;
}) {
  const { externalLinks } = useSiteData();
  return (
    <section className="bg-accent-500">
      <div className="site-container flex flex-col items-start gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h2>
          <p className="mt-3 text-lg text-brand-900">{text}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {externalLinks.onlineApplication ? (
            <SiteOrExternalLink
              href={externalLinks.onlineApplication}
              className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-900 px-6 py-3.5 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {m.site_cta_apply_online()}
              <ArrowRightIcon className="size-4" />
            </SiteOrExternalLink>
          ) : null}
          <LocalizedLink
            to="/contact"
            className="inline-flex items-center justify-center rounded-md border-2 border-brand-900 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-900 hover:text-white"
          >
            {m.site_contact_us()}
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
