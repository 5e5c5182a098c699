import { BodyTooLargeError, MalformedFormError, readFormDataWithin } from "~/platform/http/read-form-data.server";
import type { RequestBodyHandle } from "~/platform/http/request-body-kind";
import {
  MARKDOWN_MAX_LENGTH,
  renderMarkdown,
  type RenderMarkdownOptions,
} from "~/platform/markdown/render-markdown.server";

import type { Route } from "./+types/admin.markdown-preview";

/** 100,000 characters of up to 4 bytes each, and the form's own bytes. */
const maxBodyBytes = 4 * MARKDOWN_MAX_LENGTH + 16 * 1024;

// A post's whole content is previewed (up to ~416 KB): more than the server's 64 KB for forms.
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
    formData = await readFormDataWithin(request, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof MalformedFormError) {
      return answer({ error: error.message }, error.status);
    }
    throw error;
  }
  const content = formData.get("content");
  if (typeof content !== "string") return answer({ error: "Nothing to preview." }, 400);
  if (content.length > MARKDOWN_MAX_LENGTH) {
    return answer({ error: `Content must be at most ${MARKDOWN_MAX_LENGTH.toLocaleString("en-US")} characters` }, 413);
  }
  const level = String(formData.get("headingLevel") ?? "2");
  const options: RenderMarkdownOptions = {
    topHeadingLevel: headingLevels.has(level) ? (Number(level) as RenderMarkdownOptions["topHeadingLevel"]) : 2,
  };
  return answer({ html: renderMarkdown(content.replace(/\r\n?/g, "\n"), options) });
}
