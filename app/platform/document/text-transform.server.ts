import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * A transform of a document's HTML as text, for the rewrites of a page on its way out
 * (low-priority-preloads.server.ts, scripts-after-paint.server.ts): `take` gets each piece of text
 * as it comes (never a character cut in two) and returns what may be sent now; `rest`, at
 * the end, what it still holds.
 */
export function textTransform(take: (text: string) => string, rest: () => string): Transform {
  const decoder = new StringDecoder("utf8");
  const send = (text: string) => (text.length > 0 ? Buffer.from(text) : undefined);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, send(take(decoder.write(chunk))));
    },
    flush(callback) {
      const text = take(decoder.end());
      callback(null, send(text + rest()));
    },
  });
}
