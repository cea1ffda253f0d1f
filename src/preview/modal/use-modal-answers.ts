// The answers of a modal form: controlled by the caller, or kept here starting from the model's
// defaults. Answers a person gave survive edits of the document as long as their field still exists
// with the same kind; new fields and changed kinds start from their defaults.
import type { NodeKind } from '../../model';
import { useMemo, useState } from 'react';
import type { Answer, Doc, GuildDirectory, NodeKey } from '../../model';
import { defaultAnswers, modalFields } from '../../model';

export type Answers = Record<NodeKey, Answer>;

interface Given {
  type: NodeKind;
  answer: Answer;
}

export interface ModalAnswers {
  answers: Answers;
  setAnswer: (key: NodeKey, answer: Answer) => void;
  /** Back to the defaults (Cancel). */
  reset: () => void;
}

export function useModalAnswers(
  doc: Doc,
  guild: GuildDirectory | undefined,
  controlled: Answers | undefined,
  onChange: ((answers: Answers, changedKey: NodeKey) => void) | undefined,
): ModalAnswers {
  const defaults = useMemo(() => defaultAnswers(doc, guild), [doc, guild]);
  const types = useMemo(
    () => new Map(modalFields(doc).map(({ node }) => [node.key, node.kind])),
    [doc],
  );
  const [given, setGiven] = useState<Record<NodeKey, Given>>({});

  const answers: Answers = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (controlled) {
      if (key in controlled) answers[key] = controlled[key]!;
    } else {
      const own = given[key];
      if (own && own.type === types.get(key)) answers[key] = own.answer;
    }
  }

  const setAnswer = (key: NodeKey, answer: Answer) => {
    const type = types.get(key);
    if (type === undefined) return;
    if (!controlled) setGiven((prev) => ({ ...prev, [key]: { type, answer } }));
    onChange?.({ ...answers, [key]: answer }, key);
  };
  return { answers, setAnswer, reset: () => setGiven({}) };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Equal answers: the same value, the same values, or the same files. */
function sameAnswer(a: Answer | undefined, b: Answer | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return sameList(a, b);
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a)) {
    return !Array.isArray(b) && sameList(a.files, b.files);
  }
  return false;
}

/**
 * `next` with the entries that equal those of `prev` taken from `prev`: an edit of the document
 * rebuilds the defaults, and a field whose answer did not change should not draw again.
 */
export function keepSameAnswers(prev: Answers, next: Answers): Answers {
  let changed = Object.keys(prev).length !== Object.keys(next).length;
  const out: Answers = {};
  for (const [key, answer] of Object.entries(next)) {
    const old = prev[key];
    if (key in prev && sameAnswer(old, answer)) out[key] = old as Answer;
    else {
      out[key] = answer;
      changed = true;
    }
  }
  return changed ? out : prev;
}
