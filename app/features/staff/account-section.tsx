/** One titled card of My Account. */
export { FormCard as AccountSection } from "~/components/admin/ui";
