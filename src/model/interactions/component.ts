// What the app receives when someone uses a document: a button click or a select choice on a message
// (interaction type 3, MESSAGE_COMPONENT) or a modal submit (type 5, MODAL_SUBMIT), built exactly
// as Discord sends it, or the reasons Discord's client would not let the action happen.
import {
  ComponentType as T,
  SELECT_KINDS,
  AUTO_SELECT_KINDS,
  kindName,
  wireType,
} from '../catalog/catalog';
import type { Doc, MessageDoc, Node, NodeKey } from '../document/document';
import { walk } from '../document/document';
import { fillIds } from '../catalog/ids';
import { assertNever } from '../catalog/factory';
import type { InteractionContext, ResolvedContext, ResolvedData } from './context';
import { addResolved, resolveContext, snowflakeTime } from './context';
import type { Envelope } from './envelope';
import { envelope } from './envelope';
import type { Answer, InteractionError, ModalSubmitData } from './modal';
import { buildModalData } from './modal';
import type { Selectable } from './select';
import { aKind, choiceErrors, selectablesOf } from './select';
import { toPayload } from '../payload/to-payload';
import { SAMPLE_GUILD } from './sample-guild';

export type { InteractionContext, ResolvedAttachment, ResolvedData } from './context';
export { snowflakeAt } from './context';
export type {
  Answer,
  FileAnswer,
  InteractionError,
  ModalField,
  ModalSubmitData,
  SubmittedComponent,
  SubmittedField,
  UploadedFile,
} from './modal';
export { defaultAnswer, defaultAnswers, modalFields } from './modal';
export type { Selectable } from './select';

export type UserAction =
  | { kind: 'click'; nodeKey: NodeKey }
  | { kind: 'select'; nodeKey: NodeKey; values: string[] }
  /** Answers keyed by the answering component's node key (the Label's child, not the Label). */
  | { kind: 'submit'; answers: Record<NodeKey, Answer> };

export interface ComponentInteractionData {
  component_type: number;
  id: number;
  custom_id: string;
  values?: string[];
  resolved?: ResolvedData;
}

export type MessageComponentInteraction = Omit<Envelope, 'type' | 'data'> & {
  type: 3;
  data: ComponentInteractionData;
  message: ReturnType<typeof receivedMessage>;
};
export type ModalSubmitInteraction = Omit<Envelope, 'type' | 'data'> & {
  type: 5;
  data: ModalSubmitData;
};
export type InteractionPayload = MessageComponentInteraction | ModalSubmitInteraction;

export type InteractionResult =
  | { ok: true; sends: true; payload: InteractionPayload }
  | { ok: true; sends: false; reason: string }
  | { ok: false; errors: InteractionError[] };

/** The message the component sits on, as Discord includes it in the interaction. */
function receivedMessage(doc: MessageDoc, ctx: ResolvedContext) {
  const body = toPayload(doc, 'message');
  const viaApp = doc.envelope !== 'message';
  return {
    type: 0,
    content: typeof body.content === 'string' ? body.content : '',
    mentions: [] as never[],
    mention_roles: [] as string[],
    attachments: [] as never[],
    embeds: Array.isArray(body.embeds) ? (body.embeds as unknown[]) : [],
    timestamp: snowflakeTime(ctx.messageId),
    edited_timestamp: null,
    flags: typeof body.flags === 'number' ? body.flags : 0,
    components: Array.isArray(body.components)
      ? (body.components as Record<string, unknown>[])
      : [],
    id: ctx.messageId,
    channel_id: ctx.channel.id,
    author: ctx.bot,
    pinned: false,
    mention_everyone: false,
    tts: body.tts === true,
    // Interaction responses and app webhooks post as the app's webhook.
    ...(viaApp ? { webhook_id: ctx.applicationId, application_id: ctx.applicationId } : {}),
  };
}

function findNode(doc: Doc, key: NodeKey): Node | null {
  let found: Node | null = null;
  walk(doc.nodes, (node) => {
    if (node.key === key) found ??= node;
  });
  return found;
}

const refuse = (message: string, nodeKey?: NodeKey): InteractionResult => ({
  ok: false,
  errors: [{ ...(nodeKey !== undefined ? { nodeKey } : {}), message }],
});

function displayName(node: Node): string {
  const id = node.props.custom_id;
  return typeof id === 'string' ? `${kindName(node.kind)} "${id}"` : `This ${kindName(node.kind)}`;
}

/** The message component a click or select targets, or why there is none. */
function target(doc: MessageDoc, key: NodeKey): Node | InteractionResult {
  return findNode(doc, key) ?? refuse(`There is no component with key ${key}.`, key);
}

function click(doc: MessageDoc, key: NodeKey, ctx: ResolvedContext): InteractionResult {
  const node = target(doc, key);
  if ('ok' in node) return node;
  if (node.kind !== 'button') {
    const hint = SELECT_KINDS.includes(node.kind) ? ' Choose values with a select action.' : '';
    return refuse(`${aKind(node.kind)} cannot be clicked.${hint}`, key);
  }
  if (node.props.disabled === true)
    return refuse('This button is disabled; clicking it does nothing.', key);
  if (node.props.style === 5) {
    return {
      ok: true,
      sends: false,
      reason: 'A link button opens its URL and sends no interaction.',
    };
  }
  if (node.props.style === 6) {
    return {
      ok: true,
      sends: false,
      reason: 'A premium button opens the purchase page of its SKU and sends no interaction.',
    };
  }
  const { id, custom_id } = node.props;
  if (typeof custom_id !== 'string' || custom_id === '') {
    return refuse(
      'This button has no custom_id, so Discord would not have accepted the message.',
      key,
    );
  }
  const data = { component_type: T.Button, id: id as number, custom_id };
  return sent(doc, ctx, data);
}

function select(
  doc: MessageDoc,
  key: NodeKey,
  values: string[],
  ctx: ResolvedContext,
): InteractionResult {
  const node = target(doc, key);
  if ('ok' in node) return node;
  if (!SELECT_KINDS.includes(node.kind)) {
    return refuse(`${aKind(node.kind)} has no values to choose.`, key);
  }
  if (node.props.disabled === true)
    return refuse('This select is disabled; it cannot be opened.', key);
  const { id, custom_id } = node.props;
  if (typeof custom_id !== 'string' || custom_id === '')
    return refuse(`${displayName(node)} has no custom_id.`, key);
  const errors = choiceErrors(node, values, displayName(node), 'message', ctx.guild);
  if (errors.length > 0)
    return { ok: false, errors: errors.map((message) => ({ nodeKey: key, message })) };
  const resolved: ResolvedData = {};
  const auto = AUTO_SELECT_KINDS.includes(node.kind);
  if (auto) addResolved(ctx, values, resolved);
  const data = {
    component_type: wireType(node),
    id: id as number,
    custom_id,
    values,
    ...(auto ? { resolved } : {}),
  };
  return sent(doc, ctx, data);
}

function sent(
  doc: MessageDoc,
  ctx: ResolvedContext,
  data: ComponentInteractionData,
): InteractionResult {
  const payload = { ...envelope(ctx, 3 as const, data), message: receivedMessage(doc, ctx) };
  return { ok: true, sends: true, payload };
}

/**
 * The interaction Discord sends the app when a user takes `action` on `doc` (ids filled as Discord
 * fills them); `sends: false` when the action sends none; `ok: false` when the client would refuse it.
 */
export function buildInteraction(
  doc: Doc,
  action: UserAction,
  context: InteractionContext = {},
): InteractionResult {
  const ctx = resolveContext(context);
  if ('error' in ctx) return refuse(ctx.error);
  const filled = fillIds(doc);
  switch (action.kind) {
    case 'click':
    case 'select':
      if (filled.surface !== 'message') {
        const verb = action.kind === 'click' ? 'clicked' : 'chosen';
        return refuse(
          `Nothing in a modal is ${verb} on its own; submit the modal instead.`,
          action.nodeKey,
        );
      }
      return action.kind === 'click'
        ? click(filled, action.nodeKey, ctx)
        : select(filled, action.nodeKey, action.values, ctx);
    case 'submit': {
      if (filled.surface !== 'modal') return refuse('Only a modal can be submitted.');
      const built = buildModalData(filled, action.answers, ctx);
      if (!built.ok) return built;
      return { ok: true, sends: true, payload: envelope(ctx, 5 as const, built.data) };
    }
    default:
      return assertNever(action);
  }
}

/** What the select (or radio / checkbox group) `nodeKey` offers in the context's guild; null for other kinds. */
export function selectableEntities(
  doc: Doc,
  nodeKey: NodeKey,
  context: InteractionContext = {},
): Selectable[] | null {
  const node = findNode(doc, nodeKey);
  return node ? selectablesOf(node, context.guild ?? SAMPLE_GUILD) : null;
}
