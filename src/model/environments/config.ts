// Reads a bot repository's environments from the text of its component-studio.json and of its
// package.json (its componentStudio key): which file was used, each environment checked, or
// every problem as a sentence that starts with its JSON path. Pure: the caller reads the files.
import { isPlainObject } from '../payload/envelope';
import type { Environment } from './environment';
import type { EnvironmentInput } from './schema';
import { ENVIRONMENT_NAME, environmentsSchema } from './schema';

export const CONFIG_FILE = 'component-studio.json';
export const PACKAGE_KEY = 'componentStudio';

export type ConfigSource = typeof CONFIG_FILE | 'package.json';

export type ConfigRead =
  | { ok: true; source: ConfigSource; environments: Environment[]; notes: string[] }
  | { ok: false; source: ConfigSource | null; problems: string[] };

/** Keys that would hold a secret; `tokenEnv` names a variable and is fine. */
const SECRET_KEY = /token|secret|password/i;
/** A bot token's look: three base64url parts joined by dots. */
const TOKEN_LIKE = /^[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}$/;

const pathText = (path: readonly PropertyKey[]): string =>
  path
    .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : `${i === 0 ? '' : '.'}${String(seg)}`))
    .join('');

/** Every place a token could have been written into the config, as problems. */
function secrets(value: unknown, path: PropertyKey[], out: string[]): void {
  if (typeof value === 'string' && TOKEN_LIKE.test(value.trim())) {
    out.push(
      `${pathText(path)}: this looks like a bot token. A token never goes in the config, which is committed with the bot's code: put it in an environment variable and name that variable in "tokenEnv".`,
    );
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => secrets(item, [...path, i], out));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key !== 'tokenEnv' && SECRET_KEY.test(key)) {
        out.push(
          `${pathText([...path, key])}: a token never goes in the config, which is committed with the bot's code; put it in an environment variable and name that variable in "tokenEnv".`,
        );
      } else secrets(item, [...path, key], out);
    }
  }
}

function check(value: unknown, prefix: PropertyKey[], source: ConfigSource): ConfigRead {
  const problems: string[] = [];
  secrets(value, prefix, problems);
  if (problems.length > 0) return { ok: false, source, problems };
  const parsed = environmentsSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = [...prefix, ...issue.path];
      const where = path.length === 0 ? source : pathText(path);
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys)
          problems.push(`${pathText([...path, key])}: is not a setting of the config.`);
      else if (issue.code === 'invalid_type' && issue.input === undefined)
        problems.push(`${where}: is missing.`);
      else problems.push(`${where}: ${issue.message}.`);
    }
    return { ok: false, source, problems };
  }
  const environments = Object.entries(parsed.data.environments).map(
    ([name, env]: [string, EnvironmentInput]): Environment => ({
      name,
      applicationId: env.applicationId,
      tokenEnv: env.tokenEnv,
      scope: env.scope,
      commands: env.commands,
      globalToGuild: env.globalToGuild ?? null,
    }),
  );
  for (const { name } of environments)
    if (!ENVIRONMENT_NAME.test(name))
      problems.push(
        `${pathText([...prefix, 'environments', name])}: an environment's name is letters, digits, - and _ (at most 32, starting with a letter or digit).`,
      );
  if (problems.length > 0) return { ok: false, source, problems };
  return { ok: true, source, environments, notes: [] };
}

function parseJson(text: string, source: ConfigSource): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (err) {
    return {
      problem: `${source} is not JSON: ${err instanceof Error ? err.message : String(err)}.`,
    };
  }
}

/**
 * The environments of a bot, from its component-studio.json text and its package.json text (null
 * when a file is not there). component-studio.json wins; a note says so when both name them.
 * Never throws.
 */
export function readEnvironments(files: {
  config: string | null;
  packageJson: string | null;
}): ConfigRead {
  let pkg: unknown = undefined;
  let pkgProblem: string | null = null;
  if (files.packageJson !== null) {
    const read = parseJson(files.packageJson, 'package.json');
    if ('value' in read) pkg = isPlainObject(read.value) ? read.value[PACKAGE_KEY] : undefined;
    else pkgProblem = read.problem;
  }
  if (files.config !== null) {
    const read = parseJson(files.config, CONFIG_FILE);
    if ('problem' in read) return { ok: false, source: CONFIG_FILE, problems: [read.problem] };
    const result = check(read.value, [], CONFIG_FILE);
    if (result.ok && pkg !== undefined)
      result.notes.push(
        `Both ${CONFIG_FILE} and package.json's "${PACKAGE_KEY}" name environments: ${CONFIG_FILE} is used.`,
      );
    return result;
  }
  if (pkgProblem !== null) return { ok: false, source: 'package.json', problems: [pkgProblem] };
  if (pkg === undefined)
    return {
      ok: false,
      source: null,
      problems: [
        `No ${CONFIG_FILE} and no "${PACKAGE_KEY}" key in package.json: there are no environments.`,
      ],
    };
  return check(pkg, [PACKAGE_KEY], 'package.json');
}
