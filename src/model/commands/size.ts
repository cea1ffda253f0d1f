// The combined size of a slash command as Discord counts it against its 8000 limit: the name and
// description of the command and of every option at every depth, and the name and value of every
// choice. A localizable string counts as the longest of its default and its localizations. Lengths
// are UTF-16 code units (see names.ts); a number value counts as its decimal string.

type Props = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Props =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The longest of a default string and its localizations; 0 for a value that is not a string. */
export function longestText(value: unknown, localizations: unknown): number {
  let max = typeof value === 'string' ? value.length : 0;
  if (isObject(localizations)) {
    for (const v of Object.values(localizations))
      if (typeof v === 'string' && v.length > max) max = v.length;
  }
  return max;
}

function valueSize(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).length;
  return 0;
}

/** What one choice counts: its name (longest localization) and its value. */
export function choiceSize(choice: unknown): number {
  if (!isObject(choice)) return 0;
  return longestText(choice.name, choice.name_localizations) + valueSize(choice.value);
}

/**
 * What one command or option counts by itself, without its child options: name and description
 * (longest localization each) and its choices. For the editor, whose nodes hold children apart.
 */
export function ownSize(props: Props): number {
  let n =
    longestText(props.name, props.name_localizations) +
    longestText(props.description, props.description_localizations);
  if (Array.isArray(props.choices)) for (const c of props.choices) n += choiceSize(c);
  return n;
}

/** What an option payload counts with every option under it. */
export function optionSize(option: unknown): number {
  if (!isObject(option)) return 0;
  let n = ownSize(option);
  if (Array.isArray(option.options)) for (const o of option.options) n += optionSize(o);
  return n;
}

export interface CommandSize {
  /** What Discord compares with 8000. */
  total: number;
  /** The command's own name and description. */
  own: number;
  /** Each top-level option with everything under it, in order (for a counter). */
  options: { name: string; size: number }[];
}

/** The combined size of a command payload (options nested under `options`), with a breakdown. */
export function commandSize(command: unknown): CommandSize {
  if (!isObject(command)) return { total: 0, own: 0, options: [] };
  const own = ownSize(command);
  const options = (Array.isArray(command.options) ? command.options : []).map((o: unknown) => ({
    name: isObject(o) && typeof o.name === 'string' ? o.name : '',
    size: optionSize(o),
  }));
  return { total: options.reduce((sum, o) => sum + o.size, own), own, options };
}
