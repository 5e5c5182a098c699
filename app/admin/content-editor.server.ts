import type { RouterContextProvider } from "react-router";

import { requestOrigin } from "~/activity/request-origin.server";
import { staffContext } from "~/auth/guard.server";
import type { ContentEditor } from "~/models/content-activity.server";

/** Who is changing content, and from where: the signed-in staff member of an admin request. */
export function contentEditor(request: Request, context: Readonly<RouterContextProvider>): ContentEditor {
  return { actor: context.get(staffContext), origin: requestOrigin(request) };
}
