// Discord's answer to a search: `total_results` and `messages`, an array of arrays of message
// objects (each inner array once held the hit with messages around it; Discord now sends the hit
// alone, which was marked `hit: true`). Shape from discord-api-types' APIMessageSearchResult; an
// answer of another shape is reported, never drawn half.
import { isPlainObject } from '../payload/envelope';

export interface SearchAnswer {
  total: number;
  /** The matching messages, untrusted: each is drawn inert. */
  hits: Record<string, unknown>[];
}

export type SearchRead = { ok: true; answer: SearchAnswer } | { ok: false; reason: string };

/** The hits of a search answer and its total. */
export function readSearchAnswer(body: unknown): SearchRead {
  if (!isPlainObject(body) || !Array.isArray(body.messages))
    return { ok: false, reason: 'Discord answered with something other than search results.' };
  const total = body.total_results;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0)
    return { ok: false, reason: "Discord's search results lack their total count." };
  const hits: Record<string, unknown>[] = [];
  for (const [i, group] of body.messages.entries()) {
    const messages = Array.isArray(group) ? group.filter(isPlainObject) : [];
    if (!Array.isArray(group) || messages.length === 0 || messages.length !== group.length)
      return {
        ok: false,
        reason: `Result ${i + 1} of Discord's answer is not a list of messages.`,
      };
    const hit = messages.find((m) => m.hit === true) ?? messages[0]!;
    if (typeof hit.id !== 'string')
      return {
        ok: false,
        reason: `Result ${i + 1} of Discord's answer is a message without an id.`,
      };
    hits.push(hit);
  }
  return { ok: true, answer: { total, hits } };
}
