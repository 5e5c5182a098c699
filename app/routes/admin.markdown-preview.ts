import { formatCount } from "~/platform/format/format-count";
import type { RequestBodyHandle } from "~/platform/http/body-limits";
import { BodyTooLargeError, MalformedFormError, readFormBody } from "~/platform/http/form-body.server";
import {
  MARKDOWN_MAX_LENGTH,
  renderMarkdown,
  type RenderMarkdownOptions,
} from "~/platform/markdown/render-markdown.server";

import type { Route } from "./+types/admin.markdown-preview";

// A post's whole content is previewed (100,000 characters, up to ~900 KB URL-encoded): more
// than an ordinary form may send, so the preview takes the post form's limit (UPLOAD_BODY_LIMIT).
export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;

const headingLevels = new Set(["2", "3", "4", "5"]);

function answer(body: { html: string } | { error: string }, status = 200) {
  return Response.json(body, { status });
}

/**
 * POST /admin/markdown-preview (content, and headingLevel where "## Heading" is not an h2):
 * the Markdown editor's 'Preview' tab. The HTML comes from the very function that renders the
 * public pages, so the preview matches them exactly. Staff only, like everything under
 * /admin (the admin layout's middleware), and never cached (the root middleware).
 */
export async function action({ request }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await readFormBody(request, handle.requestBody);
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof MalformedFormError) {
      return answer({ error: error.message }, error.status);
    }
    throw error;
  }
  const content = formData.get("content");
  if (typeof content !== "string") return answer({ error: "Nothing to preview." }, 400);
  if (content.length > MARKDOWN_MAX_LENGTH) {
    return answer({ error: `Content must be at most ${formatCount(MARKDOWN_MAX_LENGTH)} characters` }, 413);
  }
  const level = String(formData.get("headingLevel") ?? "2");
  const options: RenderMarkdownOptions = {
    topHeadingLevel: headingLevels.has(level) ? (Number(level) as RenderMarkdownOptions["topHeadingLevel"]) : 2,
  };
  return answer({ html: renderMarkdown(content.replace(/\r\n?/g, "\n"), options) });
}
