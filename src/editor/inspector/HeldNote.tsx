// Says which typed values a node keeps aside (a Link button's custom_id), so a person knows a
// switch back brings them back and that the export does not carry them.
import { useCallback } from 'react';
import type { NodeKey } from '../../model';
import { useEditor } from '../state/context';
import { nodeIndex } from '../state/selectors';
import type { EditorState } from '../state/store';

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** "custom_id “vote_yes”, label “Go”" for the held fields with a text value; '' for none. */
function heldText(held: Record<string, unknown> | undefined): string {
  if (!held || typeof held !== 'object') return '';
  return Object.entries(held)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([field, value]) => `${field} “${clip(value)}”`)
    .join(', ');
}

export function HeldNote({ nodeKey }: { nodeKey: NodeKey }) {
  const select = useCallback(
    (s: EditorState) => heldText(nodeIndex(s.doc).get(nodeKey)?.node.held),
    [nodeKey],
  );
  const text = useEditor(select);
  if (text === '') return null;
  return (
    <p className="insp-hint" data-testid="held-fields">
      Kept for a switch back, not exported with this style: {text}.
    </p>
  );
}
