// A new design: blank on one of the four surfaces, or from a template. In the studio it is a new
// file of the bot's folder, so its file name is asked first.
import { useState } from 'react';
import { Dialog } from '../../editor';
import type { Template } from '../../model';
import { emptyCommands, emptyMessage, emptyModal } from '../../model';
import type { Doc, SurfaceChoice } from '../../model';
import type { DesignManager } from '../designs/design-manager';
import { UNTITLED } from '../designs/design-manager';
import { freeName } from '../designs/design-types';
import { Templates } from './Templates';
import { useStudio } from './studio-context';

const BLANKS: { surface: SurfaceChoice; name: string; description: string; build: () => Doc }[] = [
  {
    surface: 'v2',
    name: 'Message',
    description: 'Components V2: layout, text, media and buttons.',
    build: () => emptyMessage(true),
  },
  {
    surface: 'legacy',
    name: 'Legacy message',
    description: 'Text content with up to five rows of buttons and selects.',
    build: () => emptyMessage(false),
  },
  {
    surface: 'modal',
    name: 'Modal',
    description: 'A form that pops up: text inputs, selects and choices.',
    build: emptyModal,
  },
  {
    surface: 'commands',
    name: 'Commands',
    description: "A bot's slash commands and Apps-menu commands, global or for one server.",
    build: () => emptyCommands(null),
  },
];

export function NewDesignDialog({
  manager,
  onClose,
}: {
  manager: DesignManager;
  onClose: () => void;
}) {
  const taken = manager.getSnapshot().designs.map((d) => d.name);
  const studio = useStudio();
  const [fileName, setFileName] = useState('');
  const [shown, setShown] = useState(false);
  const checked = studio?.checkName(fileName);
  const create = (name: string, doc: Doc) => {
    if (studio && checked) {
      if (!checked.ok) return setShown(true);
      studio.create(checked.path, doc);
    } else manager.create(freeName(name, taken), doc);
    onClose();
  };
  return (
    <Dialog title="New design" onCancel={onClose} testId="new-design-dialog" className="new-design">
      {studio && checked && (
        <label className="new-file-name">
          File name in {studio.root}
          <input
            data-autofocus
            data-testid="new-file-name"
            className="design-name-input"
            value={fileName}
            placeholder="messages/welcome.json"
            aria-invalid={shown && !checked.ok}
            onChange={(e) => setFileName(e.target.value)}
          />
          {shown && !checked.ok && (
            <span className="form-problem" role="alert" data-testid="new-file-problem">
              {checked.reason}
            </span>
          )}
        </label>
      )}
      <h3>Blank</h3>
      <ul className="template-list">
        {BLANKS.map((b) => (
          <li key={b.surface}>
            <button
              type="button"
              className="template-item"
              data-testid={`blank:${b.surface}`}
              onClick={() => create(UNTITLED, b.build())}
            >
              <span className="template-name">{b.name}</span>
              <span className="template-description">{b.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <h3>Start from a template</h3>
      <Templates onPick={(t: Template) => create(t.name, t.build())} />
      <div className="dialog-buttons">
        <button
          type="button"
          className="button-secondary"
          data-testid="new-design-cancel"
          onClick={onClose}
        >
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
