import v8 from "node:v8";

/*
 * V8 lets the old generation grow up to four times what was live at the last full collection
 * when a program allocates fast, as a server under load does: bench:load's JavaScript heap
 * went from 100 MB to 350 MB (RSS past 900 MB) with about 120 MB live. Growing by half of the
 * live size instead keeps the heap near what it holds, for a little more collection work
 * (bench:load: the same requests per second and p99). It is no limit: a heap that needs more
 * memory still gets it.
 */
const heapGrowingPercent = 50;

export function moderateHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}
