// Install and authorization links: the scopes, the link builder and reader, the permissions
// integer, and the installs a Commands design needs. Pure TypeScript, no zod.
export * from './scopes';
export * from './install-link';
export * from './parse-link';
export * from './permission-integer';
export * from './command-install';
