import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

import proxyaddr from "proxy-addr";

import type { TrustProxy } from "~/platform/config/env.server";

/**
 * The request header that carries the client's address to the app (rate limits and the
 * activity log key on it). The server sets it on every request from the connection and
 * TRUST_PROXY (clientAddress below, server/request-pipeline.ts), replacing any value a client
 * sent, so no client chooses its own.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/** Whether the hop-th proxy on the way (0: the connection's peer) at `address` is believed. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a function, with Express's meaning of each value. Express is given the same
 * function (`trust proxy`), so what it derives (req.protocol, req.hostname, the URL React
 * Router sees) agrees with the client address and the protocol decided here.
 */
export function compileTrustProxy(setting: TrustProxy): TrustFunction {
  if (setting === "none") return () => false;
  if (setting === "all") return () => true;
  if ("hops" in setting) return (_address, hop) => hop < setting.hops;
  return proxyaddr.compile([...setting.addresses]);
}

/**
 * One spelling per client: an IPv4 address reached over IPv6 ("::ffff:203.0.113.9") is that
 * IPv4 address, and the loopback is one host however it is reached (::1 or 127.0.0.1).
 */
function normaliseAddress(address: string): string {
  const ipv4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return ipv4 === "::1" ? "127.0.0.1" : ipv4;
}

/** The client's address: the connection's, or the X-Forwarded-For entry the trusted proxies vouch for. */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  if (!req.socket.remoteAddress) return "";
  return normaliseAddress(proxyaddr(req, trust));
}

/** HTTPS: on this connection, or, from a trusted proxy, as its X-Forwarded-Proto says. */
export function isSecureRequest(req: IncomingMessage, trust: TrustFunction): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trust(req.socket.remoteAddress ?? "", 0)) return false;
  return (
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]!
      .trim() === "https"
  );
}
