// A choice's value typed to its option: text for a String option, a safe whole number for an
// Integer option, a number for a Number option. Text that is not such a number is refused with a
// reason, so NaN or a rounded integer never reaches the document.
import { COMMAND_LIMITS } from '../../../model';
import type { NodeKind } from '../../../model';
import { asRecord } from '../values';

export type ChoiceValueKind = 'string' | 'integer' | 'number';

/** The type of value a choice of an option of `kind` holds. */
export function choiceValueKind(kind: NodeKind | null): ChoiceValueKind {
  if (kind === 'integer-option') return 'integer';
  if (kind === 'number-option') return 'number';
  return 'string';
}

export type ParsedChoiceValue = { ok: true; value: number } | { ok: false; reason: string };

const WHOLE = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The number `text` means for a choice of an Integer or Number option, or why it is none. */
export function parseChoiceValue(kind: 'integer' | 'number', text: string): ParsedChoiceValue {
  const t = text.trim();
  const { min, max } = kind === 'integer' ? COMMAND_LIMITS.integer : COMMAND_LIMITS.number;
  const range =
    kind === 'integer'
      ? `A whole number from ${min} to ${max}.`
      : `A number from ${min} to ${max}.`;
  if (t === '') return { ok: false, reason: `A value is needed. ${range}` };
  if (!(kind === 'integer' ? WHOLE : DECIMAL).test(t)) return { ok: false, reason: range };
  const value = Number(t);
  // Beyond 2^53 a whole number no longer survives as a JavaScript number: 2^53 + 1 reads as 2^53.
  if (!Number.isFinite(value) || value < min || value > max) return { ok: false, reason: range };
  if (kind === 'integer' && !Number.isSafeInteger(value)) return { ok: false, reason: range };
  return { ok: true, value };
}

/** A new choice after `choices`: `Choice n`, with a value none of them uses. */
export function newChoice(choices: readonly unknown[], kind: ChoiceValueKind) {
  const used = new Set(choices.map((c) => asRecord(c).value));
  let n = choices.length + 1;
  const valueOf = (i: number) => (kind === 'string' ? `choice_${i}` : i);
  while (used.has(valueOf(n))) n += 1;
  return { name: `Choice ${n}`, value: valueOf(n) };
}
