import type { RouterContextProvider } from "react-router";

import { requestOrigin } from "~/features/activity/request-origin.server";
import { staffContext } from "~/features/staff/guard.server";

import type { ContentEditor } from "./content-activity.server";

/** Who is changing content, and from where: the signed-in staff member of an admin request. */
export function contentEditor(request: Request, context: Readonly<RouterContextProvider>): ContentEditor {
  return { actor: context.get(staffContext), origin: requestOrigin(request) };
}
