import { formTokenSecret, issueFormToken } from "~/features/inbox/form-token.server";
import { getSiteSettings } from "~/features/settings/settings.server";

/*
 * The apply form's fill-time token (app/features/inbox/form-token.server.ts), asked for when
 * the form becomes usable in the browser; only while the job board (and so the form) is on.
 */

const noStore = { "Cache-Control": "no-store" };

export async function loader() {
  const { jobBoardEnabled } = await getSiteSettings();
  if (!jobBoardEnabled) return Response.json({ error: "The job board is off." }, { status: 404, headers: noStore });
  return Response.json({ token: issueFormToken(await formTokenSecret()) }, { headers: noStore });
}
