import { personDataResponse } from "~/features/applications/application-downloads.server";
import { applicationIdOf } from "~/features/applications/application-page.server";
import { contentEditor } from "~/features/content-lists/content-editor.server";

import type { Route } from "./+types/route";

/** 'Download All Data': every application of the person (same email or phone) as JSON; logged. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return personDataResponse(applicationIdOf(params), contentEditor(request, context));
}
