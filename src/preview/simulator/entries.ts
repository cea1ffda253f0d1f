// One thing the simulator shows: what a person's action sent the bot, why it sent nothing, or why
// Discord's client would not have let it happen.
import type { InteractionError, InteractionResult, NodeKey } from '../../model';
import type { CommandResult } from '../../model/interactions/command';

export type SimEntry =
  | { id: number; kind: 'sent'; title: string; type: number; json: string }
  | { id: number; kind: 'none'; title: string; reason: string }
  | { id: number; kind: 'refused'; title: string; summary: string; errors: InteractionError[] };

/** What the result area says before the first interaction. */
export const EMPTY =
  'Click a button, choose in a select or submit the modal: what your bot receives shows here.';

const TYPE_NAMES: Record<number, string> = {
  2: 'APPLICATION_COMMAND',
  3: 'MESSAGE_COMPONENT',
  4: 'APPLICATION_COMMAND_AUTOCOMPLETE',
  5: 'MODAL_SUBMIT',
};

/** "3 MESSAGE_COMPONENT". */
export const typeName = (type: number): string => `${type} ${TYPE_NAMES[type] ?? 'UNKNOWN'}`;

/** The entry for a result of buildInteraction; `submit` tells a refused modal from a message. */
export function entryOf(result: InteractionResult, id: number, submit: boolean): SimEntry {
  if (result.ok && result.sends) {
    const { payload } = result;
    return {
      id,
      kind: 'sent',
      title: `${TYPE_NAMES[payload.type] ?? payload.type} · ${payload.data.custom_id}`,
      type: payload.type,
      json: JSON.stringify(payload, null, 2),
    };
  }
  if (result.ok) return { id, kind: 'none', title: 'Nothing sent', reason: result.reason };
  const n = result.errors.length;
  const summary = submit
    ? `Discord would not submit this modal: ${n === 1 ? '1 problem' : `${n} problems`} to fix.`
    : 'Discord would not send this interaction.';
  return { id, kind: 'refused', title: 'Refused', summary, errors: result.errors };
}

/** Messages by the node they belong to (several joined), for a modal's fields. */
export function errorsByKey(errors: readonly InteractionError[]): Record<NodeKey, string> {
  const out: Record<NodeKey, string> = {};
  for (const { nodeKey, message } of errors) {
    if (nodeKey === undefined) continue;
    out[nodeKey] = out[nodeKey] ? `${out[nodeKey]} ${message}` : message;
  }
  return out;
}

/** The entry for a command's use (type 2) or an autocomplete (type 4); `title` names the use. */
export function commandEntryOf(result: CommandResult, id: number, title: string): SimEntry {
  if (result.ok) {
    const { payload } = result;
    return {
      id,
      kind: 'sent',
      title: `${TYPE_NAMES[payload.type] ?? payload.type} · ${title}`,
      type: payload.type,
      json: JSON.stringify(payload, null, 2),
    };
  }
  const n = result.errors.length;
  const summary = `Discord would not send ${title}: ${n === 1 ? '1 problem' : `${n} problems`} to fix.`;
  return { id, kind: 'refused', title: `Refused · ${title}`, summary, errors: result.errors };
}
