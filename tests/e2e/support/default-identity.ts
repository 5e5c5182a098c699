// toPublicAgency describes the agency in words from the message catalogues (English here).
import "~/platform/i18n/catalogues.server";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { toPublicAgency } from "~/features/settings/public-agency.server";

/** The identity a site shows before staff save any setting (app/features/settings/agency-defaults.ts). */
export const defaultAgency = toPublicAgency(agencyDefaults);
