import { agencyDefaults } from "./agency-defaults";
import { toPublicAgency } from "./public-agency.server";

/** For tests: the agency with one office that has a street and no phone, one the other way round. */
export function agencyWithTwoOffices() {
  return toPublicAgency({
    ...agencyDefaults,
    offices: [
      { name: "Louisiana Office", street: "100 Main St", city: "Sulphur", state: "LA", zip: "70663", phone: "" },
      { name: "Texas Office", street: "", city: "Beaumont", state: "TX", zip: "", phone: "(409) 555-0100" },
    ],
  });
}
