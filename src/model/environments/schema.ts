// The shape of a bot repository's environments (component-studio.json, or the componentStudio key
// of its package.json): for each, the application, where its commands go, the environment
// variable that holds its token and the command files that belong to it. A token is never here:
// the file is committed with the bot's code.
import { z } from '../zod';

const SNOWFLAKE = /^\d{17,20}$/;
/** A name a shell accepts for an environment variable. */
const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Environment names go into a command line (`--env`) and a request header (`X-Studio-Env`). */
export const ENVIRONMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

const snowflake = z
  .string({ error: 'must be a snowflake (a Discord id of 17 to 20 digits, as a string)' })
  .regex(SNOWFLAKE, {
    error: 'must be a snowflake (a Discord id of 17 to 20 digits, as a string)',
  });

// Relative to the config's folder, and inside it: the CLI reads these files, and nothing outside
// the bot's repository is ever read on a config's say-so.
const commandFile = z
  .string({ error: 'must be a file path (a string), relative to the config’s folder' })
  .refine((p) => p.endsWith('.json'), { error: 'must name a .json file' })
  .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.startsWith('\\'), {
    error: 'must be relative to the config’s folder, not an absolute path',
  })
  .refine((p) => !p.split(/[\\/]/).includes('..'), {
    error: 'must stay inside the config’s folder (no ".." segment)',
  });

const scope = z.union([z.literal('global'), z.strictObject({ guild: snowflake })], {
  error: 'must be "global" or { "guild": "<guild id>" }',
});

export const environmentSchema = z
  .strictObject({
    applicationId: snowflake,
    tokenEnv: z
      .string({ error: 'must name the environment variable that holds the bot token' })
      .regex(VARIABLE, {
        error:
          'must be an environment variable’s name (letters, digits and _, such as DISCORD_TOKEN_DEV)',
      }),
    scope,
    commands: z.array(commandFile, { error: 'must be a list of command files' }).default([]),
    globalToGuild: snowflake.optional(),
  })
  .refine((env) => env.globalToGuild === undefined || env.scope === 'global', {
    path: ['globalToGuild'],
    error: 'is only for a global scope (it sends a global set to a test guild instead)',
  });

export const environmentsSchema = z.strictObject({
  $schema: z.string().optional(),
  environments: z
    .record(z.string(), environmentSchema, { error: 'must be an object of environments by name' })
    .refine((envs) => Object.keys(envs).length > 0, { error: 'names no environment' }),
});

export type EnvironmentInput = z.infer<typeof environmentSchema>;
