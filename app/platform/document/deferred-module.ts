/**
 * A module a page needs only once the visitor acts (a form's checks, with zod): kept out of
 * the JavaScript the browser evaluates before hydration, where every millisecond delays the
 * page's first answer to a tap. `now()` is the module once it has come; `load()` asks for it
 * (once; again after a failure, say a dropped connection).
 */
export interface DeferredModule<Module> {
  now(): Module | undefined;
  load(): Promise<Module>;
}

export function deferredModule<Module>(importer: () => Promise<Module>): DeferredModule<Module> {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  return {
    now: () => loaded,
    load: () =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
