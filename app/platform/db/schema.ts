import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { searchDocument } from "./text-search";

/*
 * One schema for both engines (PGlite and PostgreSQL). Every change goes through
 * `npm run db:generate`, which writes a committed SQL migration in ./drizzle.
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const faqs = pgTable(
  "faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    /** The Spanish question and answer (both or neither); without them /es pages show the English ones. */
    questionEs: text("question_es"),
    answerEs: text("answer_es"),
    category: text("category"),
    displayOrder: integer("display_order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(false),
    /** Set while the FAQ is in the Trash (purged 30 days later); absent from every public page. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("faqs_display_order_idx").on(table.displayOrder, table.createdAt),
    index("faqs_published_display_order_idx")
      .on(table.displayOrder, table.createdAt)
      .where(sql`${table.isPublished} = true and ${table.deletedAt} is null`),
    index("faqs_deleted_at_idx")
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index("faqs_search_idx").using(
      "gin",
      searchDocument(table.question, table.answer, table.questionEs, table.answerEs),
    ),
  ],
);

/** Binary data: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded images, kept in the database so that backups and every instance have them with
 * no other service. The id is the SHA-256 of the uploaded file: the same file uploaded
 * twice is one image. The file itself is not kept (it may carry a GPS position); only its
 * variants are (media_variants).
 */
export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    /** The name the file had on the uploader's computer, for the media library. */
    fileName: text("file_name").notNull(),
    /** jpeg, png, webp, avif or gif: the upload's format by its content. */
    sourceFormat: text("source_format").notNull(),
    /** The uploaded file's size in bytes. */
    byteSize: integer("byte_size").notNull(),
    /** The picture's size as shown (after auto-orientation). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("media_created_at_idx").on(table.createdAt.desc())],
);

/** Each image in AVIF, WebP and JPEG at 480, 960 and 1600 px wide (never enlarged). */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: text("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.width, table.format] })],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("blog_posts_slug_unique"),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    /** The Spanish title, excerpt and content (all or none); without them /es pages show the English ones. */
    titleEs: text("title_es"),
    excerptEs: text("excerpt_es"),
    contentEs: text("content_es"),
    featuredImageUrl: text("featured_image_url"),
    /** An uploaded featured image; a post in use keeps its image from being deleted. */
    featuredMediaId: text("featured_media_id").references(() => media.id, { onDelete: "restrict" }),
    /** The featured image's alt text; the title when empty. */
    featuredImageAlt: text("featured_image_alt"),
    /** For search results and link previews; the excerpt when empty. */
    metaDescription: text("meta_description"),
    author: text("author").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Set while the post is in the Trash (purged 30 days later); absent from every public page. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("blog_posts_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    index("blog_posts_published_at_idx")
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.isPublished} = true and ${table.deletedAt} is null`),
    index("blog_posts_featured_media_id_idx").on(table.featuredMediaId),
    index("blog_posts_deleted_at_idx")
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index("blog_posts_search_idx").using(
      "gin",
      searchDocument(table.title, table.excerpt, table.content, table.titleEs, table.excerptEs, table.contentEs),
    ),
  ],
);

/**
 * Every save of a post keeps its text as it was saved: 'History' lists them and 'Restore
 * this version' brings one back (as a new save). At most 50 per post are kept. The editor's
 * name is copied so a row reads the same after the account changes.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    editorId: text("editor_id").references(() => user.id, { onDelete: "set null" }),
    editorName: text("editor_name"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    titleEs: text("title_es"),
    excerptEs: text("excerpt_es"),
    contentEs: text("content_es"),
    featuredImageUrl: text("featured_image_url"),
    /** An old revision never keeps an image from being deleted: restoring one then has none. */
    featuredMediaId: text("featured_media_id").references(() => media.id, { onDelete: "set null" }),
    featuredImageAlt: text("featured_image_alt"),
    metaDescription: text("meta_description"),
  },
  (table) => [index("post_revisions_post_id_idx").on(table.postId, table.savedAt.desc())],
);

/** Old slugs of renamed posts, so that their URLs keep answering (301 to the new one). */
export const postSlugRedirects = pgTable(
  "post_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("post_slug_redirects_post_id_idx").on(table.postId)],
);

/** Small values the app generates once and shares between instances (e.g. the auth secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff saved on /admin/settings: one row per setting (app/features/settings/site-settings.ts
 * names them), its value as JSON. A setting without a row follows its default.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages sent with the contact form, and staff requests sent with /request-staff, while
 * 'Deliver contact messages to staff' is on. Both share the inbox's rules (spam, retention,
 * notification); `kind` tells them apart, and the request's own fields are empty on a message.
 * Spam is kept (the Spam tab), never dropped silently; everything is deleted after the
 * retention period of the settings.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "message" (the contact form) or "staff-request" (/request-staff). */
    kind: text("kind").notNull().default("message"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    /** The contact form's message; a staff request's 'Details' (may be empty). */
    message: text("message").notNull(),
    /* A staff request's fields ('Positions Needed', 'Number of Workers', ...). */
    positionsNeeded: text("positions_needed").notNull().default(""),
    workers: integer("workers"),
    /** A service category's slug (app/features/site/services.ts), or empty. */
    category: text("category").notNull().default(""),
    /** The day work starts, as the employer gave it (no time, no zone). */
    startDate: date("start_date", { mode: "string" }),
    duration: text("duration").notNull().default(""),
    shift: text("shift").notNull().default(""),
    workLocation: text("work_location").notNull().default(""),
    payRate: text("pay_rate").notNull().default(""),
    /** The language of the page it was sent from: "en" or "es". */
    language: text("language").notNull().default("en"),
    isSpam: boolean("is_spam").notNull().default(false),
    /** Why it was judged spam: "honeypot", "too-fast", "rate-limit" or "staff". */
    spamReason: text("spam_reason"),
    /** The sender's address as the server saw it (rate limits; judging spam). */
    clientIp: text("client_ip").notNull().default(""),
    readAt: timestamp("read_at", { withTimezone: true }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** Who marked it handled (or replied first); the name is copied so it reads the same later. */
    handledById: text("handled_by_id").references(() => user.id, { onDelete: "set null" }),
    handledByName: text("handled_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The Inbox and Staff Requests tabs (one kind each), and the Spam tab (both kinds).
    index("contact_messages_list_idx")
      .on(table.kind, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isSpam} = false`),
    index("contact_messages_spam_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isSpam} = true`),
    index("contact_messages_unread_idx")
      .on(table.kind, table.createdAt)
      .where(sql`${table.readAt} IS NULL AND ${table.isSpam} = false`),
    index("contact_messages_sender_email_idx").on(sql`lower(${table.email})`, table.createdAt),
    index("contact_messages_sender_ip_idx").on(table.clientIp, table.createdAt),
  ],
);

/**
 * The replies staff sent from an open contact message, as sent. Personal data like the message:
 * they go with it (deleted by staff or by the retention job). The sender's name is copied.
 */
export const inboxReplies = pgTable(
  "inbox_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    /** Null once the staff member's account is gone. */
    staffId: text("staff_id").references(() => user.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inbox_replies_message_idx").on(table.messageId, table.sentAt)],
);

/**
 * When each background task last ran (app/platform/tasks): instances share it, so a task runs
 * once per period. Named job_runs before migration 0005 (jobs are now the agency's postings).
 */
export const taskRuns = pgTable("task_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
  lastError: text("last_error"),
});

/* better-auth tables (names and columns as its drizzle adapter expects). */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  // better-auth's two-factor plugin: true once an authenticator app is confirmed.
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  // better-auth's admin plugin. Every staff member is an admin (no roles yet); a removed
  // one is "banned": it can no longer sign in, and keeps its name on what it wrote.
  role: text("role").default("admin"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // better-auth's admin plugin (impersonation, which the product does not offer).
    impersonatedBy: text("impersonated_by"),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/* better-auth's two-factor plugin (model "twoFactor") and passkey plugin (model "passkey"). */

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    // Encrypted with the auth secret by better-auth, as are the recovery codes.
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // Ours: the last 30-second time step whose code was accepted, so no code works twice.
    lastAcceptedStep: bigint("last_accepted_step", { mode: "number" }),
  },
  (table) => [index("two_factor_user_id_idx").on(table.userId), index("two_factor_secret_idx").on(table.secret)],
);

export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
    // Ours: shown on My Account; set by each passkey sign-in.
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkey_user_id_idx").on(table.userId), index("passkey_credential_id_idx").on(table.credentialID)],
);

/** Invitations to become staff: not accounts until accepted. One pending invitation per email. */
export const staffInvitations = pgTable("staff_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique("staff_invitations_email_unique"),
  name: text("name").notNull(),
  // SHA-256 of the link's token: the database alone cannot be used to accept an invitation.
  tokenHash: text("token_hash").notNull().unique("staff_invitations_token_hash_unique"),
  invitedById: text("invited_by_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** PostgreSQL's text search document type, as text on the way out (never shown). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A job's yes/no screening question and the answer that qualifies an applicant. */
export interface ScreeningQuestion {
  question: string;
  qualifyingAnswer: "yes" | "no";
}

/*
 * The job board's openings. A job is Open while published, not closed and before its
 * expiry (the day after 'Closes On', on the agency's clock): the public queries compare
 * expires_at with the database's clock, so nothing is written when a job expires
 * (app/features/jobs/job-conditions.server.ts). Coordinates come from the ZIP code at save
 * time, so that a distance search is a bounding box on an index, not a scan of the dataset.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("jobs_slug_unique"),
    /** A service category's slug (app/features/site/services.ts). */
    category: text("category").notNull(),
    /** temporary, temp-to-hire or direct-hire. */
    employmentType: text("employment_type").notNull(),
    /** full-time, part-time, or null when not said. */
    hours: text("hours"),
    city: text("city").notNull(),
    /** The two-letter code. */
    state: text("state").notNull(),
    zip: text("zip").notNull().default(""),
    /** From the ZIP code (else the city) at save; null when neither is in the dataset: no distance search. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    payFromCents: integer("pay_from_cents"),
    payToCents: integer("pay_to_cents"),
    /** hour or year; null when no pay is given. */
    payPeriod: text("pay_period"),
    /** The top of the pay range per hour (a year's pay over 2,080 hours): the 'Minimum Pay' filter. */
    hourlyPayCents: integer("hourly_pay_cents"),
    shift: text("shift").notNull().default(""),
    openings: integer("openings").notNull().default(1),
    description: text("description").notNull(),
    requirements: text("requirements").notNull().default(""),
    titleEs: text("title_es").notNull().default(""),
    descriptionEs: text("description_es").notNull().default(""),
    requirementsEs: text("requirements_es").notNull().default(""),
    screeningQuestions: jsonb("screening_questions").$type<ScreeningQuestion[]>().notNull().default([]),
    /** Internal; shown on the site only with showClientName. */
    clientName: text("client_name").notNull().default(""),
    showClientName: boolean("show_client_name").notNull().default(false),
    /**
     * The staff request the job was created from ('Create Job from Request'); null for any
     * other job, and once the request is deleted (the job stays). Set only when the job is created.
     */
    staffRequestId: uuid("staff_request_id").references(() => contactMessages.id, { onDelete: "set null" }),
    referenceNumber: text("reference_number").notNull(),
    /** The last day the job is open, on the agency's calendar. */
    closesOn: date("closes_on", { mode: "string" }),
    /** The start of the day after closesOn on the agency's clock: from then the job is Expired. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    isPublished: boolean("is_published").notNull().default(false),
    /** When the job was first published ('Posted'); kept across Unpublish and Publish. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Set by 'Close' (the job is filled); cleared by 'Reopen'. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Set while the job is in the Trash (purged 30 days later); absent from every public page. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * The English and Spanish text as one search document, kept by the database. Stored,
     * not only indexed: a search matching thousands of jobs rechecks each one against this
     * column instead of re-reading and re-parsing its whole description.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchDocument(
          jobs.title,
          jobs.description,
          jobs.requirements,
          jobs.titleEs,
          jobs.descriptionEs,
          jobs.requirementsEs,
        ),
      ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("jobs_reference_number_unique").on(table.referenceNumber),
    index("jobs_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    index("jobs_deleted_at_idx")
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    // The public search: open jobs newest first, alone or by category, place or pay.
    index("jobs_open_published_at_idx")
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.isPublished} = true and ${table.closedAt} is null and ${table.deletedAt} is null`),
    index("jobs_open_category_idx")
      .on(table.category, table.publishedAt.desc())
      .where(sql`${table.isPublished} = true and ${table.closedAt} is null and ${table.deletedAt} is null`),
    index("jobs_open_location_idx")
      .on(table.latitude, table.longitude)
      .where(sql`${table.isPublished} = true and ${table.closedAt} is null and ${table.deletedAt} is null`),
    index("jobs_open_city_idx")
      .on(sql`lower(${table.city})`, table.state)
      .where(sql`${table.isPublished} = true and ${table.closedAt} is null and ${table.deletedAt} is null`),
    index("jobs_open_expires_at_idx")
      .on(table.expiresAt)
      .where(sql`${table.isPublished} = true and ${table.closedAt} is null and ${table.deletedAt} is null`),
    index("jobs_search_idx").using("gin", table.searchVector),
    // A request's page lists its jobs; deleting a request clears its jobs' link.
    index("jobs_staff_request_idx")
      .on(table.staffRequestId)
      .where(sql`${table.staffRequestId} is not null`),
  ],
);

/** A screening question as the applicant answered it; `meets` is false for 'Does not meet'. */
export interface ScreeningAnswer {
  question: string;
  answer: "yes" | "no";
  qualifyingAnswer: "yes" | "no";
  meets: boolean;
}

/*
 * Applications from the job board's apply pages (/jobs/{slug}/apply) and the general one
 * (/apply: job_id null). Kept as applicant records a US agency must keep for a year (the
 * retention setting; a legal hold keeps one longer), then deleted with their resumes. The
 * job's title is copied, so an application reads the same after its job is deleted. The
 * resume's bytes live in application_resumes; its kind, size and text here, in the search.
 */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** The job's title when the application came; empty for a general application. */
    jobTitle: text("job_title").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull().default(""),
    /** A US number in E.164 ("+13375550142"), or empty. */
    phone: text("phone").notNull().default(""),
    zip: text("zip").notNull().default(""),
    message: text("message").notNull().default(""),
    /** 'Jobs I'm interested in' of the general application: service category slugs. */
    interests: text("interests").array().notNull().default([]),
    /** 'Where would you like to work?' of the general application. */
    preferredLocation: text("preferred_location").notNull().default(""),
    screeningAnswers: jsonb("screening_answers").$type<ScreeningAnswer[]>().notNull().default([]),
    /** False when any screening answer does not qualify: 'Does not meet' (never a refusal). */
    meetsScreening: boolean("meets_screening").notNull().default(true),
    /** Sent while the page was open after the job closed: 'Received after closing'. */
    receivedAfterClosing: boolean("received_after_closing").notNull().default(false),
    /** 'Text me about my application': when it was ticked, and the exact sentence shown beside it. */
    textConsentAt: timestamp("text_consent_at", { withTimezone: true }),
    textConsentText: text("text_consent_text"),
    /** The page's language: "en" or "es" (the confirmation mail follows it). */
    language: text("language").notNull().default("en"),
    /** new, reviewing, interview, offer, placed, not-selected. */
    stage: text("stage").notNull().default("new"),
    /** 'Keep this application': the retention purge and 'Delete All Data' leave it alone. */
    legalHold: boolean("legal_hold").notNull().default(false),
    isSpam: boolean("is_spam").notNull().default(false),
    /** "honeypot", "too-fast" or "rate-limit". */
    spamReason: text("spam_reason"),
    clientIp: text("client_ip").notNull().default(""),
    /** pdf, docx, doc, txt, jpeg or png (by content); null without a resume. */
    resumeType: text("resume_type"),
    resumeFileName: text("resume_file_name"),
    resumeSize: integer("resume_size"),
    /** The resume's text for staff search: null until extracted, or when it has none (DOC, photos). */
    resumeText: text("resume_text"),
    /** pending (extraction to do), done, none (no text to take) or failed. */
    resumeTextStatus: text("resume_text_status"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The later of receipt (or a re-application's update) and the last stage change: retention counts from it. */
    retainedFrom: timestamp("retained_from", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchDocument(
          applications.firstName,
          applications.lastName,
          applications.email,
          applications.zip,
          applications.resumeText,
        ),
      ),
    ...timestamps,
  },
  (table) => [
    index("applications_list_idx").on(table.isSpam, table.receivedAt.desc(), table.id.desc()),
    index("applications_job_idx").on(table.jobId, table.receivedAt.desc()),
    index("applications_new_idx")
      .on(table.receivedAt)
      .where(sql`${table.stage} = 'new' and ${table.isSpam} = false`),
    index("applications_email_idx").on(sql`lower(${table.email})`),
    index("applications_phone_idx").on(table.phone),
    index("applications_retained_from_idx")
      .on(table.retainedFrom)
      .where(sql`${table.legalHold} = false`),
    index("applications_resume_pending_idx")
      .on(table.receivedAt)
      .where(sql`${table.resumeTextStatus} = 'pending'`),
    index("applications_search_idx").using("gin", table.searchVector),
  ],
);

/** A resume file as stored (photos re-encoded without their metadata): one per application. */
export const applicationResumes = pgTable("application_resumes", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
});

/** Staff notes on an application, and a re-application's message. The author's name is copied. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Null for the applicant's own message sent again, and for removed staff. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId, table.createdAt)],
);

/** Each stage change of an application, for its history. */
export const applicationStageChanges = pgTable(
  "application_stage_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStage: text("from_stage").notNull(),
    toStage: text("to_stage").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_stage_changes_application_idx").on(table.applicationId, table.changedAt)],
);

/**
 * Who did what, when, from where: sign-ins, account and staff changes, content and settings
 * changes. Rows are kept 365 days. The actor's name and email are copied at the time, so a
 * row reads the same after the account changes; a failed sign-in keeps the email tried.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    actorEmail: text("actor_email"),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    entityTitle: text("entity_title"),
    changedFields: text("changed_fields").array(),
    detail: text("detail"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (table) => [
    index("activity_log_occurred_at_idx").on(table.occurredAt.desc(), table.id.desc()),
    index("activity_log_actor_idx").on(table.actorId, table.occurredAt.desc()),
    index("activity_log_kind_idx").on(table.kind, table.occurredAt.desc()),
  ],
);

export type Faq = typeof faqs.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type InboxReply = typeof inboxReplies.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type PostRevision = typeof postRevisions.$inferSelect;
export type Media = typeof media.$inferSelect;
export type ActivityRow = typeof activityLog.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Application = typeof applications.$inferSelect;
export type ApplicationNote = typeof applicationNotes.$inferSelect;
export type ApplicationStageChange = typeof applicationStageChanges.$inferSelect;
