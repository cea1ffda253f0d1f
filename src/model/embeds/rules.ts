// Rules over a message's embeds and poll that their schemas cannot express: how many fields and
// answers, how many embeds, the 6000 characters all embeds share, one poll.
import type { MessageDoc } from '../document/document';
import { LIMITS } from '../limits';
import type { PathSegment } from '../rules/problems';
import type { NodeSite, RuleContext } from '../rules/context';
import { at, report } from '../rules/context';
import { embedChars, messageGroups } from './parts';

const E = LIMITS.embed;
const P = LIMITS.poll;

const SHOWS = ['title', 'description', 'author', 'footer', 'image', 'thumbnail'];

/** The rules of one embed, embed field, poll or poll answer. */
export function partNodeRules(ctx: RuleContext, site: NodeSite): void {
  const r = at(ctx, site);
  const { node } = site;
  if (node.kind === 'embed') {
    const fields = node.slots.fields?.length ?? 0;
    if (fields > E.fields)
      r.error('too-many', `An embed holds at most ${E.fields} fields; this one has ${fields}.`, [
        'fields',
      ]);
    if (fields === 0 && !SHOWS.some((k) => node.props[k] !== undefined && node.props[k] !== null))
      r.warn(
        'empty-embed',
        'This embed is empty: it has no title, description, fields, author, footer, image or thumbnail to show.',
      );
  } else if (node.kind === 'poll') {
    const answers = node.slots.answers?.length ?? 0;
    if (answers < P.answers.min || answers > P.answers.max)
      r.error(
        answers < P.answers.min ? 'too-few' : 'too-many',
        `A poll has ${P.answers.min} to ${P.answers.max} answers; this one has ${answers}.`,
        ['answers'],
      );
  }
}

/** The rules over all the embeds and the poll of a message. */
export function messagePartRules(
  ctx: RuleContext,
  doc: MessageDoc,
  base: readonly PathSegment[],
): void {
  const { embeds, polls } = messageGroups(doc.nodes);
  if (embeds.length > LIMITS.embeds)
    report(
      ctx,
      'error',
      'too-many-embeds',
      [...base, 'embeds'],
      `A message holds at most ${LIMITS.embeds} embeds; this one has ${embeds.length}.`,
    );
  const total = embeds.reduce((n, e) => n + embedChars(e), 0);
  if (total > E.total)
    report(
      ctx,
      'error',
      'embed-total',
      [...base, 'embeds'],
      `The embeds hold ${total} characters together (titles, descriptions, field names and values, footers and author names); a message's embeds may hold at most ${E.total}.`,
    );
  if (polls.length > 1)
    report(
      ctx,
      'error',
      'too-many-polls',
      [...base, 'poll'],
      `A message has at most one poll; this one has ${polls.length}. Only the last is sent.`,
    );
}
