// The component tree as discord.js builders: each layout kind adds its children with the method
// discord.js has for that child kind, in the design's order. A component in a place discord.js
// has no method for is named in the header notes rather than dropped without a word.
import type { NodeKind } from '../../model';
import { ROOT_ACCEPTS, kindName, nodeToPayload, withArticle } from '../../model';
import type { Node, SlotName } from '../../model';
import type { Call, JsCtx } from './discordjs-fields';
import { JS_KINDS, build, chain, fieldCalls, leaf } from './discordjs-fields';
import { literal } from '../common/source';
import { ROW_ITEMS, childPath, shown } from '../common/shared';

const CONTAINER_ADD: Readonly<Record<string, string>> = {
  'action-row': 'addActionRowComponents',
  'text-display': 'addTextDisplayComponents',
  section: 'addSectionComponents',
  'media-gallery': 'addMediaGalleryComponents',
  separator: 'addSeparatorComponents',
  file: 'addFileComponents',
};

const MODAL_ADD: Readonly<Record<string, string>> = {
  label: 'addLabelComponents',
  'text-display': 'addTextDisplayComponents',
  'action-row': 'addActionRowComponents',
};

const LABEL_SET: Readonly<Record<string, string>> = {
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

function leftOut(n: Node, path: string, ctx: JsCtx, where: string): void {
  const what = 'raw' in n ? 'an entry that is not a component' : withArticle(kindName(n.kind));
  ctx.notes.leftOut(path, `${what} cannot go ${where} in discord.js (${shown(nodeToPayload(n))})`);
}

const strArg = (v: unknown) => (typeof v === 'string' ? [literal(v, 'js')] : null);

const children = (n: Node, slot: SlotName) => n.slots[slot] ?? [];

/** Children that discord.js takes in this place, with their paths; the rest are noted. */
function accepted(
  n: Node,
  slot: SlotName,
  path: string,
  ctx: JsCtx,
  ok: (c: Node) => boolean,
  where: string,
): { node: Node; path: string }[] {
  const out: { node: Node; path: string }[] = [];
  children(n, slot).forEach((c, i) => {
    const p = childPath(path, slot, i, slot !== 'components');
    if (!('raw' in c) && ok(c)) out.push({ node: c, path: p });
    else leftOut(c, p, ctx, where);
  });
  return out;
}

/** One add call per run of children of the same kind, which keeps the design's order. */
function grouped(
  items: readonly { node: Node; path: string }[],
  method: (type: NodeKind) => string,
  expr: (c: Node, path: string) => string,
): Call[] {
  const calls: [string, string[]][] = [];
  let last: NodeKind | null = null;
  for (const { node, path } of items) {
    const current = calls[calls.length - 1];
    if (current && node.kind === last) current[1].push(expr(node, path));
    else calls.push([method(node.kind), [expr(node, path)]]);
    last = node.kind;
  }
  return calls;
}

/** The row's own fields and its components, for a row builder named `head`. */
function rowCalls(n: Node, path: string, ctx: JsCtx, items: readonly NodeKind[]) {
  const { calls, data } = fieldCalls(n.props, path, ctx, JS_KINDS['action-row']!.setters, []);
  const inner = accepted(n, 'components', path, ctx, (c) => items.includes(c.kind), 'in a row');
  const adds: Call[] =
    inner.length > 0 ? [['addComponents', inner.map((c) => node(c.node, c.path, ctx)!)]] : [];
  return { calls: [...calls, ...adds], data };
}

/** A row inside a Container or a modal: the callback form, where discord.js types the row. */
function callbackRow(n: Node, path: string, ctx: JsCtx, items: readonly NodeKind[]): string {
  const { calls, data } = rowCalls(n, path, ctx, items);
  for (const [name, value] of Object.entries(data))
    ctx.notes.leftOut(`${path}.${name}`, `discord.js cannot set this here (${shown(value)})`);
  return `(row) => ${chain('row', calls)}`;
}

/**
 * A row at the top of a message. In JavaScript TypeScript cannot tell what a new row will hold,
 * so a JSDoc cast says it; without it `channel.send` would not accept the row.
 */
export function topRow(n: Node, path: string, ctx: JsCtx): string {
  ctx.imports.add('ActionRowBuilder');
  const kinds = new Set<string>();
  for (const c of children(n, 'components')) {
    const cls = 'raw' in c ? undefined : JS_KINDS[c.kind]?.cls;
    if (cls && ROW_ITEMS.includes(c.kind)) kinds.add(cls);
  }
  const holds =
    kinds.size > 0
      ? [...kinds].join(' | ')
      : "import('discord.js').MessageActionRowComponentBuilder";
  const { calls, data } = rowCalls(n, path, ctx, ROW_ITEMS);
  const made =
    Object.keys(data).length > 0
      ? `new ActionRowBuilder(${literal(data, 'js')})`
      : 'new ActionRowBuilder()';
  return chain(`/** @type {ActionRowBuilder<${holds}>} */ (${made})`, calls);
}

function containerCalls(n: Node, path: string, ctx: JsCtx): Call[] {
  const items = accepted(
    n,
    'components',
    path,
    ctx,
    (c) => c.kind in CONTAINER_ADD,
    'in a Container',
  );
  return grouped(
    items,
    (type) => CONTAINER_ADD[type]!,
    (c, p) => (c.kind === 'action-row' ? callbackRow(c, p, ctx, ROW_ITEMS) : node(c, p, ctx)!),
  );
}

function sectionCalls(n: Node, path: string, ctx: JsCtx): Call[] {
  const texts = accepted(
    n,
    'components',
    path,
    ctx,
    (c) => c.kind === 'text-display',
    'in a Section',
  );
  const calls: Call[] =
    texts.length > 0
      ? [['addTextDisplayComponents', texts.map((t) => node(t.node, t.path, ctx)!)]]
      : [];
  const ok = (c: Node) => c.kind === 'button' || c.kind === 'thumbnail';
  for (const a of accepted(n, 'accessory', path, ctx, ok, 'as a Section accessory')) {
    const method = a.node.kind === 'button' ? 'setButtonAccessory' : 'setThumbnailAccessory';
    calls.push([method, [node(a.node, a.path, ctx)!]]);
  }
  return calls;
}

function labelCalls(n: Node, path: string, ctx: JsCtx): Call[] {
  const inner = accepted(n, 'component', path, ctx, (c) => c.kind in LABEL_SET, 'in a Label');
  return inner.map((c) => [LABEL_SET[c.node.kind]!, [node(c.node, c.path, ctx)!]] as const);
}

/** The builder expression for a node whose kind discord.js builds (callers check that). */
function node(n: Node, path: string, ctx: JsCtx): string | null {
  switch (n.kind) {
    case 'container':
      return leaf(n, path, ctx, containerCalls(n, path, ctx));
    case 'section':
      return leaf(n, path, ctx, sectionCalls(n, path, ctx));
    case 'label':
      return leaf(n, path, ctx, labelCalls(n, path, ctx));
    case 'action-row':
      return topRow(n, path, ctx);
    default:
      return leaf(n, path, ctx);
  }
}

/** The builder expressions for a message's top-level components. */
export function messageComponents(nodes: readonly Node[], ctx: JsCtx): string[] {
  const out: string[] = [];
  nodes.forEach((n, i) => {
    const path = `components[${i}]`;
    if (!('raw' in n) && (ROOT_ACCEPTS.v2 as readonly NodeKind[]).includes(n.kind))
      out.push(node(n, path, ctx)!);
    else leftOut(n, path, ctx, 'at the top of a message');
  });
  return out;
}

/** `new ModalBuilder()…` with the modal's fields and its components in order. */
export function modalBuilder(
  body: Readonly<Record<string, unknown>>,
  nodes: readonly Node[],
  ctx: JsCtx,
): string {
  const items: { node: Node; path: string }[] = [];
  nodes.forEach((n, i) => {
    const path = `components[${i}]`;
    if (!('raw' in n) && n.kind in MODAL_ADD) items.push({ node: n, path });
    else leftOut(n, path, ctx, 'at the top of a modal');
  });
  const adds = grouped(
    items,
    (type) => MODAL_ADD[type]!,
    (c, p) => (c.kind === 'action-row' ? callbackRow(c, p, ctx, ['text-input']) : node(c, p, ctx)!),
  );
  const setters = {
    custom_id: { method: 'setCustomId', arg: strArg },
    title: { method: 'setTitle', arg: strArg },
  };
  return build('ModalBuilder', body, '$', ctx, setters, [], adds);
}
