import { describe, expect, it } from "vitest";

import { browserName, describeDevice } from "./user-agent";

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1";
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0";

describe("describeDevice", () => {
  it("names browser and system", () => {
    expect(describeDevice(chromeOnWindows)).toBe("Chrome on Windows");
    expect(describeDevice(safariOnIphone)).toBe("Safari on iOS");
    expect(describeDevice(firefoxOnLinux)).toBe("Firefox on Linux");
  });

  it("says so when it cannot tell", () => {
    expect(describeDevice("")).toBe("Unknown device");
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("curl/8.5.0")).toBe("Unknown device");
  });

  it("gives the browser alone for recognising a device", () => {
    expect(browserName(chromeOnWindows)).toBe("Chrome");
    expect(browserName(chromeOnWindows.replace("141.0.0.0", "142.0.0.0"))).toBe("Chrome");
    expect(browserName(undefined)).toBeNull();
  });
});
