/**
 * The requests the fuzz suite sends (tests/integration/fuzz-every-route.test.ts): generated
 * with fast-check from a catalogue of every route of the app. Most requests are ones a
 * browser or a script could plausibly send to a route (its method, its form with a mix of
 * good and hostile values, the site's Origin), with one or two parts made hostile: the
 * method, the path, the query, a header, the content type or the body. Requests refused at
 * the door (a malformed Host, a method no page answers) are a small share, so that most
 * cases reach the routes' loaders and actions.
 */
import fc from "fast-check";

import { adminIntents } from "~/platform/forms/admin-action";

/** Placeholders replaced when a request is sent: the site's origin and the seeded rows' ids. */
export const SITE_ORIGIN = "{site}";
export const SEEDED_FAQ_ID = "{faq-id}";
export const SEEDED_POST_ID = "{post-id}";
export const SEEDED_MESSAGE_ID = "{message-id}";
export const SEEDED_REQUEST_ID = "{request-id}";
/** An uploaded image's id is the SHA-256 of its bytes: this one names no image. */
const UNKNOWN_MEDIA_ID = "a".repeat(64);

export interface FuzzRoute {
  /** The route module it covers: a file (without extension) or folder of app/routes. */
  route: string;
  /** Addresses it answers (none for a layout, which every address below it covers). */
  paths: string[];
  /** The fields its action reads, with values it should accept: hostile ones are added. */
  form?: Record<string, string[]>;
  /** Its action takes JSON (better-auth's API) rather than an HTML form. */
  json?: boolean;
  /** Ends the session it is sent with: never sent signed in (the run is about that session). */
  signsOut?: boolean;
}

const goodEmail = ["staff@example.com", "someone@example.com"];
const goodPassword = ["correct horse battery", "wrong password 123", "short"];
// Every intent an admin action knows, so that a new one is fuzzed too.
const contentIntents: string[] = [...adminIntents];
const contactForm = {
  name: ["Pat Doe"],
  email: ["pat@example.com"],
  phone: ["", "(337) 555-0142"],
  company: ["", "Acme"],
  message: ["I need three welders next week."],
  website: [""],
  formToken: ["", "not-a-token"],
};

const staffRequestForm = {
  company: ["Gulf Marine", ""],
  name: ["Pat Doe"],
  email: ["pat@example.com", "pat@"],
  phone: ["(337) 555-0142", "12"],
  positionsNeeded: ["Three welders"],
  workers: ["3", "0", "1000"],
  category: ["", "dockside", "astronauts"],
  startDate: ["2099-01-05", "2000-01-01", "soon"],
  duration: ["", "ongoing", "forever"],
  details: ["", "Steel-toe boots."],
  website: [""],
  formToken: ["", "not-a-token"],
};

/** Every route of the app (a test checks this against app/routes). */
export const fuzzRoutes: FuzzRoute[] = [
  { route: "_public", paths: [] },
  { route: "_public._index", paths: ["/"] },
  { route: "_public.why-choose-us", paths: ["/why-choose-us"] },
  { route: "_public.services._index", paths: ["/services"] },
  { route: "_public.services.$category", paths: ["/services/office-support", "/services/no-such-category"] },
  { route: "_public.contact", paths: ["/contact", "/contact?service=office-support"], form: contactForm },
  { route: "api.contact", paths: ["/api/contact"], form: contactForm },
  { route: "_public.request-staff", paths: ["/request-staff", "/es/request-staff"], form: staffRequestForm },
  {
    route: "_public.apply",
    paths: ["/apply", "/es/apply"],
    form: {
      firstName: ["Ann", ""],
      lastName: ["Lee"],
      email: ["ann@example.com", "", "not-an-email"],
      phone: ["", "(337) 555-0142", "+44 20 7946 0958"],
      zip: ["", "70663", "abc"],
      interests: ["welding", "astronaut"],
      preferredLocation: ["Lake Charles"],
      textConsent: ["on"],
      resume: ["not a resume"],
      website: [""],
      formToken: ["", "not-a-token"],
    },
  },
  {
    route: "_public.jobs_.$slug_.apply",
    paths: ["/jobs/no-such-job/apply", "/es/jobs/no-such-job/apply", "/jobs/abc%00def/apply"],
    form: { firstName: ["Ann"], lastName: ["Lee"], email: ["ann@example.com"], "answer.0": ["yes", "maybe"] },
  },
  { route: "api.apply", paths: ["/api/apply"] },
  {
    route: "_public.jobs",
    paths: [
      "/jobs",
      "/es/jobs",
      "/jobs?q=welder&location=70663&distance=25&category=dockside&type=temporary&minPay=16",
      "/jobs?q=%00&distance=9999&minPay=-5&page=abc",
      "/jobs?page=999999",
      "/jobs?location=Lake%20Charles%2C%20LA&distance=50&q=a&q=b",
    ],
  },
  {
    route: "_public.jobs_.$slug",
    paths: ["/jobs/no-such-job", "/es/jobs/no-such-job", "/jobs/abc%00def", "/jobs/Fuzz-Job"],
  },
  { route: "_public.faqs", paths: ["/faqs"] },
  { route: "_public.news._index", paths: ["/news", "/news?page=2", "/news?page=1"] },
  { route: "_public.news.$slug", paths: ["/news/fuzz-post", "/news/old-slug", "/news/abc%00def", "/news/Fuzz-Post"] },
  { route: "_public.sitemap", paths: ["/sitemap"] },
  { route: "_public.locations._index", paths: ["/locations"] },
  {
    route: "_public.locations.$slug",
    paths: ["/locations/louisiana-office", "/locations/no-such-office", "/locations/abc%00def", "/locations/%E2%98%85"],
  },
  { route: "_public.$", paths: ["/no-such-page", "/careers/2024/welders"] },
  { route: "admin", paths: [] },
  { route: "admin._index", paths: ["/admin"] },
  {
    route: "admin.dashboard",
    paths: ["/admin/dashboard"],
    form: {
      intent: ["dismiss-setup-item", "restore-setup-items"],
      item: ["contact-inbox", "two-factor", "no-such-item"],
    },
  },
  {
    route: "admin.faqs",
    paths: ["/admin/faqs", "/admin/faqs?page=2", "/admin/faqs?q=caf%C3%A9+welders&status=draft&category=Jobs"],
    form: {
      intent: contentIntents,
      id: [SEEDED_FAQ_ID, "00000000-0000-4000-8000-000000000000"],
      targetId: [SEEDED_FAQ_ID, "00000000-0000-4000-8000-000000000000"],
      question: ["Do you hire welders?"],
      answer: ["Yes, in Lake Charles.", "**Markdown** and a [link](https://example.com)."],
      questionEs: ["", "¿Contratan soldadores?"],
      answerEs: ["", "Sí, en Lake Charles."],
      category: ["", "Jobs"],
      displayOrder: ["0", "7", "-3"],
      isPublished: ["on", "true", "false"],
    },
  },
  {
    route: "admin.posts",
    paths: ["/admin/posts", "/admin/posts?page=2", "/admin/posts?q=forklift&status=scheduled"],
    form: {
      intent: contentIntents,
      id: [SEEDED_POST_ID, "00000000-0000-4000-8000-000000000000"],
      title: ["Now hiring forklift operators"],
      slug: ["", "now-hiring", "fuzz-post"],
      excerpt: ["Short summary."],
      content: ["The whole story.\n\nSecond paragraph."],
      titleEs: ["", "Contratamos operadores de montacargas"],
      excerptEs: ["", "Resumen breve."],
      contentEs: ["", "Toda la historia."],
      featuredImageUrl: ["", "https://example.com/a.jpg", "http://example.com/a.jpg"],
      featuredMediaId: ["", UNKNOWN_MEDIA_ID],
      featuredImage: ["not an image"],
      featuredImageAlt: ["", "Two welders at work"],
      removeImage: ["on"],
      metaDescription: ["", "Short description."],
      author: ["HR"],
      isPublished: ["on", "false"],
      publishAt: ["", "03/15/2026 09:00 AM", "02/30/2026 25:00 PM", "12/31/2099 11:59 PM"],
      keepPublishedDate: ["on"],
      revisionId: ["00000000-0000-4000-8000-000000000000", "abc"],
    },
  },
  {
    route: "admin.jobs",
    paths: [
      "/admin/jobs",
      "/admin/jobs?page=2",
      "/admin/jobs?q=forklift&status=expired&category=Dockside",
      "/admin/jobs?from-request=00000000-0000-4000-8000-000000000000",
      "/admin/jobs?from-request=abc",
      "/admin/jobs?edit=abc",
    ],
    form: {
      intent: contentIntents,
      id: ["00000000-0000-4000-8000-000000000000", "abc"],
      title: ["Forklift Operator", ""],
      category: ["dockside", "astronaut"],
      employmentType: ["temporary", "direct-hire", "gig"],
      hours: ["", "full-time"],
      city: ["Sulphur"],
      state: ["LA", "TX", "ZZ"],
      zip: ["70663", "77002", "70099", "abc"],
      payFrom: ["", "16.50", "-1"],
      payTo: ["", "18", "x"],
      payPeriod: ["", "hour", "year"],
      openings: ["1", "0"],
      description: ["Move pallets.", ""],
      screeningQuestion1: ["Do you hold a valid CDL-A?"],
      screeningAnswer1: ["yes", ""],
      referenceNumber: ["", "WH-1", "a/b"],
      closesOn: ["", "2026-02-30", "2099-01-01"],
      isPublished: ["on"],
      reopen: ["on"],
      staffRequestId: ["", "00000000-0000-4000-8000-000000000000", "abc"],
    },
  },
  { route: "jobs.feed[.]xml", paths: ["/jobs/feed.xml", "/jobs/feed.xml?page=2"] },
  {
    route: "admin.posts_.$id.history",
    paths: [
      `/admin/posts/${SEEDED_POST_ID}/history`,
      `/admin/posts/${SEEDED_POST_ID}/history?revision=abc`,
      "/admin/posts/00000000-0000-4000-8000-000000000000/history",
      "/admin/posts/abc/history",
    ],
  },
  {
    route: "admin.media",
    paths: ["/admin/media"],
    form: { intent: ["upload", "delete"], id: [UNKNOWN_MEDIA_ID, "abc"], file: ["not an image"] },
  },
  {
    route: "media.$id.$file",
    paths: [`/media/${UNKNOWN_MEDIA_ID}/480.jpg`, `/media/${UNKNOWN_MEDIA_ID}/99999.avif`, "/media/abc/480.jpg"],
  },
  {
    route: "admin.markdown-preview",
    paths: ["/admin/markdown-preview"],
    form: {
      content: ["# Heading\n\nSome **bold** text and a [link](https://example.com)."],
      headingLevel: ["2", "3", "9"],
    },
  },
  {
    route: "admin.settings",
    paths: ["/admin/settings"],
    form: {
      intent: ["save", "test-email", "add:phones", "remove:offices:0", "up:hours:1", "down:phones:99"],
      agencyName: ["TeamWork Staffing"],
      tagline: ["", "People first"],
      serviceRegions: ["Louisiana\nTexas"],
      generalEmail: ["info@example.com", ""],
      notificationEmail: ["", "staff@example.com"],
      "phones.0.label": ["Louisiana"],
      "phones.0.number": ["(337) 555-0142", "12"],
      "hours.0.days": ["Mon-Fri"],
      "hours.0.hours": ["8:00 AM-5:00 PM"],
      facebookUrl: ["", "https://facebook.com/x", "javascript:alert(1)"],
      jobBoardUrl: ["", "/jobs", "https://jobs.example.com"],
      viewMoreInfo: ["none", "job-board", "contact"],
      inboxEnabled: ["on"],
      retentionDays: ["180", "0", "-1"],
      requestReceivedMessage: ["We'll call you within one business day.", ""],
      applicationsEmail: ["", "jobs@example.com", "not an email"],
      applicationRetentionDays: ["365", "30", "x"],
    },
  },
  {
    route: "admin.applications",
    paths: [
      "/admin/applications",
      "/admin/applications?view=spam",
      "/admin/applications?q=caf%C3%A9+337&stage=new&job=general&page=2",
      "/admin/applications?stage=astronaut",
      "/admin/applications?job=abc",
    ],
  },
  {
    route: "admin.applications[.]csv",
    paths: ["/admin/applications.csv", "/admin/applications.csv?stage=placed&q=%3D1"],
  },
  {
    route: "admin.applications_.$id",
    paths: [
      "/admin/applications/00000000-0000-4000-8000-000000000000",
      "/admin/applications/00000000-0000-4000-8000-000000000000?confirm=delete-all",
      "/admin/applications/abc",
    ],
    form: {
      intent: ["stage", "note", "hold", "spam", "not-spam", "delete", "delete-all"],
      stage: ["reviewing", "astronaut"],
      note: ["Called, left a message.", ""],
      legalHold: ["on"],
    },
  },
  {
    route: "admin.applications_.$id_.resume",
    paths: ["/admin/applications/00000000-0000-4000-8000-000000000000/resume", "/admin/applications/abc/resume"],
  },
  {
    route: "admin.applications_.$id_.data",
    paths: ["/admin/applications/00000000-0000-4000-8000-000000000000/data", "/admin/applications/abc/data"],
  },
  {
    route: "admin.inbox",
    paths: [
      "/admin/inbox",
      "/admin/inbox?tab=spam",
      "/admin/inbox?tab=requests",
      "/admin/inbox?page=2&deleted=1",
      "/admin/inbox?status=not-handled",
      "/admin/inbox?tab=requests&status=not-handled&page=2",
      "/admin/inbox?tab=spam&status=not-handled",
    ],
  },
  {
    route: "admin.inbox_.$id",
    paths: [
      `/admin/inbox/${SEEDED_MESSAGE_ID}`,
      `/admin/inbox/${SEEDED_MESSAGE_ID}?confirm=delete`,
      `/admin/inbox/${SEEDED_MESSAGE_ID}?status=not-handled&replied=1`,
      `/admin/inbox/${SEEDED_MESSAGE_ID}?tab=spam`,
      `/admin/inbox/${SEEDED_REQUEST_ID}`,
      `/admin/inbox/${SEEDED_REQUEST_ID}?tab=requests&status=not-handled`,
      `/admin/inbox/${SEEDED_REQUEST_ID}?confirm=delete`,
      "/admin/inbox/abc",
    ],
    form: {
      intent: ["reply", "handled", "not-handled", "spam", "not-spam", "delete"],
      subject: ["re: Your message", "", "x".repeat(201)],
      message: ["Thank you, we will call you tomorrow.", "", "\u0000"],
    },
  },
  {
    route: "admin.account",
    paths: ["/admin/account"],
    // The current password given is never the session's: a change would end the run's other sessions.
    form: {
      intent: [
        "rename",
        "change-password",
        "end-session",
        "end-other-sessions",
        "two-factor-start",
        "two-factor-confirm",
        "two-factor-off",
        "recovery-codes",
        "remove-passkey",
      ],
      name: ["Pat Doe"],
      currentPassword: ["wrong password 123"],
      password: ["a much longer password 1"],
      confirmPassword: ["a much longer password 1", "something else"],
      code: ["123456", "abcdef"],
      sessionId: ["no-such-session"],
      passkeyId: ["no-such-passkey"],
    },
  },
  {
    route: "admin.staff",
    paths: ["/admin/staff"],
    form: {
      intent: ["invite", "resend", "withdraw", "remove", "require-two-factor"],
      name: ["New Hire"],
      email: ["new.hire@example.com", "not an email"],
      invitationId: ["00000000-0000-4000-8000-000000000000", "x"],
      userId: ["no-such-user"],
      required: ["", "on"],
    },
  },
  {
    route: "admin.activity",
    paths: ["/admin/activity", "/admin/activity?kind=sign-in&page=2", "/admin/activity?person=x&kind=nope"],
  },
  { route: "admin.activity[.]csv", paths: ["/admin/activity.csv", "/admin/activity.csv?kind=faq-created"] },
  {
    route: "admin_.accept-invite",
    paths: ["/admin/accept-invite", "/admin/accept-invite?token=abcdefghijklmnopqrstuvwx"],
    form: {
      password: ["a much longer password 1"],
      confirmPassword: ["a much longer password 1", "something else"],
      token: ["abcdefghijklmnopqrstuvwx"],
    },
  },
  { route: "admin_.login", paths: ["/admin/login"], form: { email: goodEmail, password: goodPassword } },
  { route: "admin_.reset-password", paths: ["/admin/reset-password"], form: { email: goodEmail } },
  {
    route: "admin_.update-password",
    paths: ["/admin/update-password", "/admin/update-password?token=abcdefghijklmnopqrstuvwx"],
    form: {
      password: ["a much longer password 1"],
      confirmPassword: ["a much longer password 1", "something else"],
      token: ["abcdefghijklmnopqrstuvwx"],
    },
  },
  { route: "admin_.sign-out", paths: ["/admin/sign-out"], form: {}, signsOut: true },
  {
    route: "api.auth.$",
    paths: [
      "/api/auth/ok",
      "/api/auth/get-session",
      "/api/auth/sign-in/email",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/reset-password/abcdefghijklmnopqrstuvwx",
      "/api/auth/sign-up/email",
      "/api/auth/list-sessions",
    ],
    json: true,
    form: {
      email: goodEmail,
      password: goodPassword,
      newPassword: ["a much longer password 1"],
      token: ["abcdefghijklmnopqrstuvwx"],
      redirectTo: ["/admin/update-password", "https://evil.example/"],
      name: ["Fuzz"],
    },
  },
  { route: "api.auth.$", paths: ["/api/auth/sign-out"], json: true, form: {}, signsOut: true },
  { route: "healthz", paths: ["/healthz"] },
  { route: "news.rss[.]xml", paths: ["/news/rss.xml"] },
  { route: "robots[.]txt", paths: ["/robots.txt"] },
  { route: "sitemap[.]xml", paths: ["/sitemap.xml"] },
];

/** Addresses no route names as such: React Router's own, static files, odd spellings of routes. */
const otherPaths = [
  "/__manifest?p=%2Fadmin&version=x",
  "/_root.data",
  "/assets/nothing.js",
  "/favicon.svg",
  "//admin",
  "/ADMIN/faqs",
  "/%61dmin/posts",
  "/news//",
  "/./news",
  "/admin/../admin/faqs",
];

/** Text that breaks things: control characters, bad percent-escapes, SQL, markup, long runs. */
export const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "abc\u0000def",
    "\u001b[31m",
    "line\r\nbreak",
    "%00",
    "%ZZ",
    "%E0%A4%A",
    "'; drop table faqs; --",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "../../etc/passwd",
    "\uD800",
    "🎉",
    "x".repeat(3000),
    "-1",
    "99999999999999999999",
    "1e308",
    "NaN",
    "true",
    "00000000-0000-4000-8000-000000000000",
  ),
);

const segment = fc.oneof(
  fc.constantFrom("admin", "news", "faqs", "api", "auth", ".data", "..", "", "%2e%2e", "%00", "%ZZ", "index"),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{1,12}$/),
);

/** Percent-encoded; lone surrogates (which encodeURIComponent refuses) become U+FFFD first. */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, "utf8").toString("utf8"));

const queryName = fc.oneof(
  fc.constantFrom(
    "page",
    "token",
    "index",
    "_routes",
    "callbackURL",
    "u",
    "intent",
    "utm_source",
    "q",
    "status",
    "category",
  ),
  fc.string({ maxLength: 8 }),
);
const queryArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constant("") },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(queryName, nastyText), { minLength: 1, maxLength: 3 })
      .map((pairs) => pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("page=2", "page=0", "page=abc", "page=2&page=3", "%ZZ=1", "token=%00", "index", "&&="),
  },
);

/** The address with a query added (after the one it may have). */
function withQuery(address: string, query: string): string {
  if (!query) return address;
  return `${address}${address.includes("?") ? "&" : "?"}${query}`;
}

/** React Router's data address of a page: "/admin/faqs.data?page=2", "/_root.data". */
function dataAddress(address: string): string {
  const [path = "/", query] = address.split("?", 2);
  const data = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  return query === undefined ? data : `${data}?${query}`;
}

function addressArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const own = fc.constantFrom(...route.paths);
  return fc.oneof(
    { weight: 12, arbitrary: own },
    { weight: 2, arbitrary: own.map(dataAddress) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(own, segment)
        .map(([address, extra]) => `${address.split("?", 1)[0]!.replace(/\/$/, "")}/${extra}`),
    },
  );
}

/** A field's value: mostly one the route accepts, sometimes a hostile one. */
function fieldValue(good: string[]): fc.Arbitrary<string> {
  return good.length === 0
    ? nastyText
    : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: nastyText });
}

function fieldsArbitrary(form: Record<string, string[]>): fc.Arbitrary<Record<string, string>> {
  const fields = Object.fromEntries(Object.entries(form).map(([name, good]) => [name, fieldValue(good)]));
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom("intent", "id", "_data", "__proto__"), fc.string({ maxLength: 8 })),
    nastyText,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.record(fields) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      ),
      fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }),
    )
    .map(([known, unknown]) => {
      const sent: Record<string, string> = { ...unknown };
      for (const [name, value] of Object.entries(known)) if (value !== undefined) sent[name] = value;
      return sent;
    });
}

export interface FuzzBody {
  contentType?: string;
  body?: string | Buffer;
}

const BOUNDARY = "FuzzBoundary";
const FILE_FIELDS = new Set(["file", "featuredImage"]);

function multipart(fields: Record<string, string>): string {
  // The file inputs (the media library's, the post form's image) go as files, the others as text.
  const parts = Object.entries(fields).map(([name, value]) =>
    FILE_FIELDS.has(name)
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${value}\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

/** Bodies that are no form at all, or a broken one. */
const strangeBody: fc.Arbitrary<FuzzBody> = fc.record({
  contentType: fc.option(
    fc.constantFrom(
      "application/json",
      "text/plain",
      "application/xml",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      `multipart/form-data; boundary=${BOUNDARY}`,
      "application/x-www-form-urlencoded; charset=utf-16",
      "application/octet-stream",
      "text/html",
      ";;;",
    ),
    { nil: undefined },
  ),
  body: fc.oneof(
    nastyText,
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end`),
  ),
});

/** Just over the ordinary limit (64 KB): 413, never read whole. */
const oversizedBody: fc.Arbitrary<FuzzBody> = fc.constant({
  contentType: "application/x-www-form-urlencoded",
  body: `email=a%40b.c&password=${"x".repeat(70 * 1024)}`,
});

function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzBody> {
  const fields = fieldsArbitrary(route.form ?? {});
  const urlEncoded = fields.map((values) => ({
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams(values).toString(),
  }));
  const json = fields.map((values) => ({ contentType: "application/json", body: JSON.stringify(values) }));
  const formData = fields.map((values) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(values),
  }));
  return fc.oneof(
    { weight: route.json ? 10 : 60, arbitrary: urlEncoded },
    { weight: route.json ? 10 : 30, arbitrary: formData },
    { weight: route.json ? 80 : 10, arbitrary: json },
    { weight: 20, arbitrary: strangeBody },
    { weight: 10, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: oversizedBody },
  );
}

const oddMethod = fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "head", "Get");

function methodArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  return route.form
    ? fc.oneof(
        { weight: 10, arbitrary: fc.constant("POST") },
        { weight: 6, arbitrary: fc.constant("GET") },
        { weight: 1, arbitrary: fc.constant("HEAD") },
        { weight: 1, arbitrary: oddMethod },
      )
    : fc.oneof(
        { weight: 14, arbitrary: fc.constant("GET") },
        { weight: 1, arbitrary: fc.constant("HEAD") },
        { weight: 2, arbitrary: fc.constant("POST") },
        { weight: 1, arbitrary: oddMethod },
      );
}

/** Headers a proxy, a crawler or an attacker might send; most requests carry none of them. */
const hostileHeaders = fc.record(
  {
    Origin: fc.constantFrom("https://evil.example", "null", "", "http://[::1", `${SITE_ORIGIN}.evil.example`),
    Host: fc.constantFrom("[::1", "a b", "example.com:99999", "localhost:3000", "www.example.com"),
    "Accept-Encoding": fc.constantFrom("gzip, br", "identity", "*;q=0", "br;q=abc", ""),
    "If-None-Match": fc.constantFrom("*", 'W/"x"', "garbage"),
    "X-Forwarded-For": fc.constantFrom("203.0.113.9", "not an address", "::1, 1.2.3.4"),
    "X-Forwarded-Proto": fc.constantFrom("https", "javascript", "a b"),
    "X-Forwarded-Host": fc.constantFrom("[::1", "evil.example"),
    Cookie: fc.constantFrom("better-auth.session_token=forged", "a=b; c", "=;=;", "better-auth.session_token=%00"),
    Range: fc.constantFrom("bytes=0-10", "bytes=abc"),
    Accept: fc.constantFrom("application/json", "text/html", "*/*", "text/x-component"),
    Referer: fc.constantFrom("https://evil.example/", "not a url", SITE_ORIGIN),
  },
  { requiredKeys: [] },
);

const headersArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.constant({} as Record<string, string>) },
  {
    weight: 1,
    arbitrary: hostileHeaders.map((headers) => headers as Record<string, string>),
  },
);

export interface FuzzRequest {
  method: string;
  /** Path and query. */
  target: string;
  headers: Record<string, string>;
  body: FuzzBody;
  signsOut: boolean;
}

function routeRequest(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: methodArbitrary(route),
      address: addressArbitrary(route),
      query: queryArbitrary,
      headers: headersArbitrary,
      body: bodyArbitrary(route),
    })
    .map(({ method, address, query, headers, body }) => ({
      method,
      target: withQuery(address, query),
      // A browser's form post says where it comes from; the hostile headers may say otherwise.
      headers: { ...(method === "GET" || method === "HEAD" ? {} : { Origin: SITE_ORIGIN }), ...headers },
      body: method === "GET" || method === "HEAD" ? {} : body,
      signsOut: route.signsOut === true,
    }));
}

/** Any address at all: known ones, odd spellings, random segments. */
const strayRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("GET", "POST") }, { weight: 1, arbitrary: oddMethod }),
    path: fc.oneof(
      fc.constantFrom(...otherPaths),
      fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join("/")}`),
    ),
    query: queryArbitrary,
    headers: headersArbitrary,
    body: bodyArbitrary({ route: "", paths: [], form: {} }),
  })
  .map(({ method, path, query, headers, body }) => ({
    method,
    target: withQuery(path, query),
    headers: { ...(method === "POST" ? { Origin: SITE_ORIGIN } : {}), ...headers },
    body: method === "GET" ? {} : body,
    signsOut: false,
  }));

/**
 * A request to any route of the app (one with an action three times as likely: it has more to
 * get wrong), or to an address no route names.
 */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.oneof(
      ...fuzzRoutes
        .filter((route) => route.paths.length > 0)
        .map((route) => ({ weight: route.form ? 3 : 1, arbitrary: routeRequest(route) })),
    ),
  },
  { weight: 1, arbitrary: strayRequest },
);
