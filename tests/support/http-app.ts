import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express, { type Express, type Response } from "express";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (still gzip-encoded if the server encoded them). */
  body: Buffer;
  text: string;
}

export interface TestServer {
  url: string;
  get(path: string, headers?: Record<string, string>, method?: string): Promise<RawResponse>;
  close(): Promise<void>;
}

/**
 * An Express app set up like server.js (security headers, compression) in front of the
 * middlewares under test, listening on a free port.
 */
export async function startTestServer(configure: (app: Express) => void): Promise<TestServer> {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  app.use(compression());
  configure(app);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get: (path, headers = {}, method = "GET") => rawRequest(`${url}${path}`, headers, method),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request with exactly the given headers (fetch would add Accept-Encoding and decode). */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode!, headers: response.headers, body, text: body.toString() });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * Sends a document the way React Router's Express adapter does (status and headers with
 * res.append, then the body streamed in chunks with flushes), with a fresh CSP nonce in
 * both the header and the HTML, as entry.server.tsx does.
 */
export async function sendDocument(
  res: Response,
  html: string,
  options: { status?: number; headers?: Record<string, string> } = {},
): Promise<void> {
  const nonce = randomBytes(12).toString("base64");
  const document = `<!DOCTYPE html><html><head><script nonce="${nonce}">/*hydrate*/</script></head><body>${html}</body></html>`;
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'`,
    ...options.headers,
  });
  const half = Math.floor(document.length / 2);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(document.slice(0, half)));
      controller.enqueue(new TextEncoder().encode(document.slice(half)));
      controller.close();
    },
  });
  res.status(options.status ?? 200);
  for (const [name, value] of headers.entries()) res.append(name, value);
  await writeReadableStreamToWritable(body, res);
}

/** The nonce in a document's CSP header and the one in its HTML. */
export function noncesOf(response: RawResponse): { header: string | undefined; html: string | undefined } {
  return {
    header: /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"] ?? ""))?.[1],
    html: /<script nonce="([^"]+)"/.exec(response.text)?.[1],
  };
}
