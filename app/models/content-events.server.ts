import { EventEmitter } from "node:events";

export type ContentEntity = "faq" | "post";

/**
 * Every write to public content announces itself here, so that caches of rendered pages
 * (and other instances, through the database) can drop what it affects.
 */
export interface ContentChange {
  entity: ContentEntity;
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
