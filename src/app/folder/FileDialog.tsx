// A file of the folder that is not a design: what it is and why (a JSON syntax error with its line
// and column), and its text. It is written only when the person edits the text and the result is
// valid JSON; otherwise nothing about the file changes.
import { useState } from 'react';
import { Dialog } from '../../editor';
import { parseJson } from '../../model';

interface Props {
  path: string;
  label: string;
  reason: string;
  text: string | null;
  onSave(text: string): Promise<string | null>;
  onClose(): void;
}

export function FileDialog({ path, label, reason, text, onSave, onClose }: Props) {
  const [draft, setDraft] = useState(text ?? '');
  const [error, setError] = useState<string | null>(null);
  const edited = text !== null && draft !== text;
  const parsed = edited ? parseJson(draft) : null;
  const problem = parsed && !parsed.ok ? parsed.problem.message : null;
  return (
    <Dialog title={path} onCancel={onClose} testId="file-dialog" className="file-dialog">
      <p className="file-problems" data-testid="file-problems" role="status">
        <strong>{label.charAt(0).toUpperCase() + label.slice(1)}.</strong>{' '}
        {edited ? (problem ?? 'Valid JSON: it can be saved.') : reason}
      </p>
      {text !== null && (
        <textarea
          className="file-text"
          data-testid="file-text"
          aria-label={`The text of ${path}`}
          spellCheck={false}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      )}
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-buttons">
        <button
          type="button"
          data-testid="file-save"
          disabled={!edited || problem !== null}
          onClick={() =>
            void onSave(draft).then((failed) => (failed ? setError(failed) : onClose()))
          }
        >
          Save file
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="file-close"
          onClick={onClose}
        >
          Close
        </button>
      </div>
    </Dialog>
  );
}
