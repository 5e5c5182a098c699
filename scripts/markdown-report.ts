/*
 * npm run markdown:report — the posts and FAQ answers whose text, written as plain text,
 * reads differently now that it is rendered as Markdown (a line starting "1." becomes a
 * numbered list, **word** becomes bold, ...). Run it on the server's database (DATABASE_URL
 * or DATA_DIR, as the server) after upgrading, and look each one over in the admin.
 */
import { setActiveDatabase } from "~/db/client.server";
import { listContentChangedByMarkdown } from "~/markdown/plain-text-changes.server";

import { openServerDatabase } from "./support/server-database";

try {
  const handle = await openServerDatabase();
  try {
    const changed = await listContentChangedByMarkdown(handle.db);
    if (changed.length === 0) console.log("Every post and FAQ answer reads as before.");
    else {
      console.log(`${changed.length} item(s) read differently as Markdown; check them in the admin:`);
      for (const item of changed) console.log(`  ${item.kind === "post" ? "Post" : "FAQ "}  ${item.name}`);
    }
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
  }
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
