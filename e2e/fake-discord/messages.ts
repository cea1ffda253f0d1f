// Creating and editing a message as Discord would: the model's validator stands in for Discord's
// checks (its problems become a 50035 tree), plus the rules only the server can check: files,
// webhooks not owned by an application, the Components V2 flag on edit, and empty messages.
import type { PathSegment, Problem } from '../../src/model';
import { formatPath, importPayload, isPlainObject } from '../../src/model';
import { planAttachments, resolveRefs } from './attachments';
import { assignComponentIds, interactiveComponents } from './components';
import type { InvalidFormBody } from './error-tree';
import { invalidFormBody } from './error-tree';
import type { DiscordError, UploadedFile } from './request-body';
import type { Author, DiscordMessage, FakeWebhookRecord } from './state';

const V2 = 1 << 15;
const SENDABLE_FLAGS = 4 | 4096 | 8192 | V2;

export interface BuildContext {
  channelId: string;
  author: Author;
  /** Set for webhook executes and webhook message edits. */
  webhook?: FakeWebhookRecord;
  /** `with_components=true` on a webhook request. */
  withComponents: boolean;
  /** The message being edited (PATCH); absent for a create. */
  existing?: DiscordMessage;
  nextId: () => string;
  now: () => string;
}

export type Built =
  | { ok: true; message: DiscordMessage }
  | { ok: false; error: DiscordError | { status: 400; body: InvalidFormBody } };

const EMPTY: DiscordError = {
  status: 400,
  body: { message: 'Cannot send an empty message', code: 50006 },
};

const problem = (path: PathSegment[], code: string, message: string): Problem => ({
  path: formatPath(path),
  severity: 'error',
  code,
  message,
});

const invalid = (problems: Problem[]): Built => ({
  ok: false,
  error: { status: 400, body: invalidFormBody(problems) },
});

/** The stored message a create (no `existing`) or edit leads to, or Discord's error for it. */
export function buildMessage(json: unknown, uploads: UploadedFile[], ctx: BuildContext): Built {
  if (json !== null && !isPlainObject(json)) {
    const message = 'Only dictionaries may be used in a DictType';
    return invalid([problem([], 'dict-type-convert', message)]);
  }
  const body: Record<string, unknown> = { ...(json ?? {}) };
  const { existing, webhook } = ctx;
  const problems: Problem[] = [];

  if (webhook && webhook.applicationId === null && Array.isArray(body.components)) {
    // Discord ignores components from a person's webhook unless asked to respect them, and even
    // then takes only the non-interactive ones.
    if (!ctx.withComponents) delete body.components;
    else
      for (const found of interactiveComponents(body.components))
        problems.push(
          problem(
            found.path,
            'component-not-allowed',
            'This webhook was not created by an application, so it can send only non-interactive components (link buttons are fine).',
          ),
        );
  }
  // The model stands in for Discord's own checks; emptiness is judged below, files included.
  problems.unshift(
    ...importPayload(body, { as: 'message' }).problems.filter(
      (p) => p.severity === 'error' && p.code !== 'empty-message',
    ),
  );

  const files = planAttachments(
    body,
    uploads,
    existing?.attachments ?? null,
    ctx.channelId,
    ctx.nextId,
  );
  problems.push(...files.problems);

  const pick = <T>(key: string, fallback: T, read: (v: unknown) => T): T =>
    key in body
      ? read(body[key])
      : existing
        ? (existing[key as keyof DiscordMessage] as T)
        : fallback;
  const content = pick('content', '', (v) => (typeof v === 'string' ? v : ''));
  const embeds = pick<unknown[]>('embeds', [], (v) => (Array.isArray(v) ? v : []));
  const components = pick<unknown[]>('components', [], (v) => (Array.isArray(v) ? v : []));
  const flags = pick('flags', 0, (v) => (typeof v === 'number' ? v & SENDABLE_FLAGS : 0));

  if (existing && existing.flags & V2) {
    if (!(flags & V2))
      problems.push(
        problem(
          ['flags'],
          'components-v2-removed',
          'IS_COMPONENTS_V2 cannot be removed from a message.',
        ),
      );
  }
  if (existing && flags & V2 && !(existing.flags & V2)) {
    // Turning a message into Components V2 needs its old content and embeds cleared.
    if (content !== '' && !('content' in body))
      problems.push(
        problem(
          ['content'],
          'components-v2-content',
          'Clear content (null) when setting IS_COMPONENTS_V2.',
        ),
      );
    if (embeds.length > 0 && !('embeds' in body))
      problems.push(
        problem(
          ['embeds'],
          'components-v2-embeds',
          'Clear embeds ([]) when setting IS_COMPONENTS_V2.',
        ),
      );
  }
  if (problems.length > 0) return invalid(problems);

  const attachments = files.attachments;
  const empty =
    content === '' &&
    embeds.length === 0 &&
    components.length === 0 &&
    attachments.length === 0 &&
    !body.poll &&
    !(Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0) &&
    !existing?.poll;
  if (empty) return { ok: false, error: EMPTY };

  const message: DiscordMessage = {
    id: existing?.id ?? ctx.nextId(),
    type: 0,
    channel_id: existing?.channel_id ?? ctx.channelId,
    author: existing?.author ?? ctx.author,
    content,
    embeds: resolveRefs(embeds, attachments, false) as unknown[],
    components: assignComponentIds(resolveRefs(components, attachments, true) as unknown[]),
    attachments,
    flags,
    timestamp: existing?.timestamp ?? ctx.now(),
    edited_timestamp: existing ? ctx.now() : null,
    tts: existing?.tts ?? body.tts === true,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    pinned: false,
  };
  if (webhook) message.webhook_id = webhook.id;
  if (webhook?.applicationId) message.application_id = webhook.applicationId;
  const poll = existing?.poll ?? body.poll;
  if (poll !== undefined) message.poll = poll;
  return { ok: true, message };
}
