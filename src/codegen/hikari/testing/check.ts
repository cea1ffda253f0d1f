// For tests: the check a hikari printer's output must pass. checkHikariProgram() writes the
// program (the files a printer prints, the first one run) with the hikari 2.6.0 stand-in
// (standin/hikari) into a fresh temp folder, syntax-checks every file with `python3 -m
// py_compile`, runs the first with python3 in isolated mode (no site, no user packages, no
// PYTHON* variables, the stand-in and the program's folder its only additions to sys.path) and
// returns the JSON records the stand-in printed. compareWithSamples() then says where those
// records differ from the sample designs, after hikariCanExpress() has taken out what hikari
// cannot express and normalise() has evened out what Discord reads the same.
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
  library: 'hikari',
  dir: fileURLToPath(new URL('./standin', import.meta.url)),
  package: 'hikari',
};

/**
 * Writes the program with the hikari stand-in into a temp folder, compiles every file, runs the
 * first one and returns the records it printed (../../testing/python-check.ts).
 */
export function checkHikariProgram(program: string | readonly ProgramFile[]): CheckRun {
  return runPythonProgram(STANDIN, program);
}

/** What hikari 2.6.0 cannot express, as the printer's header comment will list it. */
export const HIKARI_CANNOT_EXPRESS = [
  "an attachment's description (hikari sends only id and filename)",
  "a custom emoji's name beside its id (hikari sends only the id)",
  "a Label's description (2.6.0 has no Label; a text input's label sits on the text input)",
  'a modal field other than a text input: string select, user/role/mentionable/channel select, file upload, radio group, checkbox group, checkbox',
  'a modal with no text input left (modal-choices.json is not shown at all)',
] as const;

/**
 * The sample as hikari 2.6.0 can send it: a modal's Label around a text input becomes the action
 * row with the label on the text input (Discord reads both the same), and what hikari cannot
 * express is taken out; `dropped` names each thing taken out, by HIKARI_CANNOT_EXPRESS's index.
 */
export function hikariCanExpress(
  as: DesignKind,
  payload: unknown,
): { value: Json | undefined; dropped: Set<number> } {
  const dropped = new Set<number>();
  const copy = JSON.parse(JSON.stringify(payload)) as Json;
  const walk = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x);
    if (isObject(out.emoji) && out.emoji.id !== undefined && out.emoji.name !== undefined) {
      out.emoji = { id: out.emoji.id };
      dropped.add(1);
    }
    return out;
  };
  let value = walk(copy);
  if (as === 'message' && isObject(value) && Array.isArray(value.attachments))
    for (const a of value.attachments)
      if (isObject(a) && 'description' in a) {
        delete a.description;
        dropped.add(0);
      }
  if (as === 'modal' && isObject(value) && Array.isArray(value.components)) {
    const kept: Json[] = [];
    for (const c of value.components) {
      if (!isObject(c) || c.type !== 18) kept.push(c);
      else if (isObject(c.component) && c.component.type === 4) {
        if ('description' in c) dropped.add(2);
        kept.push({ type: 1, components: [{ ...c.component, label: c.label ?? '' }] });
      } else dropped.add(3);
    }
    if (!kept.some((c) => isObject(c) && c.type === 1)) {
      dropped.add(4);
      return { value: undefined, dropped };
    }
    value = { ...value, components: kept };
  }
  return { value, dropped };
}

// Per component type, the values Discord takes when a field is left out.
const COMPONENT_DEFAULTS: Record<number, JsonObject> = {
  2: { disabled: false },
  3: { disabled: false, min_values: 1, max_values: 1 },
  4: { required: true, min_length: 0, max_length: 4000 },
  5: { disabled: false, min_values: 1, max_values: 1 },
  6: { disabled: false, min_values: 1, max_values: 1 },
  7: { disabled: false, min_values: 1, max_values: 1 },
  8: { disabled: false, min_values: 1, max_values: 1 },
  11: { spoiler: false },
  13: { spoiler: false },
  17: { spoiler: false },
};
const EVERY_MENTION = ['everyone', 'roles', 'users'];

/**
 * The one place where hikari's JSON and the samples' may differ and Discord reads them the same:
 * - a field at the value Discord takes when it is left out is left out (hikari always sends
 *   disabled, spoiler, an option's default, a select's min/max_values, a text input's required
 *   and lengths, an embed field's inline, an option's required and empty localization maps);
 * - a bulk overwrite's default_member_permissions: a number is its string, null is left out
 *   (hikari sends the Permissions int, and leaves 0, its "no default", out);
 * - allowed_mentions that parse every kind and nothing more is Discord's default, left out
 *   (hikari always sends allowed_mentions; the program passes True for all three kinds);
 * - a timestamp is the instant it names (hikari prints +00:00, the samples .000Z).
 */
export function normalise(as: DesignKind, value: unknown): Json {
  const walk = (v: Json, key: string): Json => {
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (typeof v === 'string' && key === 'timestamp' && !Number.isNaN(Date.parse(v)))
      return new Date(v).toISOString();
    if (!isObject(v)) return v;
    const out: JsonObject = {};
    const defaults =
      as !== 'commands' && as !== 'command' && typeof v.type === 'number'
        ? COMPONENT_DEFAULTS[v.type]
        : undefined;
    for (const [k, raw] of Object.entries(v)) {
      const x = walk(raw, k);
      if (defaults && k in defaults && defaults[k] === x) continue;
      if (as === 'commands' || as === 'command') {
        if (k === 'required' && x === false) continue;
        if ((k === 'name_localizations' || k === 'description_localizations') && isObject(x))
          if (Object.keys(x).length === 0) continue;
        if (k === 'default_member_permissions') {
          if (x !== null) out[k] = typeof x === 'number' ? String(x) : x;
          continue;
        }
      } else {
        if (key === 'options' && k === 'default' && x === false) continue;
        if (key === 'items' && k === 'spoiler' && x === false) continue;
        if (key === 'fields' && k === 'inline' && x === false) continue;
        if (k === 'allowed_mentions' && isObject(x) && Object.keys(x).length === 1) {
          const parse = Array.isArray(x.parse) ? [...x.parse].sort() : [];
          if (JSON.stringify(parse) === JSON.stringify(EVERY_MENTION)) continue;
        }
      }
      out[k] = x;
    }
    return out;
  };
  return walk(JSON.parse(JSON.stringify(value)) as Json, '');
}

const customIds = (v: unknown): string[] => allIds(v, false);

/** What a hikari program must send for the sample designs, normalised. */
export function expectedForHikari(): Expected {
  const expected: Expected = { messages: [], modals: [], commands: [], routes: [], reads: {} };
  for (const sample of SAMPLE_DESIGNS) {
    const { value } = hikariCanExpress(sample.as, sample.payload);
    if (value === undefined) continue;
    if (sample.as === 'message') {
      expected.messages.push(normalise('message', value));
      expected.routes.push(...customIds(value));
    } else if (sample.as === 'modal' && isObject(value)) {
      expected.modals.push(normalise('modal', value));
      const id = String(value.custom_id);
      expected.routes.push(id);
      const fields: string[] = [];
      for (const row of Array.isArray(value.components) ? value.components : [])
        if (isObject(row) && Array.isArray(row.components))
          for (const c of row.components)
            if (isObject(c) && typeof c.custom_id === 'string') fields.push(c.custom_id);
      expected.reads[id] = fields;
    } else expected.commands = normalise('commands', value);
  }
  return expected;
}

/** The records, sorted out and normalised the way expectedForHikari() is. */
export const actualOf = (records: readonly PyRecord[]): Expected =>
  sortOut(records, normalise, (r) => String(r.custom_id));
