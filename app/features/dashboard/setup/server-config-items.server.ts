import type { SetupRule } from "./setup-item";

/*
 * What the server's configuration decides (docs/configuration.md): staff cannot change it, so
 * the link leads to the settings page's 'Server' section, which says what to ask whoever runs
 * the server.
 */

export const mailDeliveryItems: SetupRule = ({ smtpConfigured }) =>
  smtpConfigured
    ? []
    : [
        {
          id: "mail-outbox",
          text: "Email from the site (new-message alerts, password resets, invitations) is saved on the server instead of being sent, because no mail server is set up.",
          fix: { href: "/admin/settings#server", label: "See how to have mail sent" },
        },
      ];

export const httpsAddressItems: SetupRule = ({ publicUrl }) =>
  publicUrl.startsWith("https://")
    ? []
    : [
        {
          id: "https-address",
          text: `The site's address is set to ${publicUrl}, not an https:// address, so staff sign-in and the links in the site's emails are not protected.`,
          fix: { href: "/admin/settings#server", label: "See how to set the site's address" },
        },
      ];
