/**
 * The MDN HTTP Observatory's rules (its tests and score table, as in mdn/mdn-http-observatory
 * src/analyzer/tests and src/grader/charts.js) applied to one response: its headers, and its
 * HTML for Subresource Integrity. Redirection is left out: it is the answer of the proxy to
 * http:// (the app is reached over HTTPS through it), not of the app.
 */

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Each test's outcome and score modifier, by the Observatory's names. */
  tests: Record<string, { result: string; modifier: number }>;
}

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
};

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

function parseCsp(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (directives.has(name.toLowerCase())) throw new Error(`duplicate directive ${name}`);
    directives.set(
      name.toLowerCase(),
      new Set(sources.map((source) => source.toLowerCase().replace(/^'nonce-.*/, "'nonce-"))),
    );
  }
  return directives;
}

function cspTest(headers: Headers, https: boolean): { result: string; frameAncestorsSafe: boolean } {
  const policy = header(headers, "content-security-policy");
  if (!policy) return { result: "csp-not-implemented", frameAncestorsSafe: false };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(policy);
  } catch {
    return { result: "csp-header-invalid", frameAncestorsSafe: false };
  }
  const any = new Set(["*"]);
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? any);
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some((s) => NONCE_OR_HASH.some((prefix) => s.startsWith(prefix))))
      sources.delete("'unsafe-inline'");
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [...csp.entries()]
    .filter(([name]) => !passive.has(name) && name !== "script-src")
    .flatMap(([, sources]) => [...sources])
    .concat([...scriptSrc]);
  const passiveSources = [...passive].flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])]);
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");

  let result: string | undefined;
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s)))
    result ??= "csp-implemented-with-unsafe-inline";
  if (https && active.some(insecure)) result ??= "csp-implemented-with-insecure-scheme";
  if (new Set([...scriptSrc, ...styleSrc]).has("'unsafe-eval'")) result ??= "csp-implemented-with-unsafe-eval";
  if (https && passiveSources.some(insecure)) result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s)))
    result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= "csp-implemented-with-no-unsafe-default-src-none";
  result ??= "csp-implemented-with-no-unsafe";
  const frameAncestors = csp.get("frame-ancestors") ?? any;
  return { result, frameAncestorsSafe: ![...frameAncestors].some((s) => DANGEROUSLY_BROAD.has(s)) };
}

function cookiesTest(headers: Headers): string {
  const raw = headers["set-cookie"];
  const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (cookies.length === 0) return "cookies-not-found";
  const attributes = cookies.map((cookie) => cookie.toLowerCase());
  if (!attributes.every((cookie) => /;\s*secure\b/.test(cookie))) return "cookies-without-secure-flag";
  if (!attributes.every((cookie) => /;\s*samesite=(strict|lax)\b/.test(cookie)))
    return "cookies-secure-with-httponly-sessions";
  return "cookies-secure-with-httponly-sessions-and-samesite";
}

function corsTest(headers: Headers): string {
  const origin = header(headers, "access-control-allow-origin");
  if (!origin) return "cross-origin-resource-sharing-not-implemented";
  if (origin === "*") return "cross-origin-resource-sharing-implemented-with-public-access";
  return header(headers, "access-control-allow-credentials") === "true"
    ? "cross-origin-resource-sharing-implemented-with-universal-access"
    : "cross-origin-resource-sharing-implemented-with-restricted-access";
}

function referrerTest(headers: Headers): string {
  const value = header(headers, "referrer-policy");
  if (!value) return "referrer-policy-not-implemented";
  const last = value
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .at(-1)!;
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last))
    return "referrer-policy-private";
  if (["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(last))
    return "referrer-policy-unsafe";
  return "referrer-policy-header-invalid";
}

function hstsTest(headers: Headers): string {
  const value = header(headers, "strict-transport-security");
  if (!value) return "hsts-not-implemented";
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value)?.[1];
  if (maxAge === undefined) return "hsts-header-invalid";
  return Number(maxAge) >= 15_768_000
    ? "hsts-implemented-max-age-at-least-six-months"
    : "hsts-implemented-max-age-less-than-six-months";
}

function sriTest(headers: Headers, html: string, origin: string): string {
  if (!/text\/html/i.test(header(headers, "content-type") ?? "")) return "sri-not-implemented-response-not-html";
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((tag) => tag[0]);
  const sources = scripts
    .map((tag) => /\bsrc="([^"]*)"/i.exec(tag)?.[1])
    .filter((src): src is string => src !== undefined);
  if (sources.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  const sameOrigin = sources.every((src) => !/^[a-z]+:|^\/\//i.test(src) || new URL(src).origin === origin);
  return sameOrigin
    ? "sri-not-implemented-but-all-scripts-loaded-from-secure-origin"
    : "sri-not-implemented-but-external-scripts-loaded-securely";
}

function xctoTest(headers: Headers): string {
  const value = header(headers, "x-content-type-options");
  if (!value) return "x-content-type-options-not-implemented";
  return value.trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

function xfoTest(headers: Headers, frameAncestorsSafe: boolean): string {
  if (frameAncestorsSafe) return "x-frame-options-implemented-via-csp";
  const value = header(headers, "x-frame-options")?.trim().toLowerCase();
  if (!value) return "x-frame-options-not-implemented";
  return value === "deny" || value === "sameorigin"
    ? "x-frame-options-sameorigin-or-deny"
    : "x-frame-options-header-invalid";
}

function corpTest(headers: Headers): string {
  const value = header(headers, "cross-origin-resource-policy")?.trim().toLowerCase();
  if (!value) return "corp-not-implemented";
  if (value === "same-origin") return "corp-implemented-with-same-origin";
  if (value === "same-site") return "corp-implemented-with-same-site";
  if (value === "cross-origin") return "corp-implemented-with-cross-origin";
  return "corp-header-invalid";
}

/** The Observatory's modifiers for the outcomes above (src/grader/charts.js, SCORE_TABLE). */
const MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag": -20,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
};

/** The Observatory's grade chart: A+ from 100. */
function gradeOf(score: number): string {
  const chart: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
    [0, "F"],
  ];
  return chart.find(([floor]) => score >= floor)![1];
}

/** Scores a response of `url` (an https:// address) as the Observatory would. */
export function observatoryScore(url: string, headers: Headers, html: string): ObservatoryResult {
  const https = url.startsWith("https:");
  const csp = cspTest(headers, https);
  const results: Record<string, string> = {
    "content-security-policy": csp.result,
    cookies: cookiesTest(headers),
    "cross-origin-resource-sharing": corsTest(headers),
    "referrer-policy": referrerTest(headers),
    "strict-transport-security": hstsTest(headers),
    "subresource-integrity": sriTest(headers, html, new URL(url).origin),
    "x-content-type-options": xctoTest(headers),
    "x-frame-options": xfoTest(headers, csp.frameAncestorsSafe),
    "cross-origin-resource-policy": corpTest(headers),
  };
  const tests: ObservatoryResult["tests"] = {};
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const [name, result] of Object.entries(results)) {
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`no score for ${result}`);
    tests[name] = { result, modifier };
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  // Bonuses count only for a site that already has an A without them.
  const score = uncurved >= 90 ? withExtraCredit : uncurved;
  return { score, grade: gradeOf(score), tests };
}
