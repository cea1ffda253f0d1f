// The plan's component tree as discord.js builders: each layout kind adds its children with the
// method discord.js has for that child kind, in the design's order. What discord.js has no method
// for in a place is left out by the plan (LACKS); what depends on more than the parent's kind (a
// text input in a message's row) is named in the header rather than dropped without a word.
import type { ModalPlan, NodeKind, PlanNode } from '../../model';
import { kindName, withArticle } from '../../model';
import { literal } from '../common/source';
import { ROW_ITEMS, shown } from '../common/shared';
import type { Call } from './discordjs-fields';
import { JS_KINDS, build, chain, fieldCalls, leaf } from './discordjs-fields';
import type { JsCtx } from './discordjs-js';
import { jsonOf, propsOf, slotNodes } from './discordjs-js';

export const CONTAINER_ADD: Readonly<Record<string, string>> = {
  'action-row': 'addActionRowComponents',
  'text-display': 'addTextDisplayComponents',
  section: 'addSectionComponents',
  'media-gallery': 'addMediaGalleryComponents',
  separator: 'addSeparatorComponents',
  file: 'addFileComponents',
};

export const MODAL_ADD: Readonly<Record<string, string>> = {
  label: 'addLabelComponents',
  'text-display': 'addTextDisplayComponents',
  'action-row': 'addActionRowComponents',
};

export const LABEL_SET: Readonly<Record<string, string>> = {
  'text-input': 'setTextInputComponent',
  'string-select': 'setStringSelectMenuComponent',
  'user-select': 'setUserSelectMenuComponent',
  'role-select': 'setRoleSelectMenuComponent',
  'mentionable-select': 'setMentionableSelectMenuComponent',
  'channel-select': 'setChannelSelectMenuComponent',
  'file-upload': 'setFileUploadComponent',
  'radio-group': 'setRadioGroupComponent',
  'checkbox-group': 'setCheckboxGroupComponent',
  checkbox: 'setCheckboxComponent',
};

/** Children of `slot` that pass `ok`; the others are named in the header. */
function accepted(
  n: PlanNode,
  slot: string,
  ctx: JsCtx,
  ok: (c: PlanNode) => boolean,
  where: string,
): PlanNode[] {
  return slotNodes(n, slot).filter((c) => {
    if (ok(c)) return true;
    const what = withArticle(kindName(c.kind));
    ctx.note(c.path, `${what} cannot go ${where} in discord.js (${shown(jsonOf(c))})`);
    return false;
  });
}

/** One add call per run of children of the same kind, which keeps the design's order. */
function grouped(
  items: readonly PlanNode[],
  method: (type: NodeKind) => string,
  expr: (c: PlanNode) => string,
): Call[] {
  const calls: [string, string[]][] = [];
  let last: NodeKind | null = null;
  for (const c of items) {
    const current = calls[calls.length - 1];
    if (current && c.kind === last) current[1].push(expr(c));
    else calls.push([method(c.kind), [expr(c)]]);
    last = c.kind;
  }
  return calls;
}

/** The row's own fields and its components. */
function rowCalls(n: PlanNode, ctx: JsCtx, items: readonly NodeKind[]) {
  const setters = JS_KINDS['action-row']!.setters;
  const { calls, data } = fieldCalls(propsOf(n.fields), n.path, ctx, setters, []);
  const inner = accepted(n, 'components', ctx, (c) => items.includes(c.kind), 'in a row');
  const adds: Call[] =
    inner.length > 0 ? [['addComponents', inner.map((c) => node(c, ctx).expr)]] : [];
  return { calls: [...calls, ...adds], data };
}

/** A row inside a Container or a modal: the callback form, where discord.js types the row. */
function callbackRow(n: PlanNode, ctx: JsCtx, items: readonly NodeKind[]): string {
  const { calls, data } = rowCalls(n, ctx, items);
  for (const [name, value] of Object.entries(data))
    ctx.note(`${n.path}.${name}`, `discord.js cannot set this here (${shown(value)})`);
  return `(row) => ${chain('row', calls)}`;
}

/**
 * A row at the top of a message. Nothing tells TypeScript what a new row will hold, so the code
 * says it: a type argument in TypeScript, a JSDoc cast in JavaScript; without it `send` would not
 * accept the row.
 */
function topRow(n: PlanNode, ctx: JsCtx): Built {
  ctx.imports.add('ActionRowBuilder');
  const kinds = new Set<string>();
  for (const c of slotNodes(n, 'components')) {
    const cls = JS_KINDS[c.kind]?.cls;
    if (cls && ROW_ITEMS.includes(c.kind)) kinds.add(cls);
  }
  const holds =
    kinds.size > 0 ? [...kinds].join(' | ') : ctx.type('MessageActionRowComponentBuilder');
  const type = `ActionRowBuilder<${holds}>`;
  const { calls, data } = rowCalls(n, ctx, ROW_ITEMS);
  const args = Object.keys(data).length > 0 ? literal(data, 'js') : '';
  const made = ctx.ts
    ? `new ActionRowBuilder<${holds}>(${args})`
    : `/** @type {${type}} */ (new ActionRowBuilder(${args}))`;
  return { expr: chain(made, calls), type };
}

function containerCalls(n: PlanNode, ctx: JsCtx): Call[] {
  const items = accepted(n, 'components', ctx, (c) => c.kind in CONTAINER_ADD, 'in a Container');
  return grouped(
    items,
    (type) => CONTAINER_ADD[type]!,
    (c) => (c.kind === 'action-row' ? callbackRow(c, ctx, ROW_ITEMS) : node(c, ctx).expr),
  );
}

function sectionCalls(n: PlanNode, ctx: JsCtx): Call[] {
  const ok = (c: PlanNode) => c.kind === 'text-display';
  const texts = accepted(n, 'components', ctx, ok, 'in a Section');
  const calls: Call[] =
    texts.length > 0 ? [['addTextDisplayComponents', texts.map((t) => node(t, ctx).expr)]] : [];
  const accessory = (c: PlanNode) => c.kind === 'button' || c.kind === 'thumbnail';
  for (const a of accepted(n, 'accessory', ctx, accessory, 'as a Section accessory')) {
    const method = a.kind === 'button' ? 'setButtonAccessory' : 'setThumbnailAccessory';
    calls.push([method, [node(a, ctx).expr]]);
  }
  return calls;
}

function labelCalls(n: PlanNode, ctx: JsCtx): Call[] {
  const inner = accepted(n, 'component', ctx, (c) => c.kind in LABEL_SET, 'in a Label');
  return inner.map((c) => [LABEL_SET[c.kind]!, [node(c, ctx).expr]] as const);
}

/** A builder expression and the type it has. */
interface Built {
  expr: string;
  type: string;
}

/** The builder expression for a node the plan kept (LACKS leaves out what has no builder). */
function node(n: PlanNode, ctx: JsCtx): Built {
  const type = JS_KINDS[n.kind]?.cls ?? 'unknown';
  switch (n.kind) {
    case 'container':
      return { expr: leaf(n, ctx, containerCalls(n, ctx)), type };
    case 'section':
      return { expr: leaf(n, ctx, sectionCalls(n, ctx)), type };
    case 'label':
      return { expr: leaf(n, ctx, labelCalls(n, ctx)), type };
    case 'action-row':
      return topRow(n, ctx);
    default:
      return { expr: leaf(n, ctx), type };
  }
}

/** The builder expressions for a message's top-level components, and the type of their list. */
export function messageComponents(
  nodes: readonly PlanNode[],
  ctx: JsCtx,
): { items: string[]; type: string } {
  const built = nodes.map((n) => node(n, ctx));
  const types = [...new Set(built.map((b) => b.type))];
  const type = types.length === 1 ? `${types[0]}[]` : `(${types.join(' | ')})[]`;
  return { items: built.map((b) => b.expr), type };
}

/** `new ModalBuilder()…` with the modal's fields and its components in order. */
export function modalBuilder(plan: ModalPlan, ctx: JsCtx): string {
  const adds = grouped(
    plan.components,
    (type) => MODAL_ADD[type]!,
    (c) => (c.kind === 'action-row' ? callbackRow(c, ctx, ['text-input']) : node(c, ctx).expr),
  );
  const strArg = (v: unknown) => (typeof v === 'string' ? [literal(v, 'js')] : null);
  const setters = {
    custom_id: { method: 'setCustomId', arg: strArg },
    title: { method: 'setTitle', arg: strArg },
  };
  const fields = {
    ...(plan.customId !== null ? { custom_id: plan.customId } : {}),
    ...(plan.title !== null ? { title: plan.title } : {}),
    ...propsOf(plan.body),
  };
  return build('ModalBuilder', fields, '$', ctx, setters, [], adds);
}
