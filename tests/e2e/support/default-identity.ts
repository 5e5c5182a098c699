import { agencyDefaults } from "~/config/agency";
import { toPublicAgency } from "~/settings/public-agency.server";

/** The identity a site shows before staff save any setting (DECISIONS.md's defaults). */
export const defaultAgency = toPublicAgency(agencyDefaults);
