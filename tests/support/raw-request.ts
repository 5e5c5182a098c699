import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (still gzip-encoded if the server encoded them). */
  body: Buffer;
  text: string;
}

/**
 * A request with exactly the given headers (fetch would add Accept-Encoding and decode), and
 * the body if one is given (with its Content-Length unless the headers say otherwise).
 */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string | Buffer,
): Promise<RawResponse> {
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
    request.end(body);
  });
}
