// Modal submit (interaction type 5): the answers a user gives, checked the way Discord's client
// checks them before it lets the modal be sent, turned into `data.components` and `data.resolved`.
import type { NodeKind } from '../catalog/catalog';
import { kindName, wireType } from '../catalog/catalog';
import type { Doc, Node, NodeKey } from '../document/document';
import type { ResolvedContext, ResolvedData } from './context';
import { addResolved } from './context';
import { aKind, choiceErrors, defaultValuesOf, selectablesOf } from './select';
import type { FileAnswer } from './files';
import { attachment, fileErrors, isFileAnswer } from './files';
import { LIMITS } from '../limits';
import { withArticle } from '../text';
import type { GuildDirectory } from './sample-guild';
import { SAMPLE_GUILD } from './sample-guild';

export type { FileAnswer, UploadedFile } from './files';

/** Text Input: string. Selects and Checkbox Group: values. Radio Group: value or null. Checkbox: boolean. */
export type Answer = string | string[] | null | boolean | FileAnswer;

export interface InteractionError {
  nodeKey?: NodeKey;
  message: string;
}

type ValuesType = 3 | 5 | 6 | 7 | 8 | 19 | 22;
export type SubmittedField =
  | { type: 4; id: number; custom_id: string; value: string }
  | { type: ValuesType; id: number; custom_id: string; values: string[] }
  | { type: 21; id: number; custom_id: string; value: string | null }
  | { type: 23; id: number; custom_id: string; value: boolean };

export type SubmittedComponent =
  | { type: 18; id: number; component: SubmittedField }
  | { type: 10; id: number }
  | { type: 1; id: number; components: Extract<SubmittedField, { type: 4 }>[] };

export interface ModalSubmitData {
  custom_id: string;
  components: SubmittedComponent[];
  resolved?: ResolvedData;
}

export interface ModalField {
  node: Node;
  /** How the user knows the field: its Label's text, or its custom_id. */
  name: string;
}

function fieldName(node: Node, wrapper: Node | null): string {
  const label = wrapper?.props.label ?? node.props.label;
  if (typeof label === 'string' && label !== '') return `"${label}"`;
  const id = node.props.custom_id;
  return typeof id === 'string' ? `${kindName(node.kind)} "${id}"` : kindName(node.kind);
}

/** The components a modal submit answers, in order: Label children and Text Inputs in Action Rows. */
export function modalFields(doc: Doc): ModalField[] {
  return doc.nodes.flatMap((top) => {
    if (top.kind === 'label') {
      const child = top.slots.component?.[0];
      return child ? [{ node: child, name: fieldName(child, top) }] : [];
    }
    if (top.kind === 'action-row') {
      return (top.slots.components ?? [])
        .filter((node) => node.kind === 'text-input')
        .map((node) => ({ node, name: fieldName(node, null) }));
    }
    return [];
  });
}

/** What a field holds before the user touches it; undefined for kinds a modal cannot submit. */
export function defaultAnswer(node: Node, guild: GuildDirectory): Answer | undefined {
  switch (node.kind) {
    case 'text-input':
      return typeof node.props.value === 'string' ? node.props.value : '';
    case 'radio-group':
      return (
        selectablesOf(node, guild)?.find((o) => o.kind === 'option' && o.default)?.value ?? null
      );
    case 'checkbox':
      return node.props.default === true;
    case 'file-upload':
      return { files: [] };
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
    case 'checkbox-group':
      return defaultValuesOf(node, guild);
    default:
      return undefined;
  }
}

/** Every field's starting answer, keyed by node key (the preview's initial form state). */
export function defaultAnswers(
  doc: Doc,
  guild: GuildDirectory = SAMPLE_GUILD,
): Record<NodeKey, Answer> {
  const out: Record<NodeKey, Answer> = {};
  for (const { node } of modalFields(doc)) {
    const answer = defaultAnswer(node, guild);
    if (answer !== undefined) out[node.key] = answer;
  }
  return out;
}

const isStrings = (a: unknown): a is string[] =>
  Array.isArray(a) && a.every((v) => typeof v === 'string');
const EXPECTED: Record<string, [string, (a: unknown) => boolean]> = {
  'text-input': ['a string', (a) => typeof a === 'string'],
  'radio-group': ['an option value or null', (a) => a === null || typeof a === 'string'],
  checkbox: ['true or false', (a) => typeof a === 'boolean'],
  'file-upload': ['{ files: [...] }', isFileAnswer],
};
const expectedOf = (type: NodeKind): [string, (a: unknown) => boolean] =>
  EXPECTED[type] ?? ['a list of values', isStrings];

const length = (s: string): number => Array.from(s).length;

function textErrors(node: Node, value: string, name: string): string[] {
  const { required, min_length, max_length, style } = node.props;
  if (value === '') return required === false ? [] : [`${name} is required.`];
  const n = length(value);
  const min = typeof min_length === 'number' ? min_length : 0;
  const max = typeof max_length === 'number' ? max_length : LIMITS.textInputValue;
  const errors: string[] = [];
  if (n < min) errors.push(`${name} needs at least ${min} characters; it has ${n}.`);
  if (n > max) errors.push(`${name} takes at most ${max} characters; it has ${n}.`);
  if (style === 1 && /[\r\n]/.test(value))
    errors.push(`${name} is a single line; remove the line breaks.`);
  return errors;
}

interface Submission {
  errors: InteractionError[];
  resolved: ResolvedData;
  ctx: ResolvedContext;
}

function submitField(
  node: Node,
  name: string,
  given: Answer | undefined,
  sub: Submission,
): SubmittedField | null {
  const fail = (...messages: string[]) => {
    sub.errors.push(...messages.map((message) => ({ nodeKey: node.key, message })));
    return null;
  };
  const answer = given === undefined ? defaultAnswer(node, sub.ctx.guild) : given;
  if (answer === undefined) return fail(`${aKind(node.kind)} cannot be submitted in a modal.`);
  const [expected, fits] = expectedOf(node.kind);
  if (!fits(answer)) return fail(`${name} takes ${expected} as its answer.`);
  const { id, custom_id } = node.props;
  if (typeof custom_id !== 'string' || custom_id === '') return fail(`${name} has no custom_id.`);
  const base = { id: id as number, custom_id };
  const check = (errors: string[]) => (errors.length > 0 ? fail(...errors) : true);
  switch (node.kind) {
    case 'text-input':
      return (
        check(textErrors(node, answer as string, name)) && {
          type: 4,
          ...base,
          value: answer as string,
        }
      );
    case 'checkbox':
      return { type: 23, ...base, value: answer as boolean };
    case 'radio-group': {
      const value = answer as string | null;
      const offered = (selectablesOf(node, sub.ctx.guild) ?? []).map((o) => o.value);
      if (value === null)
        return node.props.required === false
          ? { type: 21, ...base, value }
          : fail(`${name} is required.`);
      if (!offered.includes(value)) return fail(`${name}: "${value}" is not one of its options.`);
      return { type: 21, ...base, value };
    }
    case 'file-upload': {
      const { files } = answer as FileAnswer;
      if (!check(fileErrors(node, files, name, sub.ctx))) return null;
      const attachments = files.map((f) => attachment(f, sub.ctx));
      for (const a of attachments) (sub.resolved.attachments ??= {})[a.id] = a;
      return { type: 19, ...base, values: attachments.map((a) => a.id) };
    }
    default: {
      const values = answer as string[];
      if (!check(choiceErrors(node, values, name, 'modal', sub.ctx.guild))) return null;
      if (node.kind !== 'string-select' && node.kind !== 'checkbox-group')
        addResolved(sub.ctx, values, sub.resolved);
      return { type: wireType(node) as ValuesType, ...base, values };
    }
  }
}

export type ModalSubmitResult =
  { ok: true; data: ModalSubmitData } | { ok: false; errors: InteractionError[] };

/** `data` of the modal submit for these answers; `doc` must have its ids filled. */
export function buildModalData(
  doc: Doc,
  answers: Readonly<Record<NodeKey, Answer>>,
  ctx: ResolvedContext,
): ModalSubmitResult {
  const sub: Submission = { errors: [], resolved: {}, ctx };
  const fields = modalFields(doc);
  const known = new Set(fields.map((f) => f.node.key));
  for (const key of Object.keys(answers)) {
    if (!known.has(key))
      sub.errors.push({ nodeKey: key, message: `This modal has no field with key ${key}.` });
  }
  const field = (node: Node, wrapper: Node | null) =>
    submitField(node, fieldName(node, wrapper), answers[node.key], sub);
  const components: SubmittedComponent[] = [];
  for (const top of doc.nodes) {
    const id = top.props.id as number;
    if (top.kind === 'text-display') {
      components.push({ type: 10, id });
    } else if (top.kind === 'label') {
      const child = top.slots.component?.[0];
      const component = child ? field(child, top) : null;
      if (!child)
        sub.errors.push({
          nodeKey: top.key,
          message: `${fieldName(top, null)} holds no component.`,
        });
      if (component) components.push({ type: 18, id, component });
    } else if (top.kind === 'action-row') {
      const children = (top.slots.components ?? []).flatMap((c) => {
        if (c.kind === 'text-input') return [field(c, null)];
        const message = `An Action Row in a modal holds only Text Inputs, not ${withArticle(kindName(c.kind))}.`;
        sub.errors.push({ nodeKey: c.key, message });
        return [];
      });
      const inputs = children.filter(
        (c): c is Extract<SubmittedField, { type: 4 }> => c?.type === 4,
      );
      components.push({ type: 1, id, components: inputs });
    } else {
      sub.errors.push({
        nodeKey: top.key,
        message: `${aKind(top.kind)} cannot be in a modal.`,
      });
    }
  }
  if (sub.errors.length > 0) return { ok: false, errors: sub.errors };
  const custom_id = typeof doc.body.custom_id === 'string' ? doc.body.custom_id : '';
  const hasResolved = Object.keys(sub.resolved).length > 0;
  return {
    ok: true,
    data: { custom_id, components, ...(hasResolved ? { resolved: sub.resolved } : {}) },
  };
}
