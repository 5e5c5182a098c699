import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/*
 * The mail outbox (${DATA_DIR}/outbox/*.eml) as tests read it: the messages a server
 * "sent" when no SMTP_URL is set, with just enough MIME decoding for our messages.
 */

export interface MimePart {
  headers: Record<string, string>;
  /** The decoded body. */
  body: string;
}

export interface OutboxMessage {
  file: string;
  raw: string;
  /** Header value (first occurrence, unfolded), by case-insensitive name. */
  header(name: string): string | undefined;
  /** The decoded parts of a multipart message (the body itself otherwise). */
  parts: MimePart[];
  part(contentType: "text/plain" | "text/html"): MimePart | undefined;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

function splitHead(text: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(text);
  return match ? [text.slice(0, match.index), text.slice(match.index + match[0].length)] : [text, ""];
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable": {
      const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
    }
    default:
      return body;
  }
}

export function parseMessage(file: string, raw: string): OutboxMessage {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  const parts: MimePart[] = [];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const [partHead, partBody] = splitHead(chunk.replace(/^\r?\n/, ""));
      const partHeaders = parseHeaders(partHead);
      parts.push({
        headers: partHeaders,
        body: decodeBody(partBody.replace(/\r?\n$/, ""), partHeaders["content-transfer-encoding"]),
      });
    }
  } else {
    parts.push({ headers, body: decodeBody(body, headers["content-transfer-encoding"]) });
  }
  return {
    file,
    raw,
    header: (name) => headers[name.toLowerCase()],
    parts,
    part: (type) => parts.find((p) => p.headers["content-type"]?.startsWith(type)),
  };
}

export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, "outbox");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(
    names.map(async (name) => parseMessage(path.join(dir, name), await readFile(path.join(dir, name), "utf8"))),
  );
}

/** Waits until the outbox holds a message to `to` beyond the first `known` ones (mail is written in the background). */
export async function waitForMessage(
  dataDir: string,
  to: string,
  known: number,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await readOutbox(dataDir)).slice(known).filter((m) => m.header("to") === to);
    if (fresh.length > 0) return fresh.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no message to ${to} in ${dataDir}/outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const RESET_LINK = /https?:\/\/[^\s"<>]+\/admin\/update-password\?token=[A-Za-z0-9_-]+/;

/** The password-reset link of a message, from its plain-text part. */
export function resetLinkIn(message: OutboxMessage): string {
  const match = RESET_LINK.exec(message.part("text/plain")?.body ?? "");
  if (!match) throw new Error(`no reset link in the text part of ${message.file}`);
  return match[0];
}
