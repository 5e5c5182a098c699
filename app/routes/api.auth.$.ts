import { getAuth } from "~/features/staff/auth.server";

import type { Route } from "./+types/api.auth.$";

// better-auth's own endpoints (/api/auth/*), with its origin checks and rate limits.
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
