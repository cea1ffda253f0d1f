// The check a Discord.Net printer's output must pass: compile the program together with the
// Discord.Net stand-in (standin/*.cs) using mono's mcs, run it with mono (both through the shared
// ../../testing/csharp-check.ts), and hand back the JSON records the stand-in printed: what
// Discord.Net would send to Discord, the routes and the modal reads. Node only; nothing but the
// given program is compiled or run, in a fresh temp folder.
import { fileURLToPath } from 'node:url';
import { CSharpCheckError, MCS_FLAGS, runCSharpProgram } from '../../testing/csharp-check';

const STANDIN_DIR = fileURLToPath(new URL('./standin/', import.meta.url));

/** The exact compile command (run in the temp folder, on the program's and the stand-in's files). */
export const COMPILE_COMMAND = ['mcs', ...MCS_FLAGS, '-r:System.Core.dll', '*.cs'] as const;

export type CheckRecord =
  | {
      kind: 'message' | 'modal' | 'commands';
      body: unknown;
      /** A message's uploads as the stand-in read them: name and byte count. */
      files?: { name: string; size: number }[];
      /** Where commands were registered, for a guild's. */
      guild_id?: string;
    }
  | { kind: 'route'; custom_id: string }
  | { kind: 'read'; modal: string; custom_id: string; as: string };

export interface CheckResult {
  records: CheckRecord[];
  /** mcs's warnings about the program's own files. */
  warnings: string[];
}

export { CSharpCheckError as CheckError };

/**
 * Compiles and runs a program written against Discord.Net. `program` maps file names (Name.cs) to
 * their source, `data` the files it reads (plain names in its folder) to their content. Throws a
 * CheckError naming the file and line when it does not compile, or with the program's error
 * output when it fails while running.
 */
export function runDiscordNetCheck(
  program: Readonly<Record<string, string>>,
  data: Readonly<Record<string, string>> = {},
): CheckResult {
  const run = runCSharpProgram(
    { library: 'the Discord.Net stand-in', dir: STANDIN_DIR, references: ['System.Core.dll'] },
    program,
    data,
  );
  return { records: run.records as unknown as CheckRecord[], warnings: run.warnings };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const FALSE_IS_DEFAULT = [
  'tts',
  'disabled',
  'default',
  'inline',
  'autocomplete',
  'nsfw',
  'spoiler',
  'animated',
  'require_colons',
  'managed',
];
/** Members whose Discord default is `true` (deprecated command members every Discord.Net builder sends). */
const TRUE_IS_DEFAULT = ['default_permission', 'dm_permission'];
const EMPTY_IS_ABSENT = [
  'options',
  'channel_types',
  'default_values',
  'choices',
  'file_types',
  'users',
  'roles',
];
/** Components whose `required` is true unless said otherwise. */
const REQUIRED_BY_DEFAULT = [4, 19, 21, 22];

/**
 * The one place where Discord.Net's wire format may differ from the samples, applied to both sides
 * before comparing. Each rule is a difference Discord treats as no difference:
 * - null members are dropped (Discord.Net writes plain members always: `content: null`,
 *   `custom_id: null` on a link button, `description: null` on labels and options, an emoji's
 *   `id`/`roles`/`animated`); in these create bodies Discord reads null as "not given";
 * - members holding Discord's default are dropped: `false` for tts, disabled, default, inline,
 *   autocomplete, nsfw, spoiler and an emoji's animated/require_colons/managed; `true` for a command's
 *   deprecated default_permission and dm_permission (the command builders default both to true and
 *   InteractionHelper sends them); 1 for min_values/max_values;
 *   `required: true` on a text input, file upload, radio group or checkbox group; `flags: 0`;
 *   an empty options/channel_types/default_values/choices/file_types list (Discord.Net's select
 *   builder always sends them) and an empty allowed_mentions users/roles list (AllowedMentions'
 *   lists start empty and are always sent); an embed's `type: "rich"`;
 * - an attachment `id` is compared as a string (Discord.Net's UInt64Converter writes "0"), a
 *   `timestamp` as the instant it names (+00:00 vs .000Z), default_member_permissions as its
 *   digit string (Discord.Net writes the enum's number);
 * - a poll answer's `answer_id: 0` is dropped (API.PollAnswer's plain uint, never set; Discord
 *   numbers the answers itself).
 */
export function normaliseForDiscord(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => normaliseForDiscord(item, key));
  if (value === null || typeof value !== 'object') {
    if (key === 'timestamp' && typeof value === 'string') return new Date(value).toISOString();
    if (key === 'default_member_permissions' && typeof value === 'number') return String(value);
    return value;
  }
  const obj = value as { [key: string]: Json };
  const isComponent = 'custom_id' in obj && typeof obj.type === 'number';
  const out: { [key: string]: unknown } = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v === null) continue;
    if (k === 'answer_id' && v === 0) continue;
    if (v === false && FALSE_IS_DEFAULT.includes(k)) continue;
    if (v === true && TRUE_IS_DEFAULT.includes(k)) continue;
    if ((k === 'min_values' || k === 'max_values') && v === 1) continue;
    if (
      k === 'required' &&
      v === true &&
      isComponent &&
      REQUIRED_BY_DEFAULT.includes(obj.type as number)
    )
      continue;
    if (k === 'flags' && v === 0) continue;
    if (k === 'type' && v === 'rich') continue;
    if (EMPTY_IS_ABSENT.includes(k) && Array.isArray(v) && v.length === 0) continue;
    if (key === 'attachments' && k === 'id' && typeof v === 'number') {
      out[k] = String(v);
      continue;
    }
    out[k] = normaliseForDiscord(v, k);
  }
  return out;
}

/**
 * A sample as Discord.Net can express it (see "What Discord.Net cannot express" in ../README.md):
 * a modal's text displays are left out (ModalComponentBuilder takes only labels and rows), a select
 * menu in a modal loses `required` (SelectMenuBuilder has none), and a custom emoji given by id
 * alone gains the name `_` (an Emote is made by Emote.Parse, which needs a name), except in a poll,
 * whose custom emoji is sent by its id alone.
 */
export function asDiscordNetExpressesIt(value: unknown, envelope: string): unknown {
  return adjust(value, envelope === 'modal', '');
}

function adjust(value: unknown, inModal: boolean, key: string): unknown {
  if (Array.isArray(value))
    return value
      .filter(
        (item) =>
          !(inModal && key === 'components' && (item as { type?: unknown } | null)?.type === 10),
      )
      .map((item) => adjust(item, inModal, key));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (inModal && k === 'required' && [3, 5, 6, 7, 8].includes(obj.type as number)) continue;
    out[k] = adjust(v, inModal, k);
  }
  // A poll's custom emoji goes by its id alone (PollExtensions.ToModel sends no name).
  if (key === 'poll_media' || key === 'question') {
    const emoji = out.emoji as Record<string, unknown> | undefined;
    if (emoji && emoji.id !== undefined && emoji.id !== null) out.emoji = { ...emoji, name: null };
    return out;
  }
  if (key === 'emoji' && 'id' in out && !('name' in out)) out.name = '_';
  return out;
}
