import http from "node:http";

/*
 * How long an idle keep-alive connection stays open. Whichever side closes an idle connection
 * first must be the client: a server that closes it just as the client sends its next request
 * makes the client see the request reset (ECONNRESET), and a POST it cannot know was not
 * received. Node's default of 5 s is also the idle timeout of Node's own clients (and of
 * Playwright's, where the e2e suite met exactly that race), and under the 60 s that proxies
 * and load balancers keep idle connections to the app (nginx, AWS's ALB). 65 s is above both.
 */
export const keepAliveTimeoutMs = 65_000;

/** The app's HTTP server: `listener` answers every request. */
export function createHttpServer(listener: http.RequestListener): http.Server {
  const server = http.createServer(listener);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  // Node's advice: headers of a request on a kept connection may take as long as it stays open.
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
  return server;
}
