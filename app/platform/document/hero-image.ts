/**
 * The `elementtiming` name of a page's hero image (the image that leads it, fetched first):
 * the browser then reports when the image is on screen, and the page's scripts wait for that
 * (scripts-after-paint.server.ts).
 */
export const HERO_ELEMENT_TIMING = "hero";
