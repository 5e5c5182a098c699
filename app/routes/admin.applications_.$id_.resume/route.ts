import { resumeResponse } from "~/features/applications/application-downloads.server";
import { applicationIdOf } from "~/features/applications/application-page.server";
import { contentEditor } from "~/features/content-lists/content-editor.server";

import type { Route } from "./+types/route";

/** 'Download Resume': the file as an attachment, to staff only; each download is logged. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return resumeResponse(applicationIdOf(params), contentEditor(request, context));
}
