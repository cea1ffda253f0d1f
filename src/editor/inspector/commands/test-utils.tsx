// Test helpers for the command fields: a Commands design imported from a payload (the way a user
// opens one), the inspector on one of its nodes, and the validator and larger editors loaded.
import { screen } from '@testing-library/react';
import type { CommandsDoc, Node } from '../../../model';
import { commandsDoc } from '../../../model/testing/command-use';
import { loadValidator } from '../../panels/problems-of';
import { richInputs } from '../RichField';
import { renderInspector } from '../test-utils';
import type { Rendered } from '../test-utils';

/** The larger editors and the validator, which the app loads once the editor is usable. */
export const loadAll = () => Promise.all([richInputs.load(), loadValidator()]);

/** A Commands design of `commands` (a set), global or for a guild. */
export { commandsDoc };

/** The node at `path` of option indexes under the first command. */
export function nodeAt(doc: CommandsDoc, ...path: number[]): Node {
  let node = doc.nodes[0]!;
  for (const i of path) node = node.slots.options![i]!;
  return node;
}

/** The inspector on the node at `path` (the first command itself when empty). */
export function inspectCommand(
  commands: unknown[],
  { guildId = null, path = [] }: { guildId?: string | null; path?: number[] } = {},
): Rendered & { node: Node } {
  const doc = commandsDoc(commands, guildId);
  const node = nodeAt(doc, ...path);
  return { ...renderInspector(doc, node.key), node };
}

/** An input or control by its test id. */
export const byId = <T extends HTMLElement = HTMLInputElement>(id: string) =>
  screen.getByTestId(id) as T;
