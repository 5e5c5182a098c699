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
    category: text("category"),
    displayOrder: integer("display_order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index("faqs_display_order_idx").on(table.displayOrder, table.createdAt),
    index("faqs_published_display_order_idx")
      .on(table.displayOrder, table.createdAt)
      .where(sql`${table.isPublished} = true`),
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
    ...timestamps,
  },
  (table) => [
    index("blog_posts_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    index("blog_posts_published_at_idx")
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.isPublished} = true`),
    index("blog_posts_featured_media_id_idx").on(table.featuredMediaId),
  ],
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
 * What staff saved on /admin/settings: one row per setting (app/settings/site-settings.ts
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

/** When each background job last ran (app/jobs): instances share it, so a job runs once per period. */
export const jobRuns = pgTable("job_runs", {
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

export type Faq = typeof faqs.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type Media = typeof media.$inferSelect;
