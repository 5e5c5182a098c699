import type { Page } from "@playwright/test";

/**
 * A passkey device for Chromium, through the DevTools protocol's WebAuthn domain: a
 * platform authenticator that holds discoverable credentials and verifies its user at once,
 * as a laptop's fingerprint reader would. It lives as long as the page's browser context.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The credentials the device holds now. */
    async credentials() {
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials;
    },
  };
}
