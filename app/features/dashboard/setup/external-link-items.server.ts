import type { ExternalLinks } from "~/features/settings/public-agency";
import { externalLinksOf } from "~/features/settings/public-agency.server";
import { isSitePath } from "~/features/site/external-link";

import type { SetupItemId, SetupRule } from "./setup-item";

/*
 * The links the public pages point at the agency's other sites, as they lead now (with the job
 * board on, 'BROWSE JOBS' and 'ONLINE APPLICATION' lead to /jobs and /apply): one item for each
 * still at a sample address, or at a path of this site that answers 404 (/jobs while the job
 * board is off). An empty address hides its link: nothing to do.
 */

const links: ReadonlyArray<{ key: keyof ExternalLinks; id: SetupItemId; name: string; site: string; setting: string }> =
  [
    { key: "jobBoard", id: "link-job-board", name: "'BROWSE JOBS'", site: "job site", setting: "Job Board URL" },
    {
      key: "onlineApplication",
      id: "link-online-application",
      name: "'ONLINE APPLICATION'",
      site: "application site",
      setting: "Online Application URL",
    },
    {
      key: "employeePortal",
      id: "link-employee-portal",
      name: "The footer's 'Employee Web Portal' link",
      site: "employee portal",
      setting: "Employee Portal URL",
    },
  ];

/** An address of the domains reserved for examples (RFC 2606), as the site ships its links. */
export function isSampleAddress(href: string): boolean {
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return false;
  }
  return /(^|\.)example\.(com|net|org)$/.test(host) || host === "example" || host.endsWith(".example");
}

export const externalLinkItems: SetupRule = ({ settings, pagesFound }) => {
  const leadsTo = externalLinksOf(settings);
  return links.flatMap(({ key, id, name, site, setting }) => {
    const href = leadsTo[key];
    const fix = { href: "/admin/settings#external-links", label: `Change the ${setting}` };
    if (isSampleAddress(href))
      return [{ id, text: `${name} still leads to the sample address ${href}, not to the agency's ${site}.`, fix }];
    if (href !== "" && isSitePath(href) && !pagesFound.has(href))
      return [{ id, text: `${name} leads to ${href} on this site, where visitors get “Page Not Found”.`, fix }];
    return [];
  });
};
