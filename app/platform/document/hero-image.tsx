import { createContext, useContext } from "react";

/*
 * Whether the page being rendered on the server has a hero image (an image loaded first, with
 * fetchpriority high): entry.server.tsx then starts the page's scripts only once that image
 * has arrived (utils/scripts-after-hero.server.ts). Noted while the page renders, read when
 * its HTML is about to be sent; nothing in the browser.
 */
export class HeroImageRecord {
  present = false;

  mark(): void {
    this.present = true;
  }
}

const HeroImageContext = createContext<HeroImageRecord | null>(null);

export const HeroImageProvider = HeroImageContext.Provider;

/** Called by the component that renders a page's images; `isHero` for the page's hero image. */
export function useMarkHeroImage(isHero: boolean): void {
  const record = useContext(HeroImageContext);
  if (isHero) record?.mark();
}
