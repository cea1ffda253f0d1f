// Fixture builders for the command tests: plain props of each kind, valid by default; an override
// set to undefined removes a field. `schemaIssues` runs a kind's schema through fieldIssues, the
// way validate() reports a node's fields.
import { formatPath } from '../problems';
import type { FieldIssue } from '../rules/field-issues';
import { fieldIssues } from '../rules/field-issues';
import type { CommandFamilyKind } from './kind-names';
import { kindInfo, subjectOf } from './kind-names';
import { COMMAND_FAMILY_SCHEMAS } from './schemas';

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
export function schemaIssues(kind: CommandFamilyKind, props: unknown): FieldIssue[] {
  const result = COMMAND_FAMILY_SCHEMAS[kind].safeParse(props);
  return result.success ? [] : fieldIssues(result.error, props, subjectOf(kind));
}

/** "code $.path" for each problem: a compact form to compare. */
export const summary = (issues: readonly { code: string; path: (string | number)[] }[]) =>
  issues.map((i) => `${i.code} ${formatPath(i.path)}`);
