// The editor benchmark's design: 1 Container holding 39 Text Displays (40 components), stored the
// way the app keeps designs in localStorage, with one Text Display selected so that the inspector
// opens on its content field.
import type { MessageDoc, NodeKey } from '../../src/model';
import { countNodes, importPayload } from '../../src/model';
import type { DesignIndex, StoredDesign } from '../../src/app/designs/format';
import { INDEX_KEY, designKey } from '../../src/app/designs/format';

export const DESIGN_ID = 'bench-40';
/** Which of the 39 Text Displays the benchmark types into (0-based). */
export const TYPED_INDEX = 19;

export interface BenchDesign {
  doc: MessageDoc;
  /** The Text Display typed into, selected when the design opens. */
  selectedKey: NodeKey;
}

const line = (i: number) =>
  `**Update ${i + 1}.** The *new* build fixes item ${i + 1} and improves \`sync\` speed.`;

export function benchDesign(): BenchDesign {
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
  return { doc, selectedKey: typed.key };
}

/** localStorage entries that open `design` as the only, current design. */
export function storageSeed(design: BenchDesign, now = Date.now()): Record<string, string> {
  const index: DesignIndex = {
    version: 1,
    currentId: DESIGN_ID,
    designs: [{ id: DESIGN_ID, name: 'Benchmark: 40 components', updatedAt: now }],
  };
  const stored: StoredDesign = { version: 1, doc: design.doc, selectedKey: design.selectedKey };
  return {
    [INDEX_KEY]: JSON.stringify(index),
    [designKey(DESIGN_ID)]: JSON.stringify(stored),
  };
}
