/** robots.txt: everything public may be crawled except the staff area and the API; where the sitemap is. */
export function renderRobotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
