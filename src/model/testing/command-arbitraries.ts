// fast-check arbitraries for application commands as Discord receives them (payload JSON): every
// command and every bulk overwrite list they make is one Discord accepts. They are written from
// Discord's documentation (docs/discord-rules.md, Application commands and Limits) by hand,
// not from the model, so that a property comparing the two can
// catch the model out. Where Discord's behaviour is not documented they stay on the safe side:
// - names of user, message and entry point commands use the slash name characters plus capitals
//   (and spaces for user and message commands), single spaces between words;
// - descriptions and choice names are printable text with something other than white space;
// - a String option has either choices or length bounds, never both (likewise Integer and Number);
// - choice names and values are unique within an option, command names unique per type whatever
//   their case, and a localized name never repeats another name of its list in that locale;
// - `contexts` and `integration_types` are never empty, and 2 (PRIVATE_CHANNEL) comes only with
//   an explicit `integration_types` holding 1 (USER_INSTALL);
// - no deprecated field (`dm_permission`, `default_permission`), no null localization values.
// Sizes are kept small (a few options per level, a few choices, up to four locales) and a slash
// command is filtered to Discord's combined size; the exact bounds are the unit tests' business.
import fc from 'fast-check';

/** A command, an option or a choice as JSON. */
export type Payload = Record<string, unknown>;

/** docs/discord-rules.md's Limits, written out again on purpose (not read from the model). */
export const SPEC = {
  name: 32,
  description: 100,
  optionsPerLevel: 25,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  integer: 2 ** 53 - 1,
  number: 2 ** 53,
  minLength: 6000,
  maxLength: 6000,
  combinedSize: 8000,
  /** Commands of each type (1 slash, 2 user, 3 message, 4 entry point) in one set. */
  perSet: { 1: 100, 2: 15, 3: 15, 4: 1 },
} as const;

/** The 32 locales of docs/discord-rules.md. */
export const LOCALE_CODES: readonly string[] = (
  'id da de en-GB en-US es-ES es-419 fr hr it lt hu nl no pl pt-BR ro fi sv-SE vi tr cs el bg ru ' +
  'uk hi th zh-CN ja zh-TW ko'
).split(' ');

/** Channel types a CHANNEL option may list (docs/discord-rules.md). */
export const CHANNEL_TYPE_VALUES = [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16] as const;

/** Permission bits 0-52 except the unused 47. */
export const PERMISSION_BIT_NUMBERS: readonly number[] = Array.from(
  { length: 53 },
  (_, i) => i,
).filter((i) => i !== 47);

// --- Names and text ---

/** Characters of a slash command or option name: lowercase (or caseless) letters, digits, - _ '. */
export const CHAT_NAME_CHARACTERS: readonly string[] = [
  ...'abcdefghijklmnopqrstuvwxyz0123456789',
  '-',
  '_',
  "'",
];
/** Letters and digits of other scripts, Devanagari and Thai with their vowel signs (marks). */
export const UNICODE_NAME_CHARACTERS: readonly string[] = [
  ...'éßñøжяλω中文ア한٣৭',
  // Devanagari: ka, ssa, vowel sign i, virama, anusvara, digit zero.
  ...'\u0915\u0937\u093F\u094D\u0902\u0966',
  // Thai: ko kai, kho khai, mai han-akat, mai ek, digit one.
  ...'\u0E01\u0E02\u0E31\u0E48\u0E51',
];
/** Capitals for the names of user, message and entry point commands. */
export const CAPITAL_NAME_CHARACTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÉЖΛ'];

const nameCharacter = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...CHAT_NAME_CHARACTERS) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_NAME_CHARACTERS) },
);
const menuCharacter = fc.oneof(
  { weight: 6, arbitrary: nameCharacter },
  { weight: 3, arbitrary: fc.constantFrom(...CAPITAL_NAME_CHARACTERS) },
);

/** A slash command, subcommand, group or option name (1-32, lowercase). */
export const chatInputNameArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: nameCharacter, minLength: 1, maxLength: SPEC.name }) },
  {
    weight: 3,
    arbitrary: fc.string({ unit: nameCharacter, minLength: 1, maxLength: SPEC.name, size: 'max' }),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: nameCharacter, minLength: SPEC.name, maxLength: SPEC.name }),
  },
);

const menuWord = fc.string({ unit: menuCharacter, minLength: 1, maxLength: 12 });

/** A user or message command name: mixed case, words separated by single spaces, 1-32. */
export const contextMenuNameArb: fc.Arbitrary<string> = fc
  .array(menuWord, { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '))
  .filter((name) => name.length <= SPEC.name);

/** An entry point command name: mixed case, no spaces (Discord's own is "Launch"). */
export const entryPointNameArb: fc.Arbitrary<string> = fc.string({
  unit: menuCharacter,
  minLength: 1,
  maxLength: SPEC.name,
});

/** Printable text of 1-`max` UTF-16 code units with something besides white space. */
export function textArb(max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: max }) },
      {
        weight: 2,
        arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: max, size: 'max' }),
      },
      {
        weight: 3,
        arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.ceil(max / 4) }),
      },
      {
        weight: 1,
        arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: max, maxLength: max }),
      },
    )
    .filter((s) => s.length <= max && s.trim() !== '');
}

export const descriptionArb = textArb(SPEC.description);

// --- Helpers ---

/** The object without its undefined fields. */
export function compact(value: Payload): Payload {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

const isDict = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

type Dict = Record<string, string>;

/** A localization dictionary: absent, null, or up to four locales with values of `value`. */
export function localizationsArb(
  value: fc.Arbitrary<string>,
): fc.Arbitrary<Dict | null | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 3,
      arbitrary: fc
        .uniqueArray(fc.tuple(fc.constantFrom(...LOCALE_CODES), value), {
          selector: ([locale]) => locale,
          maxLength: 4,
        })
        .map((entries) => Object.fromEntries(entries)),
    },
  );
}

/** The dictionary without the values equal to the default (Discord ignores those). */
function withoutDefault(dict: unknown, defaultValue: unknown): unknown {
  if (!isDict(dict)) return dict;
  return Object.fromEntries(Object.entries(dict).filter(([, v]) => v !== defaultValue));
}

/** Drops later list entries whose `key` repeats an earlier one's. */
function dedupe<T>(list: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Makes localized names distinct in a group of named things (the options of one command at every
 * depth, the choices of one option, the commands of one type): a localized name that equals any
 * default name of the group, or another localized name of that locale in it, is dropped. `fold`
 * compares names (lower case for the commands of one type). Mutates the items' dictionaries.
 */
function distinctLocalizedNames(items: readonly Payload[], fold = (s: string) => s): void {
  const defaults = new Set(items.map((item) => fold(String(item.name))));
  const taken = new Map<string, Set<string>>();
  for (const item of items) {
    const dict = item.name_localizations;
    if (!isDict(dict)) continue;
    for (const [locale, value] of Object.entries(dict)) {
      const name = fold(String(value));
      const used = taken.get(locale) ?? new Set<string>();
      if (defaults.has(name) || used.has(name)) {
        delete dict[locale];
        continue;
      }
      used.add(name);
      taken.set(locale, used);
    }
  }
}

/** Names, descriptions and choice values of a slash command (longest localization), UTF-16. */
export function combinedSize(command: unknown): number {
  if (!isDict(command)) return 0;
  const longest = (value: unknown, dict: unknown) =>
    Math.max(
      typeof value === 'string' ? value.length : 0,
      ...(isDict(dict) ? Object.values(dict) : []).map((v) =>
        typeof v === 'string' ? v.length : 0,
      ),
    );
  let n =
    longest(command.name, command.name_localizations) +
    longest(command.description, command.description_localizations);
  for (const c of Array.isArray(command.choices) ? command.choices : []) {
    if (!isDict(c)) continue;
    n += longest(c.name, c.name_localizations);
    n += typeof c.value === 'string' ? c.value.length : String(c.value).length;
  }
  for (const o of Array.isArray(command.options) ? command.options : []) n += combinedSize(o);
  return n;
}

// --- Options ---

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Whole numbers within an INTEGER option's range, biased to small values and the ends. */
export const integerValueArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
  { weight: 2, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.constantFrom(SPEC.integer, -SPEC.integer) },
);

/** Numbers within a NUMBER option's range. */
export const numberValueArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 2, arbitrary: integerValueArb },
  {
    weight: 3,
    arbitrary: fc.double({
      min: -SPEC.number,
      max: SPEC.number,
      noNaN: true,
      noDefaultInfinity: true,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom(SPEC.number, -SPEC.number, 0.5, -1.25) },
);

const stringValueArb = textArb(SPEC.choiceValue);

function choicesArb(value: fc.Arbitrary<unknown>): fc.Arbitrary<Payload[]> {
  const choiceName = textArb(SPEC.choiceName);
  const choice = fc
    .record({ name: choiceName, name_localizations: localizationsArb(choiceName), value })
    .map((c) =>
      compact({ ...c, name_localizations: withoutDefault(c.name_localizations, c.name) }),
    );
  return fc
    .uniqueArray(choice, { selector: (c) => c.name, minLength: 1, maxLength: 6 })
    .map((list) => {
      const unique = dedupe(structuredClone(list), (c) => JSON.stringify(c.value));
      distinctLocalizedNames(unique);
      return unique;
    });
}

/** `min` and `max` fields, either or both, with min <= max. */
function boundsArb(
  minField: string,
  maxField: string,
  min: fc.Arbitrary<number>,
  max: fc.Arbitrary<number>,
): fc.Arbitrary<Payload> {
  return fc
    .tuple(optional(min), optional(max))
    .map(([a, b]) =>
      a !== undefined && b !== undefined && a > b
        ? { [minField]: b, [maxField]: a }
        : { [minField]: a, [maxField]: b },
    );
}

/** Choices (autocomplete off or absent) or bounds (autocomplete any), never both. */
function choicesOrBounds(
  value: fc.Arbitrary<unknown>,
  bounds: fc.Arbitrary<Payload>,
): fc.Arbitrary<Payload> {
  return fc.oneof(
    fc.record({ choices: choicesArb(value), autocomplete: fc.constantFrom(undefined, false) }),
    fc
      .tuple(bounds, fc.constantFrom(undefined, true, false))
      .map(([b, autocomplete]) => ({ ...b, autocomplete })),
  );
}

const lengthArb = (min: number, max: number) =>
  fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));

/** The fields of each value option type beyond name, description and `required`. */
const VALUE_EXTRAS: Readonly<Record<number, fc.Arbitrary<Payload>>> = {
  3: choicesOrBounds(
    stringValueArb,
    boundsArb(
      'min_length',
      'max_length',
      lengthArb(0, SPEC.minLength),
      lengthArb(1, SPEC.maxLength),
    ),
  ),
  4: choicesOrBounds(
    integerValueArb,
    boundsArb('min_value', 'max_value', integerValueArb, integerValueArb),
  ),
  5: fc.constant({}),
  6: fc.constant({}),
  7: fc.record(
    {
      channel_types: fc.uniqueArray(fc.constantFrom(...CHANNEL_TYPE_VALUES), {
        minLength: 1,
        maxLength: 5,
      }),
    },
    { requiredKeys: [] },
  ),
  8: fc.constant({}),
  9: fc.constant({}),
  10: choicesOrBounds(
    numberValueArb,
    boundsArb('min_value', 'max_value', numberValueArb, numberValueArb),
  ),
  11: fc.constant({}),
};

/** The value option types: STRING 3 to ATTACHMENT 11. */
export const VALUE_OPTION_TYPES = [3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

const named = fc.record({
  name: chatInputNameArb,
  name_localizations: localizationsArb(chatInputNameArb),
  description: descriptionArb,
  description_localizations: localizationsArb(descriptionArb),
});

/** Name and description fields without the translations equal to their default. */
function localized(fields: Payload): Payload {
  return {
    ...fields,
    name_localizations: withoutDefault(fields.name_localizations, fields.name),
    description_localizations: withoutDefault(fields.description_localizations, fields.description),
  };
}

/** An option object; `type` goes first or last, as payloads write it either way. */
function option(type: number, fields: Payload, typeFirst: boolean): Payload {
  const own = localized(fields);
  return compact(typeFirst ? { type, ...own } : { ...own, type });
}

/** A value option of any of the nine types. */
export const valueOptionArb: fc.Arbitrary<Payload> = fc
  .constantFrom(...VALUE_OPTION_TYPES)
  .chain((type) =>
    fc
      .tuple(named, optional(fc.boolean()), VALUE_EXTRAS[type]!, fc.boolean())
      .map(([base, required, extra, typeFirst]) =>
        option(type, { ...base, required, ...extra }, typeFirst),
      ),
  );

/** Required options first, otherwise in the order given. */
function requiredFirst(options: readonly Payload[]): Payload[] {
  return [
    ...options.filter((o) => o.required === true),
    ...options.filter((o) => o.required !== true),
  ];
}

/** One level of value options: unique names, required first. */
export function valueOptionsArb(maxLength: number): fc.Arbitrary<Payload[]> {
  return fc.uniqueArray(valueOptionArb, { selector: (o) => o.name, maxLength }).map(requiredFirst);
}

/** A subcommand: no options, an empty list, or value options. */
export const subcommandArb: fc.Arbitrary<Payload> = fc
  .tuple(named, fc.oneof(fc.constant(undefined), valueOptionsArb(4)), fc.boolean())
  .map(([base, options, typeFirst]) => option(1, { ...base, options }, typeFirst));

/** A subcommand group holding 1-3 subcommands. */
export const subcommandGroupArb: fc.Arbitrary<Payload> = fc
  .tuple(
    named,
    fc.uniqueArray(subcommandArb, { selector: (o) => o.name, minLength: 1, maxLength: 3 }),
    fc.boolean(),
  )
  .map(([base, options, typeFirst]) => option(2, { ...base, options }, typeFirst));

/** A slash command's options: none, value options, or subcommands and groups. */
const commandOptionsArb: fc.Arbitrary<Payload[] | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: valueOptionsArb(5) },
  {
    weight: 3,
    arbitrary: fc.uniqueArray(fc.oneof(subcommandArb, subcommandGroupArb), {
      selector: (o) => o.name,
      minLength: 1,
      maxLength: 4,
    }),
  },
);

/** Every option under a command, at every depth. */
export function allOptions(node: Payload): Payload[] {
  const out: Payload[] = [];
  for (const o of Array.isArray(node.options) ? (node.options as Payload[]) : []) {
    out.push(o, ...allOptions(o));
  }
  return out;
}

// --- Commands ---

/** Where a command is registered: globally, or in one guild (no contexts, installs, entry point). */
export type Scope = 'global' | 'guild';

/** `default_member_permissions`: null (everyone), "0" (administrators), or known bits. */
export const memberPermissionsArb: fc.Arbitrary<string | null> = fc.oneof(
  fc.constant(null),
  fc.constant('0'),
  fc
    .uniqueArray(fc.constantFrom(...PERMISSION_BIT_NUMBERS), { minLength: 1, maxLength: 6 })
    .map((bits) => bits.reduce((acc, b) => acc | (1n << BigInt(b)), 0n).toString()),
  fc.constant(PERMISSION_BIT_NUMBERS.reduce((acc, b) => acc | (1n << BigInt(b)), 0n).toString()),
);

/** `integration_types` and `contexts` for a global command, consistent with each other. */
const installArb: fc.Arbitrary<Payload> = fc
  .tuple(
    optional(fc.uniqueArray(fc.constantFrom(0, 1), { minLength: 1, maxLength: 2 })),
    fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.uniqueArray(fc.constantFrom(0, 1, 2), { minLength: 1, maxLength: 3 }),
    ),
  )
  .map(([types, contexts]) => {
    const userInstall = types?.includes(1) ?? false;
    const kept = Array.isArray(contexts)
      ? contexts.filter((c) => userInstall || c !== 2)
      : contexts;
    return {
      integration_types: types,
      contexts: Array.isArray(kept) && kept.length === 0 ? undefined : kept,
    };
  });

/** The fields every command type has: permissions, nsfw, and (global only) contexts, installs. */
function commonArb(scope: Scope): fc.Arbitrary<Payload> {
  return fc
    .tuple(
      optional(memberPermissionsArb),
      optional(fc.boolean()),
      scope === 'global' ? installArb : fc.constant({}),
    )
    .map(([permissions, nsfw, install]) => ({
      default_member_permissions: permissions,
      nsfw,
      ...install,
    }));
}

/** A slash command (type 1 or left out) within Discord's combined size. */
export function slashCommandArb(scope: Scope = 'global'): fc.Arbitrary<Payload> {
  return fc
    .tuple(fc.constantFrom(undefined, 1), named, commandOptionsArb, commonArb(scope))
    .map(([type, base, options, common]) => {
      // A copy: the options are fast-check's values, which it may reuse while shrinking.
      const command = structuredClone(compact({ type, ...localized(base), options, ...common }));
      distinctLocalizedNames(allOptions(command));
      return command;
    })
    .filter((command) => combinedSize(command) <= SPEC.combinedSize);
}

function contextMenuArb(type: 2 | 3, scope: Scope): fc.Arbitrary<Payload> {
  return fc
    .tuple(
      contextMenuNameArb,
      localizationsArb(contextMenuNameArb),
      fc.constantFrom(undefined, ''),
      commonArb(scope),
    )
    .map(([name, localizations, description, common]) =>
      compact({
        type,
        name,
        name_localizations: withoutDefault(localizations, name),
        description,
        ...common,
      }),
    );
}

/** A user command (type 2): mixed-case name with spaces, empty or no description. */
export const userCommandArb = (scope: Scope = 'global') => contextMenuArb(2, scope);
/** A message command (type 3). */
export const messageCommandArb = (scope: Scope = 'global') => contextMenuArb(3, scope);

/** An entry point command (type 4, global only) with handler 1 or 2. */
export const entryPointCommandArb: fc.Arbitrary<Payload> = fc
  .tuple(
    entryPointNameArb,
    localizationsArb(entryPointNameArb),
    fc.oneof(fc.constant(''), descriptionArb),
    localizationsArb(descriptionArb),
    fc.constantFrom(1, 2),
    commonArb('global'),
  )
  .map(([name, nameLocalizations, description, descriptionLocalizations, handler, common]) =>
    compact({
      type: 4,
      name,
      name_localizations: withoutDefault(nameLocalizations, name),
      description,
      // A description that is left empty takes no translations.
      description_localizations:
        description === '' ? undefined : withoutDefault(descriptionLocalizations, description),
      handler,
      ...common,
    }),
  );

/** One command of any type for `scope` (an entry point only globally). */
export function commandArb(scope: Scope = 'global'): fc.Arbitrary<Payload> {
  return fc.oneof(
    { weight: 5, arbitrary: slashCommandArb(scope) },
    { weight: 2, arbitrary: userCommandArb(scope) },
    { weight: 2, arbitrary: messageCommandArb(scope) },
    ...(scope === 'global' ? [{ weight: 1, arbitrary: entryPointCommandArb }] : []),
  );
}

const lower = (c: Payload) => String(c.name).toLowerCase();

/**
 * A bulk overwrite list: up to 4 slash commands, 3 user and 3 message commands and (globally) one
 * entry point, in any order, names unique per type (whatever their case) and localized names too.
 */
export function commandSetArb(scope: Scope = 'global'): fc.Arbitrary<Payload[]> {
  return fc
    .tuple(
      fc.uniqueArray(slashCommandArb(scope), { selector: lower, maxLength: 4 }),
      fc.uniqueArray(userCommandArb(scope), { selector: lower, maxLength: 3 }),
      fc.uniqueArray(messageCommandArb(scope), { selector: lower, maxLength: 3 }),
      scope === 'global' ? optional(entryPointCommandArb) : fc.constant(undefined),
      fc.array(fc.nat(), { minLength: 11, maxLength: 11 }),
    )
    .map((lists) => {
      const [slash, user, message, entry, order] = structuredClone(lists);
      for (const list of [slash, user, message])
        distinctLocalizedNames(list, (s) => s.toLowerCase());
      const all = [...slash, ...user, ...message, ...(entry ? [entry] : [])];
      return all
        .map((command, i) => ({ command, key: order[i] ?? 0 }))
        .sort((a, b) => a.key - b.key)
        .map((x) => x.command);
    });
}

/** The set as a guild may have it: without the entry point, `contexts` and `integration_types`. */
export function asGuildSet(list: readonly Payload[]): Payload[] {
  return list
    .filter((c) => c.type !== 4)
    .map(({ contexts: _contexts, integration_types: _types, ...rest }) => rest);
}

/** Whether a set uses something only global commands may have (contexts, installs, an entry point). */
export function hasGlobalOnly(list: readonly Payload[]): boolean {
  return list.some(
    (c) => c.type === 4 || c.contexts !== undefined || c.integration_types !== undefined,
  );
}

// --- Broken input ---

/** Field names worth hitting: every command and option field, output-only ones, traps. */
export const FIELD_KEYS: readonly string[] = `
  type name description options choices value name_localizations description_localizations
  required autocomplete min_value max_value min_length max_length channel_types file_types
  default_member_permissions contexts integration_types nsfw handler dm_permission
  default_permission id application_id guild_id version name_localized description_localized
  permissions permission components custom_id title content data de en-US en
  __proto__ constructor toString hasOwnProperty
`
  .trim()
  .split(/\s+/);

/** Values of the wrong type or out of range for most fields, and anything at all. */
export const wrongValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    2 ** 53,
    2 ** 60,
    -(2 ** 60),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    ' ',
    'x'.repeat(200),
    'Bad Name!',
    '-1',
    '08',
    '1e3',
    [],
    {},
    [null],
    [{}],
    { de: 5 },
    { xx: 'a' },
  ),
  fc.anything(),
  fc.jsonValue({ maxDepth: 3 }),
);

export type MutationAction = 'replace' | 'add' | 'delete' | 'wrap' | 'nest';

export interface Mutation {
  action: MutationAction;
  /** Which object or array of the value (depth first, the root first), modulo their number. */
  at: number;
  /** Which field or entry of it, modulo their number. */
  pick: number;
  key: string;
  value: unknown;
  /** How deep `nest` goes. */
  depth: number;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  action: fc.constantFrom('replace', 'replace', 'add', 'delete', 'wrap', 'nest'),
  at: fc.nat(),
  pick: fc.nat(),
  key: fc.oneof(fc.constantFrom(...FIELD_KEYS), fc.string({ maxLength: 8 })),
  value: wrongValueArb,
  depth: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 500, max: 3000 })),
});

type Container = Record<string, unknown> | unknown[];

const isContainer = (v: unknown): v is Container => v !== null && typeof v === 'object';

/** Sets a field as data, even one named `__proto__`. */
function put(target: Container, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function containersOf(root: unknown): Container[] {
  const out: Container[] = [];
  const visit = (v: unknown, depth: number) => {
    if (!isContainer(v) || depth > 12) return;
    out.push(v);
    for (const child of Object.values(v)) visit(child, depth + 1);
  };
  visit(root, 0);
  return out;
}

/** Something `depth` levels deep: arrays in arrays, objects in objects, or subcommands in subcommands. */
function deep(depth: number, pick: number): unknown {
  let v: unknown = pick % 2 === 0 ? 'x' : { type: 3, name: 'leaf', description: 'Leaf' };
  for (let i = 0; i < depth; i += 1) {
    if (pick % 3 === 0) v = [v];
    else if (pick % 3 === 1) v = { a: v };
    else v = { type: 1, name: `s${i}`, description: 'Nested', options: [v] };
  }
  return v;
}

/** The value with one mutation applied (in place; pass a copy). */
export function applyMutation(root: unknown, m: Mutation): unknown {
  const all = containersOf(root);
  const target = all[m.at % Math.max(1, all.length)];
  if (!target) return root;
  // A copy: fast-check may hand the same value to another run while it shrinks.
  const value = structuredClone(m.value);
  const keys = Object.keys(target);
  if (Array.isArray(target) && keys.length === 0) {
    target.push(m.action === 'nest' ? deep(m.depth, m.pick) : value);
    return root;
  }
  const key = keys.length > 0 ? keys[m.pick % keys.length]! : m.key;
  const index = Array.isArray(target) ? Number(key) : key;
  switch (m.action) {
    case 'replace':
      put(target, index, value);
      break;
    case 'add':
      if (Array.isArray(target)) target.splice(m.pick % (target.length + 1), 0, value);
      else put(target, m.key, value);
      break;
    case 'delete':
      if (Array.isArray(target)) target.splice(Number(key), 1);
      else delete target[key];
      break;
    case 'wrap': {
      const child = (target as Record<string, unknown>)[key];
      put(target, index, m.pick % 2 === 0 ? [child] : { options: [child] });
      break;
    }
    case 'nest':
      put(target, Array.isArray(target) ? index : m.key, deep(m.depth, m.pick));
      break;
  }
  return root;
}

/** Valid commands or sets with 1-4 random mutations: wrong types, stray keys, deep nesting. */
export function mutatedArb(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(mutationArb, { minLength: 1, maxLength: 4 }))
    .map(([value, mutations]) => mutations.reduce(applyMutation, structuredClone(value)));
}
