// Builds the plan of a design for one library: walks the design once, keeps what the library can
// express (everything Discord allows unless its Lacks say otherwise), names every node, and lists
// the handlers, the modal's values, the files and what was left out, each with its sentence.
import { entryOf, kindName, slotSpec } from '../catalog/catalog';
import type { NodeKind } from '../catalog/kinds';
import { SLOT_ORDER } from '../document/document';
import type { CommandsDoc, Doc, MessageDoc, ModalDoc, Node } from '../document/document';
import { messageGroups } from '../embeds/parts';
import { nodeToPayload } from '../payload/to-payload';
import { schemaOf } from '../catalog/kind-schemas';
import { bodySchema } from '../rules/body-schemas';
import { schemaOfPart } from '../rules/absent-fields';
import { z } from '../zod';
import { isUnsetField, wireValue } from './wire-values';
import { withArticle } from '../text';
import { bodyOf, filesOf, flagBits } from './body';
import type { Lacks, Place } from './lacks';
import { lacksField, lacksKind } from './lacks';
import { NameBook, wordsOf } from './names';
import type {
  CommandsPlan,
  Json,
  LeftOut,
  MessagePlan,
  ModalPlan,
  Plan,
  PlanField,
  PlanNode,
  Route,
  SubmitValue,
  SubmitValueType,
} from './plan';

/** JSON of a value for a sentence: compact, on one line, cut at 120 characters. */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

const IS_V2 = 1 << 15;
/** A kind without a schema of its own fields. */
const NO_FIELDS = z.object({});

const ROUTED: readonly NodeKind[] = [
  'button',
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];

const SUBMITTED: Partial<Record<NodeKind, SubmitValueType>> = {
  'text-input': 'text',
  'string-select': 'strings',
  'user-select': 'users',
  'role-select': 'roles',
  'mentionable-select': 'mentionables',
  'channel-select': 'channels',
  'file-upload': 'attachments',
  'radio-group': 'choice',
  'checkbox-group': 'strings',
  checkbox: 'boolean',
};

class Walk {
  readonly leftOut: LeftOut[] = [];
  readonly declarations: PlanNode[] = [];
  private readonly names = new NameBook();

  constructor(private readonly lacks: Lacks) {}

  leave(path: string, sentence: string, value: unknown): void {
    this.leftOut.push({ path, what: `${sentence} (${shown(value)})` });
  }

  /** The node as the library builds it, or null (and a sentence) when it cannot. */
  node(n: Node, path: string, parent: Place): PlanNode | null {
    const entry = 'raw' in n ? undefined : entryOf(n.kind);
    if (!entry) {
      this.leave(path, `an entry Discord does not know is left out`, nodeToPayload(n));
      return null;
    }
    if (lacksKind(this.lacks, n.kind, parent)) {
      const where =
        parent === 'message' || parent === 'modal'
          ? `a ${parent}`
          : parent === 'commands'
            ? 'a command set'
            : withArticle(kindName(parent));
      const sentence = this.lacks.kinds?.includes(n.kind)
        ? `${this.lacks.library} has no ${kindName(n.kind)}: left out`
        : `${this.lacks.library} cannot put ${withArticle(kindName(n.kind))} in ${where}: left out`;
      this.leave(path, sentence, nodeToPayload(n));
      return null;
    }
    const payload = nodeToPayload(n);
    const implied = entry.family !== 'command';
    const schema = schemaOf(n.kind);
    const fields: PlanField[] = [];
    for (const [key, given] of Object.entries(payload)) {
      // A component's `type` is its kind, which the builder implies; an embed's is its own field.
      if ((key === 'type' && implied && given === entry.type) || slotSpec(n.kind, key as never))
        continue;
      if (isUnsetField(schema, key, given)) continue;
      const value = wireValue(schemaOfPart(schema ?? NO_FIELDS, key), given);
      const at = `${path}.${key}`;
      if (lacksField(this.lacks, n.kind, key)) {
        this.leave(
          at,
          `${this.lacks.library} cannot set \`${key}\` of ${withArticle(kindName(n.kind))}: left out`,
          value,
        );
      } else fields.push({ key, value: value as Json, path: at });
    }
    const slots = SLOT_ORDER.flatMap((slot) => {
      const spec = slotSpec(n.kind, slot);
      const children = n.slots[slot];
      if (!spec || !children) return [];
      const nodes = children.flatMap((c, i) => {
        const kept = this.node(
          c,
          spec.single ? `${path}.${slot}` : `${path}.${slot}[${i}]`,
          n.kind,
        );
        return kept ? [kept] : [];
      });
      return [{ slot, single: spec.single, nodes }];
    });
    const planned: PlanNode = {
      kind: n.kind,
      type: entry.family === 'part' ? null : entry.type,
      path,
      name: this.names.take(nameWords(n), wordsOf(kindName(n.kind))),
      fields,
      slots,
    };
    this.declarations.push(planned);
    return planned;
  }

  nodes(nodes: readonly Node[], at: (i: number) => string, parent: Place): PlanNode[] {
    return nodes.flatMap((n, i) => {
      const kept = this.node(n, at(i), parent);
      return kept ? [kept] : [];
    });
  }

  body(
    body: Record<string, unknown>,
    owner: 'message' | 'modal',
    skip: readonly string[],
    schema: z.ZodType,
  ): PlanField[] {
    return Object.entries(body).flatMap(([key, given]) => {
      if (skip.includes(key) || isUnsetField(schema, key, given)) return [];
      const value = wireValue(schemaOfPart(schema, key), given);
      if (lacksField(this.lacks, owner, key)) {
        this.leave(
          key,
          `${this.lacks.library} cannot send \`${key}\` with ${withArticle(owner)}: left out`,
          value,
        );
        return [];
      }
      return [{ key, value: value as Json, path: key }];
    });
  }

  /** A name the handlers use, free of the nodes' names. */
  take(words: readonly string[], fallback: readonly string[]) {
    return this.names.take(words, fallback);
  }
}

/** A command's or an option's name, with what it is: `ticket command`, `topic option`. */
function nameWords(n: Node): string[] {
  const entry = entryOf(n.kind);
  if (entry?.family !== 'command' && entry?.family !== 'option') return [];
  const own = typeof n.props.name === 'string' ? wordsOf(n.props.name) : [];
  if (own.length === 0) return [];
  const what =
    entry.family === 'command'
      ? 'command'
      : n.kind === 'subcommand'
        ? 'subcommand'
        : n.kind === 'subcommand-group'
          ? 'group'
          : 'option';
  return [...own.slice(0, 3), what];
}

function visit(nodes: readonly PlanNode[], see: (n: PlanNode) => void): void {
  for (const n of nodes) {
    see(n);
    for (const slot of n.slots) visit(slot.nodes, see);
  }
}

function messagePlan(doc: MessageDoc, lacks: Lacks): MessagePlan {
  const w = new Walk(lacks);
  const groups = messageGroups(doc.nodes);
  const poll = groups.polls[groups.polls.length - 1];
  const embeds = w.nodes(groups.embeds, (i) => `embeds[${i}]`, 'message');
  const planPoll = poll ? w.node(poll, 'poll', 'message') : null;
  const components = w.nodes(groups.components, (i) => `components[${i}]`, 'message');
  const body = bodyOf(doc);
  // Embeds and a poll print from their nodes. A list the import kept as it was (an entry in it is
  // not an embed) or a poll that is not one has none: it is named, not printed.
  if (groups.embeds.length === 0 && body.embeds !== undefined && body.embeds !== null)
    w.leave('embeds', 'an entry is not an embed, so the list is left out', body.embeds);
  if (!poll && body.poll !== undefined && body.poll !== null)
    w.leave('poll', 'not a poll the designer can read, so it is left out', body.poll);
  const routes: Route[] = [];
  visit(components, (n) => {
    const customId = n.fields.find((f) => f.key === 'custom_id')?.value;
    if (!ROUTED.includes(n.kind) || typeof customId !== 'string') return;
    routes.push({
      customId,
      kind: n.kind,
      path: n.path,
      name: w.take(['on', ...wordsOf(customId)], ['on', ...wordsOf(kindName(n.kind))]),
    });
  });
  return {
    surface: 'message',
    envelope: doc.envelope,
    v2: typeof body.flags === 'number' && (body.flags & IS_V2) !== 0,
    components,
    embeds,
    poll: planPoll,
    body: w.body(body, 'message', ['embeds', 'poll'], bodySchema(doc)),
    flags: flagBits(body.flags),
    files: filesOf(doc),
    routes,
    declarations: w.declarations,
    leftOut: w.leftOut,
  };
}

function modalPlan(doc: ModalDoc, lacks: Lacks): ModalPlan {
  const w = new Walk(lacks);
  const components = w.nodes(doc.nodes, (i) => `components[${i}]`, 'modal');
  const body = bodyOf(doc);
  const submit: SubmitValue[] = [];
  visit(components, (n) => {
    const type = SUBMITTED[n.kind];
    const customId = n.fields.find((f) => f.key === 'custom_id')?.value;
    if (!type || typeof customId !== 'string') return;
    const required = n.fields.find((f) => f.key === 'required')?.value;
    submit.push({
      customId,
      kind: n.kind,
      type,
      optional: required === false,
      path: n.path,
      name: w.take(wordsOf(customId), wordsOf(kindName(n.kind))),
    });
  });
  return {
    surface: 'modal',
    envelope: doc.envelope,
    customId: typeof body.custom_id === 'string' ? body.custom_id : null,
    title: typeof body.title === 'string' ? body.title : null,
    components,
    body: w.body(
      body,
      'modal',
      ['custom_id', 'title'].filter((k) => typeof body[k] === 'string'),
      bodySchema(doc),
    ),
    submit,
    declarations: w.declarations,
    leftOut: w.leftOut,
  };
}

function commandsPlan(doc: CommandsDoc, lacks: Lacks): CommandsPlan {
  const w = new Walk(lacks);
  const nodes = doc.envelope === 'command' ? doc.nodes.slice(0, 1) : doc.nodes;
  const at = (i: number) => (doc.envelope === 'command' ? '$' : `[${i}]`);
  const commands = w.nodes(nodes, at, 'commands');
  doc.nodes
    .slice(nodes.length)
    .forEach((n, i) =>
      w.leave(
        `[${i + 1}]`,
        'the target is one command (create), so only the first is printed',
        nodeToPayload(n),
      ),
    );
  return {
    surface: 'commands',
    envelope: doc.envelope,
    guildId: doc.guildId,
    commands,
    declarations: w.declarations,
    leftOut: w.leftOut,
  };
}

/** The plan of `doc`'s code for a library that lacks what `lacks` says. */
export function planDesign(doc: MessageDoc, lacks: Lacks): MessagePlan;
export function planDesign(doc: ModalDoc, lacks: Lacks): ModalPlan;
export function planDesign(doc: CommandsDoc, lacks: Lacks): CommandsPlan;
export function planDesign(doc: Doc, lacks: Lacks): Plan;
export function planDesign(doc: Doc, lacks: Lacks): Plan {
  if (doc.surface === 'message') return messagePlan(doc, lacks);
  if (doc.surface === 'modal') return modalPlan(doc, lacks);
  return commandsPlan(doc, lacks);
}
