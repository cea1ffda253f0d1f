// A bot repository's environments (component-studio.json or package.json's componentStudio key),
// for the command line and the studio server.
export type { ConfigRead, ConfigSource, Environment } from './config';
export { CONFIG_FILE, PACKAGE_KEY, readEnvironments, targetOf } from './config';
export { ENVIRONMENT_NAME } from './schema';
