import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from "react-router";

import { useHydrated } from "./use-hydrated";

/*
 * Every page is complete HTML with its stylesheet inlined, so the first paint needs no
 * JavaScript: the scripts only hydrate what is already on screen. React Router's <Scripts>
 * preloads them at the browser's high priority, so on a slow phone connection ~100 KB of
 * JavaScript compete with the document for the line (and Lighthouse counts them in the first
 * paint's critical path). Preloading the same modules first, at low priority, makes the
 * browser fetch each of them once, after what the first paint needs: a document's module map
 * holds one fetch per URL, so the later preloads and imports of <Scripts> reuse these fetches.
 * They still load at once, in parallel, and still before the load event: hydration is not
 * postponed, so nothing a visitor types or taps early is lost.
 *
 * The URLs are the ones <Scripts> preloads: the client entry and its imports, plus each
 * matched route's modules. Rendered only in the server's HTML, as <Scripts> does.
 */
export function LowPriorityScriptPreloads({ nonce }: { nonce?: string }) {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const hydrated = useHydrated();
  if (!framework || hydrated) return null;

  const { manifest, routeDiscovery, ssr } = framework;
  const discoversRoutesLazily = routeDiscovery.mode === "lazy" && ssr;
  const hrefs = new Set<string>([
    ...(discoversRoutesLazily ? [] : [manifest.url]),
    manifest.entry.module,
    ...manifest.entry.imports,
  ]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    for (const href of [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ]) {
      if (href) hrefs.add(href);
    }
  }
  return (
    <>
      {[...hrefs].map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} suppressHydrationWarning />
      ))}
    </>
  );
}
