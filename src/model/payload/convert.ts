// Switching a design between a Components V2 message, a legacy message and a modal: what can be
// carried over is, and every component or field that cannot is named, so the editor can ask before
// anything is dropped.
import { containersToEmbeds, embedShaped } from '../embeds/convert-containers';
import { embedsToContainers } from '../embeds/convert-embeds';
import { messageGroups } from '../embeds/parts';
import { LABEL_CHILDREN, SELECT_KINDS, kindName } from '../catalog/catalog';
import type { Doc, MessageDoc, ModalDoc, Node } from '../document/document';
import { countNodes, makeNode, walk } from '../document/document';
import { emptyCommands, emptyMessage, emptyModal } from '../catalog/factory';
import { IS_COMPONENTS_V2, LIMITS } from '../limits';
import type { SurfaceChoice } from '../document/surface';
import { surfaceOf } from '../document/surface';
import { plural } from '../text';

export interface Conversion {
  doc: Doc;
  /** Sentences naming what the switch leaves behind; empty when nothing is lost. */
  lost: string[];
}

/** Counts what is dropped, by kind, and says it as sentences. */
class Losses {
  private readonly counts = new Map<string, number>();
  private readonly notes: string[] = [];
  /** Disabled selects that a modal enables, optional selects that a message cannot mark. */
  disabled = 0;
  optional = 0;
  /** Containers flattened: their children are kept, their frame, accent colour and spoiler not. */
  frames = 0;
  node(node: Node): void {
    walk([node], (n) => this.add(kindName(n.kind)));
  }
  add(what: string, n = 1): void {
    this.counts.set(what, (this.counts.get(what) ?? 0) + n);
  }
  note(sentence: string): void {
    this.notes.push(sentence);
  }
  sentences(to: SurfaceChoice): string[] {
    const where = {
      v2: 'a Components V2 message',
      legacy: 'a legacy message',
      modal: 'a modal',
      commands: 'a command set',
    }[to];
    const kinds = [...this.counts].map(
      ([name, n]) =>
        `${plural(n, name, pluralOf(name))} (${where} has no place for ${n === 1 ? 'it' : 'them'})`,
    );
    const fields: string[] = [];
    if (this.disabled > 0)
      fields.push(
        `The disabled setting of ${plural(this.disabled, 'select')} (a modal's selects cannot be disabled).`,
      );
    if (this.optional > 0)
      fields.push(
        `The optional setting of ${plural(this.optional, 'select')} (a message's selects cannot be marked optional).`,
      );
    if (this.frames > 0)
      fields.push(
        `The frame, accent colour and spoiler of ${plural(this.frames, 'Container')} (${where} has no Containers; what was inside is kept).`,
      );
    return [...kinds, ...fields, ...this.notes];
  }
}

const pluralOf = (name: string): string =>
  name.endsWith('y') ? `${name.slice(0, -1)}ies` : name.endsWith('x') ? `${name}es` : `${name}s`;

const textOf = (node: Node): string =>
  typeof node.props.content === 'string' ? node.props.content : '';

/**
 * A V2 message as a legacy one: each Container that holds only what an embed can show becomes an
 * embed; of the rest, texts become the content and Action Rows are kept.
 */
function toLegacy(doc: MessageDoc, losses: Losses): MessageDoc {
  const texts: string[] = [];
  const rows: Node[] = [];
  const shaped: Node[] = [];
  const visit = (node: Node) => {
    switch (node.kind) {
      case 'action-row':
        rows.push(node);
        return;
      case 'text-display':
        texts.push(textOf(node));
        return;
      case 'container':
        if (embedShaped(node)) {
          shaped.push(node);
          return;
        }
        losses.frames += 1;
        (node.slots.components ?? []).forEach(visit);
        return;
      case 'section': {
        (node.slots.components ?? []).forEach(visit);
        const accessory = node.slots.accessory?.[0];
        if (accessory?.kind === 'button')
          rows.push(makeNode('action-row', {}, { components: [accessory] }));
        else if (accessory) losses.node(accessory);
        return;
      }
      default:
        losses.node(node);
    }
  };
  doc.nodes.forEach(visit);
  const embeds = containersToEmbeds(shaped, losses);
  const kept = rows.slice(0, LIMITS.legacyActionRows);
  for (const row of rows.slice(LIMITS.legacyActionRows)) losses.node(row);
  let content = texts.filter((t) => t !== '').join('\n\n');
  if (content.length > LIMITS.messageContent) {
    losses.note(
      `The text past ${LIMITS.messageContent} characters (a legacy message's content limit).`,
    );
    content = content.slice(0, LIMITS.messageContent);
  }
  const body = { ...doc.body };
  const flags = (typeof body.flags === 'number' ? body.flags : 0) & ~IS_COMPONENTS_V2;
  if (flags === 0) delete body.flags;
  else body.flags = flags;
  if (content !== '') body.content = content;
  // `components: []` only where rows remain: a message of embeds and text needs none.
  return { ...doc, body, hasNodes: kept.length > 0, nodes: [...embeds, ...kept] };
}

/**
 * A legacy message as V2: its content becomes a Text Display, each embed a Container (within what
 * the content and the Action Rows leave of the V2 limits); the poll and stickers go.
 */
function toV2(doc: MessageDoc, losses: Losses): MessageDoc {
  const body = { ...doc.body };
  const components: Node[] = [];
  if (typeof body.content === 'string' && body.content !== '')
    components.push(makeNode('text-display', { content: body.content }));
  delete body.content;
  const { embeds, polls, components: rows } = messageGroups(doc.nodes);
  const textChars = components.reduce((n, c) => n + textOf(c).length, 0);
  const containers = embedsToContainers(
    embeds,
    {
      components: LIMITS.v2Components - countNodes(components) - countNodes(rows),
      chars: LIMITS.textDisplayTotal - textChars,
    },
    losses,
  );
  // Embeds the body still holds as it was imported (not a list of embed objects) cannot be read.
  if (Array.isArray(body.embeds) && body.embeds.length > 0) losses.add('embed', body.embeds.length);
  if (body.poll !== undefined || polls.length > 0) losses.add('poll');
  if (Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0)
    losses.add('sticker', body.sticker_ids.length);
  delete body.embeds;
  delete body.poll;
  delete body.sticker_ids;
  body.flags = (typeof body.flags === 'number' ? body.flags : 0) | IS_COMPONENTS_V2;
  return { ...doc, body, hasNodes: true, nodes: [...components, ...containers, ...rows] };
}

/**
 * A message's select as a modal's: a modal refuses `disabled`, and a select that may be left
 * empty (min_values 0) must say `required: false` there.
 */
function asModalSelect(node: Node, losses: Losses): Node {
  const props = { ...node.props };
  if (props.disabled === true) losses.disabled += 1;
  delete props.disabled;
  if (props.min_values === 0 && props.required === undefined) props.required = false;
  return { ...node, props };
}

/** A modal's select as a message's: `required` means nothing there. */
function asMessageSelect(node: Node, losses: Losses): Node {
  if (!('required' in node.props)) return node;
  const props = { ...node.props };
  if (props.required === false) losses.optional += 1;
  delete props.required;
  return { ...node, props };
}

/** A message's Text Displays and selects, as a modal's Text Displays and Labels. */
function messageToModal(doc: MessageDoc, losses: Losses): ModalDoc {
  const out: Node[] = [];
  const visit = (node: Node) => {
    if (node.kind === 'text-display') out.push(node);
    else if (SELECT_KINDS.includes(node.kind)) {
      const label = typeof node.props.placeholder === 'string' ? node.props.placeholder : 'Choose';
      out.push(
        makeNode(
          'label',
          { label: label.slice(0, LIMITS.labelLabel) },
          { component: [asModalSelect(node, losses)] },
        ),
      );
    } else if (node.kind === 'container' || node.kind === 'action-row' || node.kind === 'section') {
      if (node.kind === 'container') losses.frames += 1;
      (node.slots.components ?? []).forEach(visit);
      node.slots.accessory?.forEach((a) => losses.node(a));
    } else losses.node(node);
  };
  if (typeof doc.body.content === 'string' && doc.body.content !== '')
    out.push(makeNode('text-display', { content: doc.body.content }));
  doc.nodes.forEach(visit);
  for (const node of out.slice(LIMITS.modalComponents.max)) losses.node(node);
  return { ...emptyModal(), nodes: out.slice(0, LIMITS.modalComponents.max) };
}

/** A modal's Text Displays and selects, as a message's Text Displays and Action Rows. */
function modalToMessage(doc: ModalDoc, v2: boolean, losses: Losses): MessageDoc {
  const out: Node[] = [];
  for (const node of doc.nodes) {
    const child = node.slots.component?.[0] ?? node.slots.components?.[0];
    if (node.kind === 'text-display') out.push(node);
    else if (child && SELECT_KINDS.includes(child.kind))
      out.push(makeNode('action-row', {}, { components: [asMessageSelect(child, losses)] }));
    else if (child && LABEL_CHILDREN.includes(child.kind)) losses.node(child);
    else losses.node(node);
  }
  const message = { ...emptyMessage(true), nodes: out };
  return v2 ? message : toLegacy(message, losses);
}

/** A design of another kind than a command set, or the other way round: nothing carries over. */
function replaceAll(doc: Doc, to: SurfaceChoice, losses: Losses): Doc {
  doc.nodes.forEach((node) => losses.node(node));
  if (doc.surface === 'message') {
    if (typeof doc.body.content === 'string' && doc.body.content !== '')
      losses.note("The message's text content (a command set has no message body).");
  }
  if (to === 'commands') return emptyCommands(null);
  if (to === 'modal') return emptyModal();
  return emptyMessage(to === 'v2');
}

/** The document as another surface, with what could not come along. */
export function convertDoc(doc: Doc, to: SurfaceChoice): Conversion {
  const from = surfaceOf(doc);
  if (from === to) return { doc, lost: [] };
  const losses = new Losses();
  let next: Doc;
  // Commands share nothing with messages and modals: a switch either way starts an empty design.
  if (doc.surface === 'commands' || to === 'commands') next = replaceAll(doc, to, losses);
  else if (doc.surface === 'modal') next = modalToMessage(doc, to === 'v2', losses);
  else if (to === 'modal') next = messageToModal(doc, losses);
  else next = to === 'legacy' ? toLegacy(doc, losses) : toV2(doc, losses);
  return { doc: next, lost: losses.sentences(to) };
}
