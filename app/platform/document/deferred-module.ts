/**
 * A module a page needs only once the visitor acts (a form's checks, with zod): kept out of
 * the JavaScript the browser evaluates before hydration, where every millisecond delays the
 * page's first answer to a tap. `now()` is the module once it has come; `load()` asks for it
 * (once; again after a failure, say a dropped connection); `loadInNextTask()` asks for it in a
 * task of its own, and answers a function that cancels that task.
 */
export interface DeferredModule<Module> {
  now(): Module | undefined;
  load(): Promise<Module>;
  loadInNextTask(): () => void;
}

export function deferredModule<Module>(importer: () => Promise<Module>): DeferredModule<Module> {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    now: () => loaded,
    load,
    // Why a task of its own: asked for inside hydration's effects, the import (the module
    // preloads it appends, the requests) made that task the one long task left after the first
    // paint of the form pages (docs/speed-and-search.md).
    loadInNextTask: () => {
      if (pending) return () => {};
      // A failure is retried by the next `load()`: a form sent asks again.
      const handle = setTimeout(() => void load().catch(() => {}), 0);
      return () => clearTimeout(handle);
    },
  };
}
