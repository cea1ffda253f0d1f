// What a command or option uses of Discord's limits, above its fields: options at this level
// n / 25, and the combined characters of the whole command n / 8,000 (longest localization counted).
import { useMemo } from 'react';
import type { NodeKey } from '../../model';
import { COMMAND_LIMITS, entryOf, nodeToPayload } from '../../model';
import { commandSize } from '../../model/commands';
import { Counter } from '../panels/Counters';
import { useEditor } from '../state/context';
import { nodeIndex } from '../state/selectors';
import type { EditorState } from '../state/store';

/** The top-level command a node belongs to. */
function commandOf(s: EditorState, key: NodeKey) {
  const index = nodeIndex(s.doc);
  let site = index.get(key);
  while (site && site.parentKey !== null) site = index.get(site.parentKey);
  return site?.node;
}

export function CommandCounters({ nodeKey }: { nodeKey: NodeKey }) {
  // Numbers, so typing elsewhere draws this again only when a count changes.
  const selectOptions = useMemo(
    () => (s: EditorState) => {
      const node = nodeIndex(s.doc).get(nodeKey)?.node;
      if (!node || !entryOf(node.kind)?.slots.some((slot) => slot.name === 'options')) return -1;
      return node.slots.options?.length ?? 0;
    },
    [nodeKey],
  );
  const selectSize = useMemo(
    () => (s: EditorState) => {
      const command = commandOf(s, nodeKey);
      return command ? commandSize(nodeToPayload(command)).total : 0;
    },
    [nodeKey],
  );
  const options = useEditor(selectOptions);
  const size = useEditor(selectSize);
  return (
    <div className="counters insp-counters" role="group" aria-label="Limits of this command">
      {options >= 0 && (
        <Counter id="options" label="Options here" n={options} max={COMMAND_LIMITS.options} />
      )}
      <Counter id="command-size" label="Command size" n={size} max={COMMAND_LIMITS.combinedSize} />
    </div>
  );
}
