import { getConfig } from "~/config/env.server";
import { renderRobotsTxt } from "~/seo/robots";

/** GET /robots.txt */
export function loader() {
  return new Response(renderRobotsTxt(getConfig().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
