// The model's public surface. Everything here is pure TypeScript: no React, DOM, zustand or dnd-kit.
export * from './catalog';
export * from './document';
export * from './ids';
export * from './import';
export * from './limits';
export * from './payload';
export * from './placement';
export * from './problems';
export * from './validate';
export * from './factory';
export * from './json-error';
export * from './tree';
export * from './interactions';
export * from './sample-guild';
export * from './text';
export * from './carry-keys';
export * from './convert';
