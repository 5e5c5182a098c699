import type { SetupRule } from "./setup-item";

/** The site ships with one office and no street: the contact page and the search engines' data give a city only. */
export const officeAddressItems: SetupRule = ({ settings }) => {
  if (settings.offices.some((office) => office.street.trim() !== "")) return [];
  return [
    {
      id: "office-street",
      text:
        settings.offices.length === 0
          ? "The site lists no office, so visitors and search engines cannot tell where to find you."
          : "No office on the site has a street address, so visitors and search engines cannot tell where to find you.",
      fix: { href: "/admin/settings#offices", label: "Add an office's street address" },
    },
  ];
};
