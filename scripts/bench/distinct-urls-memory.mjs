// Native memory with distinct URLs (reliability issue, finding 8): 50 connections over unknown slugs and
// random query strings against a running server, printing its RSS every 10 s.
// Usage: node scripts/bench/distinct-urls-memory.mjs PORT SERVER_PID [SECONDS=60] [gzip|br|none]
import { readFileSync } from "node:fs";
const [port, pid, seconds, encoding] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 60), process.argv[5] ?? "gzip"];
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
const paths = (i) => [`/news/unknown-${i}`, `/?q=${i}`, `/faqs?x=${i}`, `/news?page=${(i % 50) + 1}&r=${i}`, `/no-such-page-${i}`][i % 5];
let n = 0, errors = 0, status = {};
const end = Date.now() + seconds * 1000;
const headers = encoding === "none" ? {} : { "accept-encoding": encoding };
async function worker() {
  while (Date.now() < end) {
    const i = n++;
    try { const r = await fetch(`http://127.0.0.1:${port}${paths(i)}`, { headers }); await r.arrayBuffer(); status[r.status] = (status[r.status] ?? 0) + 1; }
    catch { errors++; }
  }
}
console.log(`start rss ${rss().toFixed(0)} MB`);
const timer = setInterval(() => console.log(`${n} requests, rss ${rss().toFixed(0)} MB`), 10000);
await Promise.all(Array.from({ length: 50 }, worker));
clearInterval(timer);
console.log(`end: ${n} requests, ${errors} errors, statuses ${JSON.stringify(status)}, rss ${rss().toFixed(0)} MB`);
