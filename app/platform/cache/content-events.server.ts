import { EventEmitter } from "node:events";

/**
 * Every write to public content announces itself here, so that caches of rendered pages
 * (and other instances, through the database) can drop what it affects.
 */
export interface ContentChange {
  /** What kind of content changed (a feature's name for it: "faq", "post"). */
  entity: string;
}

const emitter = new EventEmitter();
emitter.setMaxListeners(50);

export function announceContentChange(change: ContentChange): void {
  emitter.emit("change", change);
}

export function onContentChange(listener: (change: ContentChange) => void): () => void {
  emitter.on("change", listener);
  return () => emitter.off("change", listener);
}
