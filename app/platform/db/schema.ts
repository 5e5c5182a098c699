import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
 * Messages sent with the contact form while 'Deliver contact messages to staff' is on. Spam
 * is kept (the Spam tab), never dropped silently; everything is deleted after the retention
 * period of the settings.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    message: text("message").notNull(),
    isSpam: boolean("is_spam").notNull().default(false),
    /** Why it was judged spam: "honeypot", "too-fast", "rate-limit" or "staff". */
    spamReason: text("spam_reason"),
    /** The sender's address as the server saw it (rate limits; judging spam). */
    clientIp: text("client_ip").notNull().default(""),
    readAt: timestamp("read_at", { withTimezone: true }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_list_idx").on(table.isSpam, table.createdAt.desc(), table.id.desc()),
    index("contact_messages_unread_idx")
      .on(table.createdAt)
      .where(sql`${table.readAt} IS NULL AND ${table.isSpam} = false`),
    index("contact_messages_sender_email_idx").on(sql`lower(${table.email})`, table.createdAt),
    index("contact_messages_sender_ip_idx").on(table.clientIp, table.createdAt),
  ],
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
export type BlogPost = typeof blogPosts.$inferSelect;
export type PostRevision = typeof postRevisions.$inferSelect;
export type Media = typeof media.$inferSelect;
export type ActivityRow = typeof activityLog.$inferSelect;
