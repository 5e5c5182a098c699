import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { acrossRegions } from "~/features/settings/public-agency";
import { BenefitIconGlyph } from "~/features/site/benefit-icons";
import { CallToAction } from "~/features/site/call-to-action";
import { CheckCircleIcon } from "~/features/site/icons";
import { m } from "~/features/site/messages/why";
import { PageHeader } from "~/features/site/page-header";
import { useSiteData } from "~/features/site/site-data";
import { benefits, whatYouCanExpect } from "~/features/site/why-choose-us";
import { messageText } from "~/platform/i18n/messages";

import type { Route } from "./+types/_public.why-choose-us";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: m.site_link_why_choose_us(),
    description: m.why_description({ across: acrossRegions(site.regionsText), agency: site.agencyName }),
    path: "/why-choose-us",
  });
};

export default function WhyChooseUs() {
  const { agency } = useSiteData();
  return (
    <>
      <PageHeader tagline={agency.tagline || undefined} title={m.site_link_why_choose_us()}>
        <p>{m.why_intro({ across: acrossRegions(agency.regionsText), agency: agency.name })}</p>
      </PageHeader>

      <section aria-labelledby="benefits" className="py-16 sm:py-20">
        <div className="site-container">
          <h2 id="benefits" className="sr-only">
            {m.why_strengths()}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand-700 text-accent-400">
                  <BenefitIconGlyph icon={benefit.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-900">{messageText(benefit.title)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{messageText(benefit.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="what-you-can-expect" className="bg-slate-50 py-16 sm:py-20">
        <div className="site-container grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <div>
            <h2 id="what-you-can-expect" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              {m.why_expect()}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{m.why_expect_text()}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {whatYouCanExpect.map((item) => (
              <li key={item} className="flex gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <CheckCircleIcon className="size-6 shrink-0 text-brand-600" />
                <span className="text-slate-700">{messageText(item)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction title={m.why_cta()} />
    </>
  );
}
