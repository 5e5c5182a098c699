import type { SetupItem, SetupRule } from "./setup-item";

const fix: SetupItem["fix"] = { href: "/admin/settings#view-more-info", label: "Choose where 'View More Info' leads" };

/** 'View More Info' does nothing as the site ships, and nothing either for a job board that is off. */
export const viewMoreInfoItems: SetupRule = ({ settings }) => {
  if (settings.viewMoreInfo === "none")
    return [{ id: "view-more-info", text: "The 'View More Info' buttons on the service pages do nothing yet.", fix }];
  if (settings.viewMoreInfo === "jobsInCategory" && !settings.jobBoardEnabled)
    return [
      {
        id: "view-more-info",
        text: "The 'View More Info' buttons on the service pages do nothing while this site's job board is off.",
        fix,
      },
    ];
  return [];
};
