// The shapes every payload shares, for detection, import and export alike: what a payload can be,
// the fields that belong to one envelope only, and where the body and its nodes sit in the JSON.
import type { Doc, Envelope } from '../document/document';
import type { PathSegment } from '../rules/problems';

/** What a payload is: a message or modal body, one application command, a list of them, or a
 * command permissions body. */
export type PayloadKind = 'message' | 'modal' | 'command' | 'commands' | 'permissions';

/** The kinds a document can be imported as (a permissions body is checked, not designed). */
export type DesignKind = Exclude<PayloadKind, 'permissions'>;

/** Fields Discord adds to a command it returns; accepted on import, never exported. */
export const COMMAND_OUTPUT_FIELDS = [
  'id',
  'application_id',
  'version',
  'guild_id',
  'name_localized',
  'description_localized',
] as const;

/** Deeper than any legal layout (Container > Section > accessory is 3); beyond it, input stays raw. */
export const MAX_NODE_DEPTH = 8;

export const WEBHOOK_ONLY_FIELDS = [
  'username',
  'avatar_url',
  'thread_name',
  'applied_tags',
] as const;
export const CREATE_ONLY_FIELDS = [
  'nonce',
  'enforce_nonce',
  'message_reference',
  'sticker_ids',
] as const;

/** Whether `value` is a JSON object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The path of the document's `index`th top-level node in the exported payload. */
export function rootPath(envelope: Envelope, index: number): PathSegment[] {
  if (envelope === 'commands') return [index];
  if (envelope === 'command') return [];
  return [...bodyPath(envelope), 'components', index];
}

/** Where the payload's body sits inside its envelope. */
export function bodyPath(envelope: Envelope): PathSegment[] {
  return envelope === 'response-4' || envelope === 'response-7' || envelope === 'modal-9'
    ? ['data']
    : [];
}

/** Sets a field as data, even one named `__proto__` (which plain assignment would treat as the prototype). */
export function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[key] = value;
}

const MESSAGE_ENVELOPE_SET = new Set<Envelope>(['message', 'webhook', 'response-4', 'response-7']);

export function isMessageEnvelope(envelope: Envelope): boolean {
  return MESSAGE_ENVELOPE_SET.has(envelope);
}

/** The surface a payload of this envelope belongs to. */
export function surfaceOfEnvelope(envelope: Envelope): Doc['surface'] {
  if (envelope === 'command' || envelope === 'commands') return 'commands';
  return isMessageEnvelope(envelope) ? 'message' : 'modal';
}
