import Bowser from "bowser";

/**
 * The device of a session or sign-in as people name it, from its user agent:
 * "Chrome on Windows", "Safari on iOS". Unknown parts are said so, never guessed.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || null;
  const os = parsed.os.name || null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? (os ? `Unknown browser on ${os}` : "Unknown device");
}

/** The browser's name alone (for recognising a device across versions), or null. */
export function browserName(userAgent: string | null | undefined): string | null {
  if (!userAgent?.trim()) return null;
  return Bowser.parse(userAgent).browser.name || null;
}
