/**
 * Images that wait for the page to be on screen. On a phone, lazy images within about 1,250 px
 * of the screen are fetched at the first layout, beside the image or text that leads the page,
 * and share the connection with it. An `<img>` marked with `AFTER_FIRST_PAINT` is not drawn on
 * a phone until the page's classic loader, once the browser reports the first paint, sets
 * `SHOWN` on `<html>` (scripts-after-paint.server.ts); a lazy image that is not drawn is not
 * fetched. The CSS rule is in app/styles/base.css, under `(scripting: enabled)`: without
 * JavaScript, nothing waits.
 */
export const AFTER_FIRST_PAINT = "data-after-paint";

/** Set on `<html>` when the page's scripts start, once it is on screen. */
export const SHOWN = "data-shown";
