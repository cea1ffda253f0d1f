// What a command or option uses of Discord's limits, above its fields: options at this level
// n / 25, and the combined characters of the whole command n / 8,000 (longest localization counted).
import { useMemo } from 'react';
import type { Node, NodeKey } from '../../../model';
import { COMMAND_LIMITS, entryOf, nodeToPayload } from '../../../model';
import { commandSize } from '../../../model/commands';
import { Counter } from '../../panels/Counters';
import { useEditor } from '../../state/context';
import { ancestorsOf, nodeIndex } from '../../state/selectors';
import type { EditorState } from '../../state/store';

// Per command object: typing elsewhere in a set leaves this command's object, and its size, as is.
const sizes = new WeakMap<Node, number>();

/** The combined size of the top-level command `key` belongs to (0 when it is gone). */
function commandSizeOf(s: EditorState, key: NodeKey): number {
  const top = ancestorsOf(s.doc, key).at(-1) ?? key;
  const command = nodeIndex(s.doc).get(top)?.node;
  if (!command) return 0;
  let size = sizes.get(command);
  if (size === undefined) sizes.set(command, (size = commandSize(nodeToPayload(command)).total));
  return size;
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
  const selectSize = useMemo(() => (s: EditorState) => commandSizeOf(s, nodeKey), [nodeKey]);
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
