// Helpers for the interaction tests: unwrap a built interaction, or the reasons it was refused.
import { expect } from 'vitest';
import type { Doc } from '../document/document';
import type {
  InteractionContext,
  InteractionError,
  InteractionPayload,
  InteractionResult,
} from '../interactions/component';
import { buildInteraction } from '../interactions/component';

/** The payload of an action that sends an interaction; fails the test otherwise. */
export function sent(result: InteractionResult): InteractionPayload {
  if (!result.ok || !result.sends) throw new Error(`Expected a payload: ${JSON.stringify(result)}`);
  return result.payload;
}

/** The data of a modal submit; fails the test when the submit was refused. */
export function submitted(result: InteractionResult) {
  const payload = sent(result);
  if (payload.type !== 5) throw new Error('Expected a modal submit.');
  return payload.data;
}

/** The messages of a refused action, each a sentence; fails the test when the action went through. */
export function refused(
  result: { ok: true } | { ok: false; errors: readonly InteractionError[] },
): string[] {
  if (result.ok) throw new Error(`Expected a refusal: ${JSON.stringify(result)}`);
  for (const e of result.errors) expect(e.message).toMatch(/^[A-Z"].*\.$/s);
  return result.errors.map((e) => e.message);
}

export const submit = (doc: Doc, answers: Record<string, unknown>, context?: InteractionContext) =>
  buildInteraction(doc, { kind: 'submit', answers: answers as never }, context);
export const click = (doc: Doc, nodeKey: string, context?: InteractionContext) =>
  buildInteraction(doc, { kind: 'click', nodeKey }, context);
export const choose = (doc: Doc, nodeKey: string, values: string[], context?: InteractionContext) =>
  buildInteraction(doc, { kind: 'select', nodeKey, values }, context);

/** Ids in the sample guild. */
export const USER = {
  ava: '1290000000000000201',
  ben: '1290000000000000202',
  cleo: '1290000000000000203',
};
/** A user of the directory who left the guild (no member record). */
export const LEFT_USER = '1290000000000000204';
export const ROLE = { moderator: '1290000000000000302', events: '1290000000000000305' };
export const CHANNEL = { general: '1290000000000000402', announcements: '1290000000000000404' };
export const LOUNGE = '1290000000000000407';
