// For tests: the check a py-cord printer's output must pass. checkPycordProgram() writes the
// program (the files a printer prints, the first one run) with the py-cord 2.8.1 stand-in
// (standin/discord) into a fresh temp folder, syntax-checks every file with `python3 -m
// py_compile`, runs the first with python3 in isolated mode (no site, no user packages, no
// PYTHON* variables, the stand-in and the program's folder its only additions to sys.path) and
// returns the JSON records the stand-in printed. expectedForPycord() and actualOf() then put the
// sample designs and those records side by side, after pycordCanExpress() has spelt out what
// py-cord cannot leave out and normalise() has evened out what Discord reads the same.
import { fileURLToPath } from 'node:url';
import type { DesignKind } from '../../../model';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import type {
  CheckRun,
  Expected,
  Json,
  JsonObject,
  ProgramFile,
  PyRecord,
  PythonStandin,
} from '../../testing/python-check';
import {
  actualOf as sortOut,
  customIds as allIds,
  isObject,
  runPythonProgram,
} from '../../testing/python-check';

export type { CheckRun, Expected, ProgramFile, PyRecord } from '../../testing/python-check';

const STANDIN: PythonStandin = {
  library: 'py-cord',
  dir: fileURLToPath(new URL('./standin', import.meta.url)),
  package: 'discord',
  parse: parseRecord,
};

/**
 * Writes the program with the py-cord stand-in into a temp folder, compiles every file, runs the
 * first one and returns the records it printed (../../testing/python-check.ts).
 */
export function checkPycordProgram(program: string | readonly ProgramFile[]): CheckRun {
  return runPythonProgram(STANDIN, program);
}

/**
 * One record line as JSON, with every integer too large for a JS number (a snowflake py-cord
 * sends as an int, e.g. an emoji's or a mentioned user's id) read as its decimal string, so that
 * no digit is lost; normalise() reads a snowflake's int and string the same anyway.
 */
export function parseRecord(line: string): PyRecord {
  let out = '';
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += line[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (/[-\d]/.test(c) && !/[\d.eE+-]/.test(line[i - 1] ?? '')) {
      const number = /^-?\d+(\.\d+)?([eE][-+]?\d+)?/.exec(line.slice(i))?.[0] ?? c;
      out +=
        /^-?\d{16,}$/.test(number) && !Number.isSafeInteger(Number(number))
          ? `"${number}"`
          : number;
      i += number.length - 1;
    } else out += c;
  }
  return JSON.parse(out) as PyRecord;
}

/** What py-cord 2.8.1 cannot express, as the printer's header comment will list it. */
export const PYCORD_CANNOT_EXPRESS = [
  'a global command without contexts or integration_types (py-cord always sends both; the printer spells out the defaults: contexts guild, bot_dm and private_channel, integration_types guild_install)',
] as const;

const EVERY_CONTEXT: Json = [0, 1, 2];
const GUILD_INSTALL: Json = [0];

/**
 * The sample as py-cord 2.8.1 can send it: a top-level command that leaves contexts or
 * integration_types out gets the values the printer spells out instead; `dropped` names each
 * change, by PYCORD_CANNOT_EXPRESS's index.
 */
export function pycordCanExpress(
  as: DesignKind,
  payload: unknown,
): { value: Json; dropped: Set<number> } {
  const dropped = new Set<number>();
  const value = JSON.parse(JSON.stringify(payload)) as Json;
  if (as === 'commands' && Array.isArray(value))
    for (const command of value)
      if (isObject(command)) {
        if (!('contexts' in command)) {
          command.contexts = EVERY_CONTEXT;
          dropped.add(0);
        }
        if (!('integration_types' in command)) {
          command.integration_types = GUILD_INSTALL;
          dropped.add(0);
        }
      }
  return { value, dropped };
}

// Per component type, the values Discord takes when a field is left out.
const SELECT_DEFAULTS: JsonObject = { disabled: false, min_values: 1, max_values: 1 };
const COMPONENT_DEFAULTS: Record<number, JsonObject> = {
  2: { disabled: false },
  3: SELECT_DEFAULTS,
  4: { required: true },
  5: SELECT_DEFAULTS,
  6: SELECT_DEFAULTS,
  7: SELECT_DEFAULTS,
  8: SELECT_DEFAULTS,
  11: { spoiler: false },
  13: { spoiler: false },
  17: { spoiler: false },
  19: { required: true },
  21: { required: true },
  22: { required: true },
  23: { default: false },
};
const isEmpty = (x: Json): boolean =>
  (Array.isArray(x) && x.length === 0) || (isObject(x) && Object.keys(x).length === 0);
const snowflake = (x: Json): Json => (typeof x === 'number' ? String(x) : x);

/**
 * The one place where py-cord's JSON and the samples' may differ and Discord reads them the same:
 * - a key whose value is null is left out (py-cord sends a component's `id`, a Label's
 *   `description`, an attachment's `description` and a multipart message's `tts` as null);
 * - a field at the value Discord takes when it is left out is left out: a component's disabled,
 *   spoiler, required, a select's min/max_values and empty default_values, an option's default
 *   false, a gallery item's spoiler false, an embed field's inline false, an embed's type "rich"
 *   and empty fields; in a command set a false required, nsfw or autocomplete, empty choices or
 *   localizations, an empty description (context menus) and a top-level type 1;
 * - a snowflake is its string (py-cord sends an emoji's id and allowed_mentions' users and roles
 *   as ints, and default_member_permissions as an int);
 * - contexts and integration_types are sets: sorted (py-cord builds them from Python sets);
 * - a timestamp is the instant it names (py-cord prints +00:00, the samples .000Z).
 */
export function normalise(as: DesignKind, value: unknown): Json {
  const commands = as === 'commands' || as === 'command';
  const walk = (v: Json, key: string, depth: number): Json => {
    if (Array.isArray(v)) {
      const items = v.map((x) => walk(x, key, depth + 1));
      if (key === 'users' || key === 'roles') return items.map(snowflake);
      if (commands && (key === 'contexts' || key === 'integration_types'))
        return [...items].sort((a, b) => Number(a) - Number(b));
      return items;
    }
    if (typeof v === 'string' && key === 'timestamp' && !Number.isNaN(Date.parse(v)))
      return new Date(v).toISOString();
    if (!isObject(v)) return v;
    const out: JsonObject = {};
    const defaults =
      !commands && typeof v.type === 'number' ? COMPONENT_DEFAULTS[v.type] : undefined;
    for (const [k, raw] of Object.entries(v)) {
      const x = walk(raw, k, depth + 1);
      if (x === null) continue;
      if (defaults && k in defaults && defaults[k] === x) continue;
      if (commands) {
        if ((k === 'required' || k === 'nsfw' || k === 'autocomplete') && x === false) continue;
        if ((k === 'choices' || k.endsWith('_localizations')) && isEmpty(x)) continue;
        if (k === 'description' && x === '') continue;
        if (k === 'type' && x === 1 && depth === 1) continue;
        if (k === 'default_member_permissions') {
          out[k] = snowflake(x);
          continue;
        }
      } else {
        if (key === 'options' && k === 'default' && x === false) continue;
        if (key === 'items' && k === 'spoiler' && x === false) continue;
        if (key === 'fields' && k === 'inline' && x === false) continue;
        if (key === 'embeds' && k === 'type' && x === 'rich') continue;
        if ((k === 'fields' || k === 'default_values') && isEmpty(x)) continue;
        if (key === 'emoji' && k === 'id') {
          out[k] = snowflake(x);
          continue;
        }
      }
      out[k] = x;
    }
    return out;
  };
  return walk(JSON.parse(JSON.stringify(value)) as Json, '', 0);
}

const customIds = (v: unknown): string[] => allIds(v, true);

// The Python type py-cord hands a submit handler for each modal field kind (the stand-in resolves
// a mentionable select's pick to a guild member).
const READ_TYPES: Record<number, string> = {
  3: 'list[str]',
  4: 'str',
  5: 'list[Member]',
  6: 'list[Role]',
  7: 'list[Member]',
  8: 'list[TextChannel]',
  19: 'list[Attachment]',
  21: 'str',
  22: 'list[str]',
  23: 'bool',
};

/** What a py-cord program must send for the sample designs, normalised. */
export function expectedForPycord(): Expected {
  const expected: Expected = { messages: [], modals: [], commands: [], routes: [], reads: {} };
  for (const sample of SAMPLE_DESIGNS) {
    const { value } = pycordCanExpress(sample.as, sample.payload);
    if (sample.as === 'message') {
      expected.messages.push(normalise('message', value));
      expected.routes.push(...customIds(value));
    } else if (sample.as === 'modal' && isObject(value)) {
      expected.modals.push(normalise('modal', value));
      const id = String(value.custom_id);
      expected.routes.push(id);
      const fields: string[] = [];
      for (const c of Array.isArray(value.components) ? value.components : [])
        if (isObject(c) && isObject(c.component) && typeof c.component.custom_id === 'string')
          fields.push(`${c.component.custom_id}: ${READ_TYPES[Number(c.component.type)]}`);
      expected.reads[id] = fields;
    } else expected.commands = normalise('commands', value);
  }
  return expected;
}

/** The records, sorted out and normalised the way expectedForPycord() is. */
export const actualOf = (records: readonly PyRecord[]): Expected =>
  sortOut(records, normalise, (r) => `${String(r.custom_id)}: ${String(r.type)}`);
