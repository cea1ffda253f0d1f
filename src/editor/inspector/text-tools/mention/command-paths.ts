// The names a slash command can be mentioned by, read from a command's JSON (as designed or as
// Discord returns it): the command itself when it has no subcommands, else each subcommand, in a
// group or not. Only these can be run, so only these are worth a mention.
const SUB_COMMAND = 1;
const SUB_COMMAND_GROUP = 2;
const CHAT_INPUT = 1;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const optionsOf = (v: Record<string, unknown>): Record<string, unknown>[] =>
  Array.isArray(v.options) ? v.options.filter(isObject) : [];

const nameOf = (v: Record<string, unknown>): string | null =>
  typeof v.name === 'string' && v.name !== '' ? v.name : null;

/** Whether a command object is a slash command (type 1, or no type, which means 1). */
export function isSlashCommand(command: unknown): command is Record<string, unknown> {
  return isObject(command) && (command.type === undefined || command.type === CHAT_INPUT);
}

/** Every runnable name path of a slash command; [] for anything else. */
export function commandPaths(command: unknown): string[][] {
  if (!isSlashCommand(command)) return [];
  const name = nameOf(command);
  if (name === null) return [];
  const options = optionsOf(command);
  const subs = options.filter((o) => o.type === SUB_COMMAND || o.type === SUB_COMMAND_GROUP);
  if (subs.length === 0) return [[name]];
  const paths: string[][] = [];
  for (const sub of subs) {
    const subName = nameOf(sub);
    if (subName === null) continue;
    if (sub.type === SUB_COMMAND) paths.push([name, subName]);
    else
      for (const leaf of optionsOf(sub)) {
        const leafName = nameOf(leaf);
        if (leaf.type === SUB_COMMAND && leafName !== null) paths.push([name, subName, leafName]);
      }
  }
  return paths;
}
