// A bot repository's environments (component-studio.json or package.json's componentStudio key),
// for the command line and the studio server. The page imports ./environment.ts alone (no zod).
export type { ConfigRead, ConfigSource } from './config';
export { CONFIG_FILE, PACKAGE_KEY, readEnvironments } from './config';
export type { Environment, EnvironmentsAnswer, EnvironmentView } from './environment';
export { targetOf } from './environment';
export { ENVIRONMENT_NAME } from './schema';
