/*
 * "2,400": a whole number with its thousands grouped, as US English and US Spanish both write
 * it. Not Number#toLocaleString: the first Intl format a page uses loads the browser's locale
 * data, 12-20 ms of one task on a desktop (far more on a phone), and a public page that showed
 * a count as it hydrated paid it then (docs/speed-and-search.md).
 */
export function formatCount(value: number): string {
  const sign = value < 0 ? "-" : "";
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
