// A legacy message's embeds and poll as nodes: where they stand and what counts against their limits.
// schemas.ts is imported directly by ../catalog/kind-schemas.ts, so that drawing needs no zod.
export * from './parts';
