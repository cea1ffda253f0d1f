// Fixture builders for the command tests: plain props of each kind, valid by default; an override
// set to undefined removes a field. `schemaIssues` runs a kind's schema through fieldIssues, the
// way validate() reports a node's fields.
import { expect } from 'vitest';
import { importPayload } from '../payload/import';
import type { Problem, RelativeProblem } from '../rules/problems';
import { formatPath } from '../rules/problems';
import { expectSentence } from './fixtures';
import { fieldIssues } from '../rules/field-issues';
import type { CommandFamilyKind } from '../commands/kind-names';
import { kindInfo, subjectOf } from '../commands/kind-names';
import { COMMAND_FAMILY_SCHEMAS } from '../commands/schemas';

export type Props = Record<string, unknown>;

const clean = (fields: Props): Props =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

export const slash = (fields: Props = {}): Props =>
  clean({ name: 'color', description: 'Pick a color', ...fields });

export const userCommand = (fields: Props = {}): Props =>
  clean({ type: 2, name: 'Show Profile', ...fields });

export const messageCommand = (fields: Props = {}): Props =>
  clean({ type: 3, name: 'Report Message', ...fields });

export const entryPoint = (fields: Props = {}): Props =>
  clean({ type: 4, name: 'Launch', description: 'Start the game', handler: 2, ...fields });

/** An option (or subcommand, group) of that kind with a name and a description. */
export const option = (kind: CommandFamilyKind, fields: Props = {}): Props =>
  clean({ type: kindInfo(kind).type, name: 'shade', description: 'Which shade', ...fields });

/** The default props of any kind. */
export function propsOf(kind: CommandFamilyKind, fields: Props = {}): Props {
  switch (kind) {
    case 'chat-input-command':
      return slash(fields);
    case 'user-command':
      return userCommand(fields);
    case 'message-command':
      return messageCommand(fields);
    case 'entry-point-command':
      return entryPoint(fields);
    default:
      return option(kind, fields);
  }
}

/** The problems a kind's schema finds in `props`, as fieldIssues words them. */
export function schemaIssues(kind: CommandFamilyKind, props: unknown): RelativeProblem[] {
  const result = COMMAND_FAMILY_SCHEMAS[kind].safeParse(props);
  return result.success ? [] : fieldIssues(result.error, props, subjectOf(kind));
}

/** "code $.path" for each problem: a compact form to compare. */
export const summary = (issues: readonly { code: string; path: (string | number)[] }[]) =>
  issues.map((i) => `${i.code} ${formatPath(i.path)}`);

/** The problems validate() finds in a command payload (one command or a list) for a scope. */
export function commandProblems(payload: unknown, guildId: string | null = null): Problem[] {
  const result = importPayload(payload, { guildId });
  if (!result.doc || result.doc.surface !== 'commands')
    throw new Error('The fixture did not import as commands.');
  return result.problems;
}

/** Exactly these problems (`severity code path`, any order), each a readable sentence. */
export function expectCommandProblems(
  payload: unknown,
  expected: string[],
  guildId: string | null = null,
): Problem[] {
  const problems = commandProblems(payload, guildId);
  expect(problems.map((p) => `${p.severity} ${p.code} ${p.path}`).sort()).toEqual(
    [...expected].sort(),
  );
  for (const p of problems) expectSentence(p.message);
  return problems;
}

/** n slash commands named cmd-0, cmd-1, … */
export const slashCommands = (n: number): Props[] =>
  Array.from({ length: n }, (_, i) => slash({ name: `cmd-${i}` }));

/** n value options named opt-0, opt-1, … of a kind. */
export const options = (n: number, kind: CommandFamilyKind = 'string-option'): Props[] =>
  Array.from({ length: n }, (_, i) => option(kind, { name: `opt-${i}` }));
