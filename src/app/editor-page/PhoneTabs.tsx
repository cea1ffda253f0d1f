// On a phone the editor shows one thing at a time: the outline (with the palette behind an Add
// button), the preview or the inspector. These are the tabs that switch, and the button that takes
// the selected component to the inspector. Wider screens show every column and hide both (CSS).
import type { Ref } from 'react';
import { describeNode, selectSelectedNode, useEditor } from '../../editor';
import type { EditorState } from '../../editor';

export type PhoneTab = 'outline' | 'preview' | 'inspector';

const TABS: readonly { id: PhoneTab; label: string }[] = [
  { id: 'outline', label: 'Outline' },
  { id: 'preview', label: 'Preview' },
  { id: 'inspector', label: 'Inspector' },
];

export function PhoneTabs({
  tab,
  onTab,
  ref,
}: {
  tab: PhoneTab;
  onTab: (tab: PhoneTab) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="editor-tabs" role="group" aria-label="Show" ref={ref}>
      {TABS.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          className="editor-tab"
          data-testid={`tab:${id}`}
          aria-pressed={tab === id}
          onClick={() => onTab(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

// A string, so that typing in the selected component draws this again only when its name changes.
const selectedName = (s: EditorState) => {
  const node = selectSelectedNode(s);
  return node ? describeNode(node) : null;
};

/** "Edit Button "Going"": shown under the outline on a phone while a component is selected. */
export function EditSelected({ onEdit }: { onEdit: () => void }) {
  const name = useEditor(selectedName);
  if (name === null) return null;
  return (
    <button type="button" className="edit-selected" data-testid="edit-selected" onClick={onEdit}>
      Edit {name}
    </button>
  );
}
