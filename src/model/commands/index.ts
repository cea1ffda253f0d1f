// The building blocks of application-command validation that need no zod: plain values in,
// problems out. The schemas (schemas.ts, schema-parts.ts) are imported directly, like
// ../catalog/kind-schemas.ts, so that code which only draws commands does not load zod.
export * from './kind-names';
export * from './locales';
export * from './permission-bits';
export * from './names';
export * from './size';
export { fieldRules } from './field-rules';
export * from './registration/diff';
export * from './registration/diff-words';
export * from './registration/answer-words';
export * from './registration/sync-plan';
