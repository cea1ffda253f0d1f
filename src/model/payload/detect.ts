// Detection: what an untrusted JSON value is (a message or webhook body, an interaction response,
// a modal, one application command or a list of them) before anything is built from it.
import type { CommandKind } from '../catalog/catalog';
import { kindOfType } from '../catalog/catalog';
import type { Envelope } from '../document/document';
import type { PathSegment, Problem } from '../rules/problems';
import { formatPath } from '../rules/problems';
import { withArticle } from '../text';
import type { DesignKind } from './envelope';
import { isPlainObject, WEBHOOK_ONLY_FIELDS } from './envelope';

const MESSAGE_HINTS = [
  'components',
  'content',
  'embeds',
  'flags',
  'poll',
  'sticker_ids',
  'attachments',
  'tts',
  'allowed_mentions',
];

export interface Detected {
  envelope: Envelope;
  /** The body object; for a command, the command; for a list of commands, `{ list }`. */
  body: Record<string, unknown>;
  /** The entries of a list of commands. */
  list?: unknown[];
}

const INTERACTION_NAMES: Record<number, string> = {
  1: 'PING',
  2: 'APPLICATION_COMMAND',
  3: 'MESSAGE_COMPONENT',
  4: 'APPLICATION_COMMAND_AUTOCOMPLETE',
  5: 'MODAL_SUBMIT',
};

/** What an application command payload holds: one command, or a list as an app registers them. */
export interface CommandPayload {
  list: boolean;
  /** The kind of each command, in order. */
  kinds: CommandKind[];
}

// Fields a command never has and a message, a modal or an interaction does.
const NOT_COMMAND = [...MESSAGE_HINTS, 'custom_id', 'title', ...WEBHOOK_ONLY_FIELDS];

/** The kind of an application command definition, or null when `value` is not one. */
export function commandKindOf(value: unknown): CommandKind | null {
  if (!isPlainObject(value) || typeof value.name !== 'string') return null;
  if (NOT_COMMAND.some((k) => k in value)) return null;
  const type = value.type === undefined ? 1 : value.type;
  const kind = typeof type === 'number' ? kindOfType('command', type) : 'unknown';
  if (kind === 'unknown') return null;
  // A slash command always has a description; a bare `{ name }` could be anything.
  if (kind === 'chat-input-command' && !('description' in value || 'options' in value)) return null;
  return kind as CommandKind;
}

/** The command, or the non-empty list of commands, `value` is; null when it is not that. */
export function applicationCommandsOf(value: unknown): CommandPayload | null {
  if (!Array.isArray(value)) {
    const kind = commandKindOf(value);
    return kind === null ? null : { list: false, kinds: [kind] };
  }
  if (value.length === 0) return null;
  const kinds: CommandKind[] = [];
  for (const item of value) {
    const kind = commandKindOf(item);
    if (kind === null) return null;
    kinds.push(kind);
  }
  return { list: true, kinds };
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'an array' : value === null ? 'null' : withArticle(typeof value);
}

function problem(code: string, message: string, path: PathSegment[] = []): Problem {
  return { path: formatPath(path), severity: 'error', code, message };
}

/** Tells a message body, webhook body, interaction response (4, 7, 9) and bare modal apart. */
export function detect(value: unknown, as?: DesignKind): Detected | Problem {
  if (as === 'commands' || (as === undefined && Array.isArray(value))) {
    if (
      Array.isArray(value) &&
      (as === 'commands' || applicationCommandsOf(value) || value.length === 0)
    )
      return { envelope: 'commands', body: {}, list: value };
    if (as === 'commands') {
      return problem(
        'payload-not-list',
        `A list of commands (a bulk overwrite body) is a JSON array; this is ${describe(value)}.`,
      );
    }
  }
  if (as === 'command') {
    if (isPlainObject(value)) return { envelope: 'command', body: value };
    return problem(
      'payload-not-object',
      `An application command is a JSON object; this is ${describe(value)}.`,
    );
  }
  if (!isPlainObject(value)) {
    return problem(
      'payload-not-object',
      Array.isArray(value)
        ? 'The payload must be a JSON object, or an array of application commands; this array holds something else.'
        : `The payload must be a JSON object; this is ${describe(value)}.`,
    );
  }
  const { type, data } = value;
  if (typeof type === 'number' && 'data' in value) {
    if (!isPlainObject(data))
      return problem('invalid-type', 'An interaction response needs a `data` object.', ['data']);
    const autocomplete =
      type === 4 && 'name' in data && 'options' in data && !MESSAGE_HINTS.some((k) => k in data);
    if (autocomplete) {
      return problem(
        'interaction-not-payload',
        'This is an autocomplete interaction your app receives (type 4), not a message, a modal or a command to send.',
        ['type'],
      );
    }
    if (type === 9 && as !== 'message') return { envelope: 'modal-9', body: data };
    if ((type === 4 || type === 7) && as !== 'modal')
      return { envelope: type === 4 ? 'response-4' : 'response-7', body: data };
    if (INTERACTION_NAMES[type] && type !== 4) {
      return problem(
        'interaction-not-payload',
        `This is an interaction your app receives (type ${type}, ${INTERACTION_NAMES[type]}), not a message, a modal or a command to send.`,
        ['type'],
      );
    }
    return problem(
      'unsupported-response',
      as === 'modal'
        ? `A modal response has type 9; this one has type ${type}.`
        : as === 'message'
          ? `A message response has type 4 or 7; this one has type ${type}.`
          : `Interaction response type ${type} carries no message or modal; expected 4, 7 or 9.`,
      ['type'],
    );
  }
  const looksModal =
    'title' in value || ('custom_id' in value && !MESSAGE_HINTS.slice(1).some((k) => k in value));
  if (as === 'modal' || (as === undefined && looksModal)) return { envelope: 'modal', body: value };
  if (WEBHOOK_ONLY_FIELDS.some((k) => k in value)) return { envelope: 'webhook', body: value };
  if (
    as === 'message' ||
    MESSAGE_HINTS.some((k) => k in value) ||
    Object.keys(value).length === 0
  ) {
    return { envelope: 'message', body: value };
  }
  if (as === undefined && commandKindOf(value) !== null)
    return { envelope: 'command', body: value };
  if (as === undefined && typeof value.code === 'number' && typeof value.message === 'string') {
    return problem(
      'unknown-payload',
      `This looks like an error response from Discord (code ${value.code}: ${value.message}), not a message, a modal or a command.`,
    );
  }
  return problem(
    'unknown-payload',
    'Could not tell what this is: expected a message body (components, content or embeds), a modal (custom_id, title, components), an interaction response ({ "type": 4, 7 or 9, "data": … }), an application command (name, description, options), a list of them, or a permissions body ({ "permissions": […] }).',
  );
}
