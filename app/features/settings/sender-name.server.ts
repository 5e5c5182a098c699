import { agencyDefaults } from "./agency-defaults";
import type { SiteSettings } from "./site-settings";

/**
 * The display name of the mail the site sends. A name staff saved in the settings wins;
 * otherwise MAIL_FROM's own name (or, without MAIL_FROM, the default agency name) stays,
 * which is the settings' precedence: saved, then the environment, then the default.
 */
export function senderName(settings: Pick<SiteSettings, "agencyName">): string | undefined {
  return settings.agencyName !== agencyDefaults.agencyName ? settings.agencyName : undefined;
}
