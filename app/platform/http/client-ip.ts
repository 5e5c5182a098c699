/**
 * The request header that carries the client's address to the app (rate limits key on it).
 * The server sets it on every request from the connection and TRUST_PROXY
 * (server/client-address.ts), replacing any value a client sent, so no client chooses its own.
 */
export const CLIENT_IP_HEADER = "x-client-ip";
