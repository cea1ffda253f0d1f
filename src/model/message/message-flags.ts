// What a message's own fields mean for how it is shown: its flags, and who a webhook says sent it.
import type { Envelope, MessageDoc } from '../document/document';
import { EPHEMERAL, SUPPRESS_EMBEDS } from '../limits';

/** The flags a body carries (0 when `flags` is missing or not a whole number). */
export function flagsOf(body: Record<string, unknown>): number {
  const { flags } = body;
  return typeof flags === 'number' && Number.isInteger(flags) ? flags : 0;
}

/** Interaction responses (types 4 and 7): the only envelopes that may be ephemeral. */
export function isResponseEnvelope(envelope: Envelope): boolean {
  return envelope === 'response-4' || envelope === 'response-7';
}

/** An interaction response only its user sees (EPHEMERAL set); never a channel message or webhook. */
export function isEphemeral(doc: MessageDoc): boolean {
  return isResponseEnvelope(doc.envelope) && (flagsOf(doc.body) & EPHEMERAL) !== 0;
}

/** Whether Discord hides the message's embeds (SUPPRESS_EMBEDS). */
export function embedsSuppressed(doc: MessageDoc): boolean {
  return (flagsOf(doc.body) & SUPPRESS_EMBEDS) !== 0;
}

export interface WebhookIdentity {
  /** The name the message shows instead of the webhook's own; null keeps the webhook's. */
  username: string | null;
  /** The picture shown instead of the webhook's own; null keeps the webhook's. */
  avatarUrl: string | null;
}

/** A webhook message's `username` and `avatar_url` overrides (none outside a webhook body). */
export function webhookIdentity(doc: MessageDoc): WebhookIdentity {
  if (doc.envelope !== 'webhook') return { username: null, avatarUrl: null };
  const { username, avatar_url: avatar } = doc.body;
  return {
    username: typeof username === 'string' && username.trim() !== '' ? username : null,
    avatarUrl: typeof avatar === 'string' && /^https?:\/\/\S+$/i.test(avatar) ? avatar : null,
  };
}
