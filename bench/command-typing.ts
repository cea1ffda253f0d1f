// "Validation per keystroke" for `npm run bench`: the 100-command set open in the editor, a person
// typing into one option's description. Each key is the edit the editor's reducer makes (updateNode,
// the `update` action), then validate() on the new document, timed on its own: the editor calls it
// on every change, and it checks again only what the edit touched (src/model/rules/kept.ts).
import type { Doc, Node } from '../src/model';
import { importPayload, updateNode, validate } from '../src/model';
import type { CommandJson } from './command-fixtures';
import { formatDuration, table } from './harness';

/** The goal from the issue: validation per keystroke at most 2 ms for the 100-command set. */
const GOAL_NS = 2_000_000;
const KEYS = 600;
const WARMUP_KEYS = 100;
const TYPED = ' and the one after it';

/** The deepest option of the set's first command (a group's subcommand's value option). */
function deepestOption(command: Node): Node {
  let node = command;
  while (node.slots.options?.length) node = node.slots.options[0]!;
  return node;
}

/** Nanoseconds of validate() after each of `keys` single-character edits (typed, then erased). */
function typeInto(doc: Doc, key: string, start: string, keys: number): number[] {
  const times: number[] = [];
  let current = doc;
  let text = start;
  for (let i = 0; i < keys; i += 1) {
    // Type the phrase, then take it back a key at a time, so the description stays under 100.
    const step = i % (2 * TYPED.length);
    text = step < TYPED.length ? text + TYPED[step]! : text.slice(0, -1);
    const edited = updateNode(current, key, { description: text });
    if (!edited.ok) throw new Error(edited.reason);
    current = edited.doc;
    const begin = process.hrtime.bigint();
    const problems = validate(current);
    times.push(Number(process.hrtime.bigint() - begin));
    if (problems.length > 0) throw new Error(`the typed set has problems: ${problems[0]!.message}`);
  }
  return times;
}

const at = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export function typingFigure(set: CommandJson[]): void {
  const doc = importPayload(set, { as: 'commands' }).doc!;
  const option = deepestOption(doc.nodes[0]!);
  const start = String(option.props.description);
  // importPayload has validated `doc` already; a copy shares no node with it, so nothing is kept.
  const copy = structuredClone(doc);
  const before = process.hrtime.bigint();
  validate(copy);
  const first = Number(process.hrtime.bigint() - before);
  typeInto(doc, option.key, start, WARMUP_KEYS);
  const times = typeInto(doc, option.key, start, KEYS).sort((a, b) => a - b);
  const median = at(times, 0.5);
  const p95 = at(times, 0.95);
  console.log(
    `\nValidation per keystroke: ${KEYS} keys typed into the description of option "${String(option.props.name)}" of /${String(doc.nodes[0]!.props.name)} (updateNode, then validate()).\n`,
  );
  console.log(
    table(
      ['validate()', 'median', 'p95', 'max'],
      [
        ['a first pass (nothing kept)', formatDuration(first), '', ''],
        [
          'per keystroke',
          formatDuration(median),
          formatDuration(p95),
          formatDuration(times.at(-1)!),
        ],
      ],
    ),
  );
  const pass = median <= GOAL_NS && p95 <= GOAL_NS;
  console.log(
    `\nGoal: at most ${formatDuration(GOAL_NS)} per keystroke (median ${formatDuration(median)}, p95 ${formatDuration(p95)}) -> ${pass ? 'PASS' : 'FAIL'}\n`,
  );
}
