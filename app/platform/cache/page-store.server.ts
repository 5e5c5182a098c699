import { createHash } from "node:crypto";
import { brotliCompress, gzipSync, constants as zlibConstants } from "node:zlib";

import type { ContentCoding } from "~/platform/http/content-coding";

/** One rendered public response, kept with the headers its route produced. */
export interface CachedPage {
  key: string;
  status: number;
  /** The headers the route set (Content-Type, the CSP whose nonce is inside the body, ...). */
  headers: Record<string, string>;
  body: Buffer;
  /** The page's ETag, one for every copy of it (see pageEtag). */
  etag: string;
  storedAt: number;
  /** The body compressed, once made (see PageStore.encodedBody). */
  encoded: Partial<Record<ContentCoding, Buffer>>;
  /** How many requests were answered from the store (get) since the page was stored. */
  hits: number;
}

/**
 * When the Brotli copy of a page is made: as soon as it is stored, or when it is asked for
 * again (the page cache's choice: a page requested once, e.g. with a query nobody repeats,
 * never costs a compression at Brotli's best level).
 */
type BrotliPolicy = "when-stored" | "when-asked-again";

export interface PageStoreOptions {
  /** Most pages kept; the least recently used goes first. */
  maxEntries?: number;
  /** Most body bytes kept (identity plus compressed copies). */
  maxBytes?: number;
  /** An entry older than this is rendered again, whatever happened (a safety net, see below). */
  maxAgeMs?: number;
  brotli?: BrotliPolicy;
  now?: () => number;
}

const defaultPageStoreOptions = {
  maxEntries: 500,
  maxBytes: 64 * 1024 * 1024,
  // Invalidation is explicit (content events, NOTIFY); this only bounds the staleness of what
  // no event covers, e.g. the copyright year in the footer or a notification lost in a reconnect.
  maxAgeMs: 5 * 60 * 1000,
  brotli: "when-stored",
} satisfies PageStoreOptions;

/**
 * One weak ETag for the page, whichever copy is sent (identity, gzip or Brotli): the copies
 * are the same content, which is what a weak validator says (RFC 9110, 8.8.1). A client
 * keeps its tag when the Brotli copy, made in the background, replaces gzip in the answers;
 * a tag per copy would change between two requests for the same unchanged page.
 */
export function pageEtag(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/**
 * An in-memory LRU of rendered pages keyed by path and query. Invalidation clears it whole
 * and bumps `generation`: a render that started before a clear must not be stored after it
 * (it may hold the content from before the change), so `set` takes the generation seen
 * when the render began and refuses a stale one.
 */
export class PageStore {
  readonly #entries = new Map<string, CachedPage>();
  readonly #options: Required<PageStoreOptions>;
  #bytes = 0;
  #generation = 0;
  #paused = false;
  #clearAt: number | null = null;
  readonly #compressions = new Set<Promise<void>>();

  constructor(options: PageStoreOptions = {}) {
    this.#options = { ...defaultPageStoreOptions, now: Date.now, ...options };
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get paused(): boolean {
    return this.#paused;
  }

  get(key: string): CachedPage | undefined {
    this.#clearIfDue();
    if (this.#paused) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#options.now() - entry.storedAt > this.#options.maxAgeMs) {
      this.#delete(key, entry);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    entry.hits++;
    if (entry.hits === 1 && this.#options.brotli === "when-asked-again") this.#compressWithBrotliInBackground(entry);
    return entry;
  }

  /** The entry under `key` as it is, without answering a request with it (no hit, no change of order). */
  peek(key: string): CachedPage | undefined {
    this.#clearIfDue();
    return this.#paused ? undefined : this.#entries.get(key);
  }

  /** Stores a page unless the cache was cleared since `generation`; says whether it did. */
  set(
    key: string,
    page: Omit<CachedPage, "key" | "etag" | "storedAt" | "encoded" | "hits">,
    generation: number,
  ): CachedPage | undefined {
    this.#clearIfDue();
    if (this.#paused || generation !== this.#generation) return undefined;
    if (page.body.length > this.#options.maxBytes) return undefined;
    const existing = this.#entries.get(key);
    if (existing) this.#delete(key, existing);
    const entry: CachedPage = {
      ...page,
      key,
      etag: pageEtag(page.body),
      storedAt: this.#options.now(),
      encoded: {},
      hits: 0,
    };
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    this.#evictBeyondLimits();
    if (this.#options.brotli === "when-stored") this.#compressWithBrotliInBackground(entry);
    return entry;
  }

  /**
   * The entry's body in `coding`, or undefined while it is not ready. The gzip copy is made
   * on the first request for it (a few milliseconds). The Brotli copy is made at Brotli's
   * highest level, some 20% smaller than gzip: the first paint of a page on a slow phone
   * connection waits for the whole document, and a document under ~14 KB arrives in the
   * first round trip. That level costs ~100 ms of CPU per 100 KB, so it runs on libuv's
   * thread pool, when the page is stored or asked for again (BrotliPolicy): no request waits
   * for it, and until it is done clients get gzip.
   */
  encodedBody(entry: CachedPage, coding: ContentCoding): Buffer | undefined {
    if (coding === "gzip" && !entry.encoded.gzip) this.#keepEncoded(entry, "gzip", gzipSync(entry.body));
    return entry.encoded[coding];
  }

  /** Resolves when every compression begun so far has finished. */
  async compressionsSettled(): Promise<void> {
    while (this.#compressions.size > 0) await Promise.all(this.#compressions);
  }

  #compressWithBrotliInBackground(entry: CachedPage): void {
    const compression = new Promise<void>((resolve) => {
      const params = {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      };
      brotliCompress(entry.body, { params }, (error, compressed) => {
        // Without the copy, clients simply keep getting gzip.
        if (!error) this.#keepEncoded(entry, "br", compressed);
        resolve();
      });
    });
    this.#compressions.add(compression);
    void compression.then(() => this.#compressions.delete(compression));
  }

  #keepEncoded(entry: CachedPage, coding: ContentCoding, body: Buffer): void {
    entry.encoded[coding] = body;
    // Only counted while the entry is still held (it may have been evicted or cleared meanwhile).
    if (this.#entries.get(entry.key) === entry) {
      this.#bytes += body.length;
      this.#evictBeyondLimits();
    }
  }

  /** Keeps at most `max` entries whose key is `path` or `path?...`, dropping the least recently used. */
  limitVariants(path: string, max: number): void {
    const variants = [...this.#entries].filter(([key]) => key === path || key.startsWith(`${path}?`));
    for (const [key, entry] of variants.slice(0, Math.max(0, variants.length - max))) this.#delete(key, entry);
  }

  /**
   * Clears the store at `time` (ms since the epoch; null: no such time) whatever else happens:
   * the first get, peek or set from then on finds it empty, and a render begun before cannot
   * be stored. A scheduled post goes live at that time; the watch that clears the cache then
   * (publishing/scheduled-publication.server.ts) runs on a timer, which a busy machine may
   * fire late, and not one page may show the older list past the post's time.
   */
  clearAt(time: number | null): void {
    this.#clearAt = time;
  }

  #clearIfDue(): void {
    if (this.#clearAt !== null && this.#options.now() >= this.#clearAt) {
      this.#clearAt = null;
      this.clear();
    }
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /**
   * For when invalidations could be missed (the PostgreSQL listener is not connected): until
   * resume(), nothing is served from the cache or stored in it. What it holds stays, as the
   * last good copies for an outage of the database (lastGood, stale-if-error.ts).
   */
  pause(): void {
    // Renders begun before the pause must not be stored after it either.
    this.#generation++;
    this.#paused = true;
  }

  resume(): void {
    // The kept copies may predate a change nobody heard about; renders begun while paused are refused.
    this.clear();
    this.#paused = false;
  }

  /**
   * The page held under `key` whatever its age, also while paused: what was last shown, for
   * when a render fails because the database does not answer. Not counted as a use.
   */
  lastGood(key: string): CachedPage | undefined {
    return this.#entries.get(key);
  }

  #delete(key: string, entry: CachedPage): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length + (entry.encoded.gzip?.length ?? 0) + (entry.encoded.br?.length ?? 0);
  }

  #evictBeyondLimits(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#bytes <= this.#options.maxBytes) break;
      this.#delete(key, entry);
    }
  }
}
