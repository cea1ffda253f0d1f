// The editor benchmark's designs, stored the way the app keeps designs in localStorage, each with
// the node typed into selected so that the inspector opens on its field: a message of 40
// components (1 Container holding 39 Text Displays), and a set of 100 slash commands.
import type { CommandsDoc, Doc, MessageDoc, Node, NodeKey } from '../../src/model';
import { DESIGN_FORMAT, countNodes, importPayload, seal } from '../../src/model';
import { initialCollapsed } from '../../src/editor/state/collapse';
import type { DesignIndex, StoredDesign } from '../../src/app/designs/format';
import { INDEX_KEY, designKey } from '../../src/app/designs/format';
import type { CommandJson } from '../command-fixtures';
import { commandSet } from '../command-fixtures';

export const DESIGN_ID = 'bench-40';
export const EMBEDS_ID = 'bench-embeds';
/** Which of the 10 embeds the benchmark types into (0-based). */
export const TYPED_EMBED = 4;
export const COMMANDS_ID = 'bench-commands';
/** Which of the 39 Text Displays the benchmark types into (0-based). */
export const TYPED_INDEX = 19;
/** The option typed into: the second option of the 50th command (0-based indexes). */
export const TYPED_COMMAND = 49;
export const TYPED_OPTION = 1;
/** Commands 9, 29, 49…: a few of the 100 keep their localizations, the typed one among them. */
const LOCALIZED = (i: number) => i % 20 === 9;

export interface BenchDesign<D extends Doc = Doc> {
  id: string;
  name: string;
  doc: D;
  /** The node typed into, selected when the design opens. */
  selectedKey: NodeKey;
}

const line = (i: number) =>
  `**Update ${i + 1}.** The *new* build fixes item ${i + 1} and improves \`sync\` speed.`;

export function benchDesign(): BenchDesign<MessageDoc> {
  const payload = {
    flags: 1 << 15,
    components: [
      {
        type: 17,
        accent_color: 0x5865f2,
        components: Array.from({ length: 39 }, (_, i) => ({ type: 10, content: line(i) })),
      },
    ],
  };
  const doc = importPayload(payload).doc as MessageDoc;
  const count = countNodes(doc.nodes);
  if (count !== 40) throw new Error(`bench design has ${count} components, not 40`);
  const typed = doc.nodes[0]!.slots.components![TYPED_INDEX]!;
  return { id: DESIGN_ID, name: 'Benchmark: 40 components', doc, selectedKey: typed.key };
}

/** A legacy message of 40 nodes: 10 embeds of 3 fields each, typing into one embed's description. */
export function benchEmbedDesign(): BenchDesign<MessageDoc> {
  const payload = {
    content: 'Weekly report',
    embeds: Array.from({ length: 10 }, (_, i) => ({
      title: `Report ${i + 1}`,
      description: line(i),
      color: 0x5865f2,
      fields: Array.from({ length: 3 }, (_, j) => ({
        name: `Item ${j + 1}`,
        value: line(j),
        inline: true,
      })),
    })),
  };
  const doc = importPayload(payload).doc as MessageDoc;
  const count = countNodes(doc.nodes);
  if (count !== 40) throw new Error(`bench embed design has ${count} nodes, not 40`);
  const typed = doc.nodes[TYPED_EMBED]!;
  return { id: EMBEDS_ID, name: 'Benchmark: 10 embeds', doc, selectedKey: typed.key };
}

/** The command without any `*_localizations` field at any depth. */
const unlocalized = (command: CommandJson): CommandJson =>
  JSON.parse(JSON.stringify(command), (key, value: unknown) =>
    key.endsWith('_localizations') ? undefined : value,
  ) as CommandJson;

/**
 * The validator benchmark's 100 slash commands (groups, subcommands, every option kind, choices),
 * localized in all 32 locales only where LOCALIZED says, as most bots localize few if any.
 */
export function benchCommandSet(): BenchDesign<CommandsDoc> {
  const list = commandSet().map((c, i) => (LOCALIZED(i) ? c : unlocalized(c)));
  const result = importPayload(list, { as: 'commands' });
  if (!result.valid || result.doc?.surface !== 'commands')
    throw new Error('The bench command set does not import as a valid set of commands.');
  const typed = result.doc.nodes[TYPED_COMMAND]?.slots.options?.[TYPED_OPTION];
  if (!typed?.kind.endsWith('-option'))
    throw new Error(`Command ${TYPED_COMMAND + 1} has no value option ${TYPED_OPTION + 1}.`);
  return {
    id: COMMANDS_ID,
    name: 'Benchmark: 100 commands',
    doc: result.doc,
    selectedKey: typed.key,
  };
}

/** localStorage entries that open `design` as the only, current design. */
export function storageSeed(design: BenchDesign, now = Date.now()): Record<string, string> {
  const index: DesignIndex = {
    version: 1,
    currentId: design.id,
    designs: [{ id: design.id, name: design.name, updatedAt: now }],
  };
  const stored: StoredDesign = {
    version: DESIGN_FORMAT,
    rev: 1,
    doc: design.doc,
    selectedKey: design.selectedKey,
  };
  return {
    [INDEX_KEY]: JSON.stringify(index),
    // Sealed, as the app writes it: a returning visit finds what the app itself saved.
    [designKey(design.id)]: seal(JSON.stringify(stored)),
  };
}

/** The outline rows a design opens with: every node but those under a collapsed one. */
export function visibleRows(design: BenchDesign<Doc>): number {
  const collapsed = initialCollapsed(design.doc, design.selectedKey);
  let rows = 0;
  const count = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      rows += 1;
      if (collapsed.has(node.key)) continue;
      for (const slot of Object.values(node.slots)) count(slot ?? []);
    }
  };
  count(design.doc.nodes);
  return rows;
}
