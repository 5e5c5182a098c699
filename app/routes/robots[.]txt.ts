import { renderRobotsTxt } from "~/features/seo/robots";
import { getConfig } from "~/platform/config/env.server";

/** GET /robots.txt */
export function loader() {
  return new Response(renderRobotsTxt(getConfig().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
