// build-tools/catalogue-chunks.ts: the address, in each language, of one part of the compiled
// message catalogue (the messages named "<part>_...").
declare module "virtual:message-catalogues/*" {
  export const catalogueUrl: Record<"en" | "es", string>;
}
