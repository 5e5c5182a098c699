/*
 * The ceiling for Node: a bare node:http server that answers each measured route with the
 * bytes (status, headers, body) the app sent for it, straight from memory. Run as a child
 * process by http.ts: `node --import tsx scripts/bench/ceiling-server.ts <responses.json>`.
 */
import { readFileSync } from "node:fs";
import http from "node:http";

interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const recorded = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Record<string, RecordedResponse>;
const responses = new Map(
  Object.entries(recorded).map(([url, r]) => [
    url,
    { status: r.status, headers: r.headers, body: Buffer.from(r.bodyBase64, "base64") },
  ]),
);

const server = http.createServer((req, res) => {
  const response = responses.get(req.url ?? "");
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(response.status, response.headers);
  res.end(response.body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
