// The text Discord reads as a mention, built only from checked parts: `<@id>`, `<@&id>`, `<#id>`,
// `@everyone`, `@here`, `</name sub:id>` and `<t:unix:style>`. What the preview's parser takes
// (17 to 20 digits, 1 to 3 command names) is what these build, so an inserted mention renders.
import { chatInputNameProblem } from '../../../../model/commands/names';

export type Built = { ok: true; text: string } | { ok: false; reason: string };

const built = (text: string): Built => ({ ok: true, text });
const refused = (reason: string): Built => ({ ok: false, reason });

// Snowflakes are unsigned 64-bit numbers; Discord's ids today have 17 to 20 digits.
const SNOWFLAKE = /^[1-9]\d{16,19}$/;
const MAX_SNOWFLAKE = (1n << 64n) - 1n;

/** What is wrong with an id, in a sentence; null when it is a snowflake. */
export function snowflakeProblem(id: string, what = 'id'): string | null {
  if (id === '') return `Enter the ${what}.`;
  if (!/^\d+$/.test(id)) return `The ${what} is digits only; "${id.slice(0, 40)}" is not.`;
  if (!SNOWFLAKE.test(id) || BigInt(id) > MAX_SNOWFLAKE)
    return `The ${what} is a Discord id of 17 to 20 digits; this one has ${id.length}${id.startsWith('0') ? ' and starts with 0' : ''}.`;
  return null;
}

const withId = (id: string, what: string, make: (id: string) => string): Built => {
  const problem = snowflakeProblem(id, what);
  return problem ? refused(problem) : built(make(id));
};

/** `<@id>`: a user (or member) mention. */
export const userMention = (id: string): Built => withId(id, 'user id', (i) => `<@${i}>`);

/** `<@&id>`: a role mention. @everyone's role (id = guild id) is written `@everyone` instead. */
export const roleMention = (id: string): Built => withId(id, 'role id', (i) => `<@&${i}>`);

/** `<#id>`: a channel mention. */
export const channelMention = (id: string): Built => withId(id, 'channel id', (i) => `<#${i}>`);

export const EVERYONE = '@everyone';
export const HERE = '@here';

/** At most a command, a group and a subcommand. */
export const MAX_COMMAND_PATH = 3;

/** The names of a typed path: "/remind add" and "remind  add" are ["remind", "add"]. */
export function splitCommandPath(typed: string): string[] {
  const trimmed = typed.trim().replace(/^\//, '');
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/** `</name:id>`, `</name sub:id>` or `</name group sub:id>`, from a slash command's names and id. */
export function commandMention(path: readonly string[], id: string): Built {
  if (path.length === 0)
    return refused('Enter the command name, with its subcommand if it has one.');
  if (path.length > MAX_COMMAND_PATH)
    return refused(
      `A command mention names at most a command, a subcommand group and a subcommand; this path has ${path.length} names.`,
    );
  const roles = ['command', path.length === 3 ? 'subcommand group' : 'subcommand', 'subcommand'];
  for (const [i, name] of path.entries()) {
    const problem = chatInputNameProblem(name);
    if (problem) return refused(`The ${roles[i]} name "${name.slice(0, 40)}" ${problem.fragment}.`);
  }
  const bad = snowflakeProblem(id, 'command id');
  if (bad) return refused(bad);
  return built(`</${path.join(' ')}:${id}>`);
}

export const TIMESTAMP_STYLES = ['t', 'T', 'd', 'D', 'f', 'F', 'R'] as const;
export type TimestampStyleLetter = (typeof TIMESTAMP_STYLES)[number];

// What the preview (and Date) can show: 8.64e15 ms either side of 1970.
export const MAX_TIMESTAMP_SECONDS = 8_640_000_000_000;

/**
 * `<t:unix:style>`. The style is always written, `f` too: Discord reads `<t:unix>` as `f`, but the
 * explicit letter says what the person picked to anyone reading the JSON, and cannot change
 * meaning if Discord's default ever does.
 */
export function timestampMention(unixSeconds: number, style: TimestampStyleLetter): Built {
  if (!Number.isInteger(unixSeconds))
    return refused('A timestamp is a whole number of seconds since 1970.');
  if (Math.abs(unixSeconds) > MAX_TIMESTAMP_SECONDS)
    return refused('That moment is too far from today to show (more than 270,000 years).');
  if (!(TIMESTAMP_STYLES as readonly string[]).includes(style))
    return refused(`A timestamp style is one of ${TIMESTAMP_STYLES.join(' ')}.`);
  return built(`<t:${unixSeconds}:${style}>`);
}
