// Fixture builders and assertion helpers for the model's tests. Builders return payload JSON as a
// bot would send it (so tests go through import, exactly like user input); every builder gives a
// valid component by default and takes overrides, where `undefined` removes a field.
import { expect } from 'vitest';
import type { Doc, Node } from '../document/document';
import { importPayload } from '../payload/import';
import { IS_COMPONENTS_V2 } from '../limits';
import type { PayloadKind } from '../payload/envelope';
import type { Problem } from '../rules/problems';

export type Json = Record<string, unknown>;

let counter = 0;
/** A custom_id no other fixture uses, so that uniqueness rules stay quiet unless a test wants them. */
export function uid(prefix = 'id'): string {
  counter += 1;
  return `${prefix}_${counter}`;
}

/** Drops the fields set to undefined, so an override can remove a default. */
function clean(fields: Json): Json {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** A string of exactly n characters. */
export const chars = (n: number, c = 'a'): string => c.repeat(n);

// Bodies

/** A Components V2 message (flags 32768). */
export const message = (...components: unknown[]): Json => ({
  flags: IS_COMPONENTS_V2,
  components,
});
/** A legacy message: Action Rows only, no flag. */
export const legacy = (...rows: unknown[]): Json => ({ components: rows });
/** A bare modal with custom_id and title. */
export const modal = (...components: unknown[]): Json => ({
  custom_id: 'modal',
  title: 'Modal',
  components,
});
/** The payload with an `attachments` entry for each file name. */
export const withAttachments = (payload: Json, ...names: string[]): Json => ({
  ...payload,
  attachments: names.map((filename, id) => ({ id, filename })),
});

// Message components

export const row = (...components: unknown[]): Json => ({ type: 1, components });
/** A Secondary button with a label and its own custom_id. */
export const button = (fields: Json = {}): Json =>
  clean({ type: 2, style: 2, label: 'Button', custom_id: uid('button'), ...fields });
export const linkButton = (fields: Json = {}): Json =>
  clean({ type: 2, style: 5, label: 'Open', url: 'https://example.com', ...fields });
export const premiumButton = (fields: Json = {}): Json =>
  clean({ type: 2, style: 6, sku_id: '1234567890', ...fields });
/** n Secondary buttons. */
export const buttons = (n: number): Json[] => Array.from({ length: n }, () => button());
export const text = (content = 'Hello'): Json => ({ type: 10, content });
export const texts = (n: number): Json[] => Array.from({ length: n }, (_, i) => text(`Text ${i}`));
export const container = (...components: unknown[]): Json => ({ type: 17, components });
/** A Section; leave out the accessory to get one without. */
export const section = (children: unknown[], accessory?: unknown): Json =>
  clean({ type: 9, components: children, accessory });
export const thumbnail = (fields: Json = {}): Json =>
  clean({ type: 11, media: { url: 'https://example.com/a.png' }, ...fields });
export const mediaItem = (url = 'https://example.com/a.png', fields: Json = {}): Json =>
  clean({ media: { url }, ...fields });
export const mediaItems = (n: number): Json[] =>
  Array.from({ length: n }, (_, i) => mediaItem(`https://example.com/${i}.png`));
export const gallery = (...items: unknown[]): Json => ({ type: 12, items });
/** A File showing attachment://<name>. */
export const file = (name = 'report.pdf', fields: Json = {}): Json =>
  clean({ type: 13, file: { url: `attachment://${name}` }, ...fields });
export const separator = (fields: Json = {}): Json => clean({ type: 14, ...fields });

// Selects (messages and modals)

/** n select options `Option i` / `option-i`. */
export const options = (n: number): Json[] =>
  Array.from({ length: n }, (_, i) => ({ label: `Option ${i + 1}`, value: `option-${i + 1}` }));
export const stringSelect = (fields: Json = {}): Json =>
  clean({ type: 3, custom_id: uid('select'), options: options(3), ...fields });
const autoSelect =
  (type: number) =>
  (fields: Json = {}): Json =>
    clean({ type, custom_id: uid('select'), ...fields });
export const userSelect = autoSelect(5);
export const roleSelect = autoSelect(6);
export const mentionableSelect = autoSelect(7);
export const channelSelect = autoSelect(8);
/** n default_values of one type. */
export const defaultValues = (type: 'user' | 'role' | 'channel', n: number): Json[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(100000 + i), type }));

// Modal components

export const label = (labelText: string, component?: unknown, fields: Json = {}): Json =>
  clean({ type: 18, label: labelText, component, ...fields });
export const textInput = (fields: Json = {}): Json =>
  clean({ type: 4, custom_id: uid('input'), style: 1, ...fields });
export const fileUpload = (fields: Json = {}): Json =>
  clean({ type: 19, custom_id: uid('upload'), ...fields });
/** n Radio Group / Checkbox Group options. */
export const choices = (n: number): Json[] =>
  Array.from({ length: n }, (_, i) => ({ label: `Choice ${i + 1}`, value: `choice-${i + 1}` }));
export const radioGroup = (fields: Json = {}): Json =>
  clean({ type: 21, custom_id: uid('radio'), options: choices(2), ...fields });
export const checkboxGroup = (fields: Json = {}): Json =>
  clean({ type: 22, custom_id: uid('checks'), options: choices(3), ...fields });
export const checkbox = (fields: Json = {}): Json =>
  clean({ type: 23, custom_id: uid('checkbox'), ...fields });
/** A modal holding one Label around `component`. */
export const modalWith = (component: unknown): Json => modal(label('Question', component));

// Assertions

/** The problems importing this payload gives. */
export function check(payload: unknown, as?: PayloadKind): Problem[] {
  return importPayload(payload, as ? { as } : {}).problems;
}

/** The imported document; fails the test when the payload is not a message or modal at all. */
export function docOf(payload: unknown, as?: PayloadKind): Doc {
  const { doc } = importPayload(payload, as ? { as } : {});
  if (!doc) throw new Error('The fixture did not import as a document.');
  return doc;
}

/** The node at a list of indexes: `nodeAt(doc, 0, 'components', 1)`, `nodeAt(doc, 0, 'accessory')`. */
export function nodeAt(doc: Doc, index: number, ...rest: (string | number)[]): Node {
  let node = doc.nodes[index];
  for (let i = 0; i < rest.length; i += 1) {
    const slot = rest[i] as 'components' | 'accessory' | 'component';
    const list = node?.slots[slot];
    node = slot === 'components' ? list?.[rest[(i += 1)] as number] : list?.[0];
  }
  if (!node) throw new Error(`No node at ${[index, ...rest].join('.')}.`);
  return node;
}

/** `error too-long $.components[0].label`: severity, code and path of each problem. */
export const summary = (problems: readonly Problem[]): string[] =>
  problems.map((p) => `${p.severity} ${p.code} ${p.path}`);

/** A message a person can read: starts like a sentence, ends with a full stop, names each number. */
export function expectSentence(text: string, ...mentions: (string | number)[]): void {
  expect(text).toMatch(/^[A-Z0-9`"].*\.$/s);
  for (const m of mentions) expect(text).toContain(String(m));
}

/** Exactly these problems (in any order), each with a readable message. */
export function expectProblems(payload: unknown, expected: string[], as?: PayloadKind): Problem[] {
  const problems = check(payload, as);
  expect(summary(problems).sort()).toEqual([...expected].sort());
  for (const p of problems) expectSentence(p.message);
  return problems;
}

/** No problem at all, not even a warning. */
export const expectValid = (payload: unknown, as?: PayloadKind): Problem[] =>
  expectProblems(payload, [], as);

/**
 * Exactly one problem, `severity code path`, whose message names each of `mentions` (the limit,
 * the actual count).
 */
export function expectOnly(
  payload: unknown,
  expected: string,
  ...mentions: (string | number)[]
): Problem {
  const [problem] = expectProblems(payload, [expected]);
  if (!problem) throw new Error('unreachable');
  expectSentence(problem.message, ...mentions);
  return problem;
}
