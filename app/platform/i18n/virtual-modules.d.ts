// build-tools/catalogue-chunks.ts: the address of each language's compiled message catalogue.
declare module "virtual:message-catalogues" {
  export const catalogueUrl: Record<"en" | "es", string>;
}
