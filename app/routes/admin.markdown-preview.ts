import type { Route } from "./+types/admin.markdown-preview";
import { requireStaffForMutation } from "~/auth/guard.server";
import { MARKDOWN_MAX_LENGTH, renderMarkdown } from "~/markdown/render-markdown.server";
import { readFormDataWithin } from "~/utils/read-form-data.server";

/** 100,000 characters of up to 4 bytes each, and the form's own bytes. */
const maxBodyBytes = 4 * MARKDOWN_MAX_LENGTH + 16 * 1024;

/**
 * POST /admin/markdown-preview (content): the post editor's 'Preview' tab. The HTML comes
 * from the very function that renders the article, so the preview matches it exactly.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffForMutation(request);
  const formData = await readFormDataWithin(request, maxBodyBytes);
  const content = formData.get("content");
  if (typeof content !== "string") return Response.json({ error: "Nothing to preview." }, { status: 400, headers: { "Cache-Control": "no-store" } });
  if (content.length > MARKDOWN_MAX_LENGTH) {
    return Response.json(
      { error: `Content must be at most ${MARKDOWN_MAX_LENGTH.toLocaleString("en-US")} characters` },
      { status: 413, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json({ html: renderMarkdown(content.replace(/\r\n?/g, "\n")) }, { headers: { "Cache-Control": "no-store" } });
}
