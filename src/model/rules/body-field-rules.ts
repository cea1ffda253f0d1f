// Rules over a message's own fields that a schema cannot say: which flags its envelope may send,
// and `allowed_mentions` that both allows a type in full and lists some of it.
import type { MessageDoc } from '../document/document';
import { EPHEMERAL, sendableFlags } from '../limits';
import { flagsOf } from '../message/message-flags';
import { parsedTypes } from '../message/allowed-mentions';
import type { PathSegment } from './problems';
import type { RuleContext } from './context';
import { report } from './context';

/** Flags Discord does not take in this envelope; EPHEMERAL outside a response said as such. */
export function flagsRule(ctx: RuleContext, doc: MessageDoc, base: readonly PathSegment[]): void {
  const allowed = sendableFlags(doc.envelope);
  const extra = flagsOf(doc.body) & ~allowed;
  if (extra === 0) return;
  const others = extra & ~EPHEMERAL;
  const sentences: string[] = [];
  if (extra & EPHEMERAL)
    sentences.push(
      `\`flags\` has EPHEMERAL (${EPHEMERAL}), which only an interaction response (type 4 or 7) may carry; a channel message or webhook cannot be ephemeral.`,
    );
  if (others !== 0)
    sentences.push(
      `\`flags\` sets bits Discord does not accept when sending (${others}); only SUPPRESS_EMBEDS 4, SUPPRESS_NOTIFICATIONS 4096, IS_VOICE_MESSAGE 8192, IS_COMPONENTS_V2 32768${allowed & EPHEMERAL ? ' and EPHEMERAL 64' : ''} may be sent.`,
    );
  report(ctx, 'error', 'invalid-flags', [...base, 'flags'], sentences.join(' '));
}

const LISTS = [
  { type: 'roles', one: 'role' },
  { type: 'users', one: 'user' },
] as const;

/** A type in `parse` cannot also be listed (docs/discord-rules.md, Sending messages). */
export function mentionsRule(ctx: RuleContext, doc: MessageDoc, base: readonly PathSegment[]) {
  const value = doc.body.allowed_mentions;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const parse = parsedTypes(value);
  for (const { type, one } of LISTS) {
    const list = (value as Record<string, unknown>)[type];
    if (!parse.includes(type) || !Array.isArray(list) || list.length === 0) continue;
    report(
      ctx,
      'error',
      'mentions-conflict',
      [...base, 'allowed_mentions', type],
      `\`allowed_mentions\` cannot both allow all ${type} (\`parse\` has "${type}") and list ${type}; Discord refuses it. Take "${type}" out of \`parse\` to ping only the ${list.length === 1 ? `${one} listed` : `${list.length} ${type} listed`}, or drop the list to allow any ${one}.`,
    );
  }
}
