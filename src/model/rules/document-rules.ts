// Rules over the whole message or modal: body fields, counts, uniqueness, attachments.
import type { MessageDoc, Node } from '../document/document';
import { isV2, walk } from '../document/document';
import { IS_COMPONENTS_V2, LIMITS } from '../limits';
import type { PathSegment } from './problems';
import { flagsRule, mentionsRule } from './body-field-rules';
import { bodySchema } from './body-schemas';
import type { RuleContext } from './context';
import { plural, report } from './context';
import { fieldIssues } from './field-issues';
import { messageGroups } from '../embeds/parts';
import { messagePartRules } from '../embeds/rules';

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Checks the body fields (everything but components) and reports unknown ones. */
export function bodyRules(ctx: RuleContext, base: readonly PathSegment[]): void {
  const { doc } = ctx;
  const schema = bodySchema(doc);
  const subject = doc.surface === 'modal' ? 'the modal' : 'the message';
  const result = schema.safeParse(doc.body);
  if (!result.success) {
    for (const issue of fieldIssues(result.error, doc.body, subject, schema)) {
      report(ctx, issue.severity ?? 'error', issue.code, [...base, ...issue.path], issue.message);
    }
  }
  for (const key of Object.keys(doc.body)) {
    // A `components` left in the body is not an array; validate() reports it as invalid-children.
    if (key === 'components') continue;
    if (!Object.hasOwn(schema.shape, key)) {
      report(
        ctx,
        'warning',
        'unknown-field',
        [...base, key],
        `\`${key}\` is not a field Discord documents for ${subject} (${doc.envelope} body); it is kept as it is.`,
      );
    }
  }
  if (doc.surface === 'modal') modalRules(ctx, base);
  else if (doc.surface === 'message') messageRules(ctx, doc, base);
}

function modalRules(ctx: RuleContext, base: readonly PathSegment[]): void {
  const n = ctx.doc.nodes.length;
  if (!ctx.doc.hasNodes && !('components' in ctx.doc.body)) {
    report(
      ctx,
      'error',
      'missing-field',
      [...base, 'components'],
      'A modal needs `components`: 1 to 5 Labels or Text Displays.',
    );
  } else if (
    ctx.doc.hasNodes &&
    (n < LIMITS.modalComponents.min || n > LIMITS.modalComponents.max)
  ) {
    report(
      ctx,
      'error',
      n === 0 ? 'too-few' : 'too-many',
      [...base, 'components'],
      `A modal holds 1 to 5 top-level components; this one has ${n}.`,
    );
  }
}

function messageRules(ctx: RuleContext, doc: MessageDoc, base: readonly PathSegment[]): void {
  const { body } = doc;
  flagsRule(ctx, doc, base);
  mentionsRule(ctx, doc, base);
  if (isV2(doc)) {
    for (const field of ['content', 'embeds', 'poll', 'sticker_ids'] as const) {
      if (!isEmpty(body[field])) {
        const instead =
          field === 'content'
            ? ' Use a Text Display instead.'
            : field === 'embeds'
              ? ' Use a Container instead.'
              : '';
        report(
          ctx,
          'error',
          'v2-forbidden-field',
          [...base, field],
          `A Components V2 message (flag ${IS_COMPONENTS_V2}) cannot have \`${field}\`.${instead}`,
        );
      }
    }
    const total = ctx.nodePaths.size;
    if (total > LIMITS.v2Components) {
      report(
        ctx,
        'error',
        'too-many-components',
        [...base, 'components'],
        `A message holds at most ${LIMITS.v2Components} components, counting every level; this one has ${total}.`,
      );
    }
    if (doc.nodes.length === 0 && !('components' in body)) {
      report(
        ctx,
        'error',
        'empty-message',
        [...base, 'components'],
        'A Components V2 message needs at least one component.',
      );
    }
    textTotalRule(ctx, base);
  } else {
    const groups = messageGroups(doc.nodes);
    const rows = groups.components.length;
    if (rows > LIMITS.legacyActionRows) {
      report(
        ctx,
        'error',
        'too-many-action-rows',
        [...base, 'components'],
        `A message holds at most ${LIMITS.legacyActionRows} Action Rows; this one has ${rows}.`,
      );
    }
    const nothing =
      ['content', 'embeds', 'attachments', 'sticker_ids', 'poll'].every((f) => isEmpty(body[f])) &&
      doc.nodes.length === 0 &&
      !('components' in body && !doc.hasNodes);
    messagePartRules(ctx, doc, base);
    if (nothing)
      report(
        ctx,
        'error',
        'empty-message',
        base,
        'The message is empty: give it content, an embed, a file, a sticker, a poll or components.',
      );
  }
  attachmentRule(ctx, doc, base);
}

function textTotalRule(ctx: RuleContext, base: readonly PathSegment[]): void {
  let chars = 0;
  for (const n of ctx.nodePaths.keys()) {
    if (n.kind === 'text-display' && typeof n.props.content === 'string')
      chars += n.props.content.length;
  }
  if (chars > LIMITS.textDisplayTotal) {
    report(
      ctx,
      'warning',
      'text-display-total',
      [...base, 'components'],
      `The Text Displays hold ${chars} characters together; a pending Discord change limits a message to ${LIMITS.textDisplayTotal}.`,
    );
  }
}

/** attachment://name references in the components, with where they are. */
type AttachmentRef = { name: string; node: Node; field: PathSegment[] };

/** The attachment://name references one component makes, with the field each sits in. */
function nodeAttachmentRefs(node: Node, refs: AttachmentRef[]): void {
  const take = (media: unknown, field: PathSegment[]) => {
    const url = media && typeof media === 'object' ? (media as { url?: unknown }).url : undefined;
    if (typeof url === 'string' && url.startsWith('attachment://'))
      refs.push({ name: url.slice('attachment://'.length), node, field });
  };
  if (node.kind === 'file') take(node.props.file, ['file', 'url']);
  if (node.kind === 'thumbnail') take(node.props.media, ['media', 'url']);
  if (node.kind === 'embed') {
    take(node.props.image, ['image', 'url']);
    take(node.props.thumbnail, ['thumbnail', 'url']);
    // An icon is a bare URL string, not a media object.
    for (const holder of ['author', 'footer'] as const) {
      const h = node.props[holder];
      const icon = h && typeof h === 'object' ? (h as { icon_url?: unknown }).icon_url : undefined;
      take({ url: icon }, [holder, 'icon_url']);
    }
  }
  if (node.kind === 'media-gallery' && Array.isArray(node.props.items)) {
    node.props.items.forEach((item: unknown, i) =>
      take(item && typeof item === 'object' ? (item as { media?: unknown }).media : undefined, [
        'items',
        i,
        'media',
        'url',
      ]),
    );
  }
}

/** attachment://name references in the components, with where they are. */
export function attachmentRefs(nodes: readonly Node[]): AttachmentRef[] {
  const refs: AttachmentRef[] = [];
  walk(nodes, (node) => nodeAttachmentRefs(node, refs));
  return refs;
}

function attachmentRule(ctx: RuleContext, doc: MessageDoc, base: readonly PathSegment[]): void {
  // validate() has visited every node already; no need to walk the tree again.
  const refs: AttachmentRef[] = [];
  for (const node of ctx.nodePaths.keys()) nodeAttachmentRefs(node, refs);
  if (refs.length === 0) return;
  const listed = new Set(
    (Array.isArray(doc.body.attachments) ? doc.body.attachments : [])
      .map((a: unknown) =>
        a && typeof a === 'object' ? (a as { filename?: unknown }).filename : undefined,
      )
      .filter((f): f is string => typeof f === 'string'),
  );
  const paths = ctx.nodePaths;
  for (const ref of refs) {
    if (listed.has(ref.name)) continue;
    const path = [...(paths.get(ref.node) ?? base), ...ref.field];
    report(
      ctx,
      'warning',
      'missing-attachment',
      path,
      `"attachment://${ref.name}" refers to a file that is not attached: upload ${ref.name} with the message (listed in \`attachments\`), or it will not show.`,
      ref.node.key,
    );
  }
}

/** Ids and custom_ids must be unique within the message or modal. */
export function uniquenessRules(ctx: RuleContext): void {
  const ids = new Map<number, Node>();
  const customIds = new Map<string, Node>();
  ctx.nodePaths.forEach((path, node) => {
    const { id, custom_id: customId } = node.props;
    if (typeof id === 'number' && id !== 0) {
      const first = ids.get(id);
      if (first)
        report(
          ctx,
          'error',
          'duplicate-id',
          [...path, 'id'],
          `The id ${id} is used twice; ids must be unique within the ${ctx.doc.surface} (0 or no id lets Discord choose).`,
          node.key,
        );
      else ids.set(id, node);
    }
    if (typeof customId === 'string') {
      const first = customIds.get(customId);
      if (first)
        report(
          ctx,
          'error',
          'duplicate-custom-id',
          [...path, 'custom_id'],
          `The custom_id "${customId}" is used by ${plural(2, 'component')}; each must have its own.`,
          node.key,
        );
      else customIds.set(customId, node);
    }
  });
}
