// Import: paste JSON, open a file or drop one on the page. The text is checked by the model's
// import; a payload with errors is not opened until the user chooses to open what can be, and a
// valid one opens as a new design, so the design on screen is never replaced by an import.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { Dialog } from '../../editor';
import { plural } from '../../model';
import type { ImportResult } from '../../model';
import type { DesignManager } from '../designs/design-manager';
import { importTextForPage } from '../page-import';
import type { FileRead } from './import-check';
import { ENVELOPE_NAMES, designNameFor, readImportFile, verdictOf } from './import-check';
import { openAsNewDesign } from './open-design';
import { ProblemList } from './ProblemList';
import './import.css';

export interface ImportDialogProps {
  manager: DesignManager;
  /** A file dropped on the page, to read straight away. */
  file: File | null;
  onClose: () => void;
}

export default function ImportDialog({ manager, file, onClose }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [sourceName, setSourceName] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const take = useCallback((read: FileRead) => {
    setReading(false);
    if (!read.ok) {
      setFileError(read.message);
      return;
    }
    setFileError(null);
    setText(read.text);
    setSourceName(read.name);
    setResult(importTextForPage(read.text));
  }, []);

  const readFile = useCallback(
    (chosen: File, live: () => boolean = () => true) => {
      setReading(true);
      void readImportFile(chosen).then((read) => {
        if (live()) take(read);
      });
    },
    [take],
  );

  useEffect(() => {
    if (!file) return;
    let live = true;
    readFile(file, () => live);
    return () => {
      live = false;
    };
  }, [file, readFile]);

  const open = (checked: ImportResult) => {
    if (!checked.doc) return;
    const count = checked.problems.length;
    const what = checked.envelope ? ENVELOPE_NAMES[checked.envelope] : 'payload';
    openAsNewDesign(manager, designNameFor(sourceName, checked.kind), checked.doc, (name) =>
      count === 0
        ? `Imported “${name}” (${what}) as a new design.`
        : `Opened “${name}” (${what}) with ${plural(count, 'problem')}; they are listed in the problems panel.`,
    );
    onClose();
  };

  const submit = () => {
    const checked = result ?? importTextForPage(text);
    if (verdictOf(checked).state === 'open') open(checked);
    else setResult(checked);
  };

  const onText = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value);
    setResult(null);
    setFileError(null);
    if (e.target.value.trim() === '') setSourceName(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && text.trim() !== '') {
      e.preventDefault();
      submit();
    }
  };

  const verdict = result ? verdictOf(result) : null;
  const blocked = verdict !== null && verdict.state !== 'open';

  return (
    <Dialog title="Import" onCancel={onClose} testId="import-dialog" className="import-dialog">
      <p className="import-hint" id={hintId}>
        Paste a message or webhook body, an interaction response (type 4, 7 or 9) or a modal, open a
        .json file, or drop one on the page. It opens as a new design.
      </p>
      <div className="import-source">
        <button type="button" className="button-secondary" onClick={() => input.current?.click()}>
          Open file…
        </button>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept=".json,application/json"
          tabIndex={-1}
          aria-label="Open a JSON file"
          data-testid="import-file"
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0];
            // Cleared so the same file can be chosen again after it was fixed on disk.
            e.currentTarget.value = '';
            if (chosen) readFile(chosen);
          }}
        />
        <span className="import-file-name" data-testid="import-source" aria-live="polite">
          {reading ? 'Reading the file…' : sourceName ? `From ${sourceName}` : ''}
        </span>
      </div>
      {fileError && (
        <p className="import-error" role="alert" data-testid="import-error">
          {fileError}
        </p>
      )}
      <textarea
        className="import-text"
        data-testid="import-text"
        data-autofocus=""
        aria-label="JSON to import"
        aria-describedby={hintId}
        spellCheck={false}
        autoComplete="off"
        placeholder={'{ "flags": 32768, "components": [ … ] }'}
        value={text}
        onChange={onText}
        onKeyDown={onKeyDown}
      />
      {verdict && result && (
        <div className="import-result">
          <p
            className={`import-verdict is-${verdict.state}`}
            role="status"
            data-testid="import-verdict"
          >
            {verdict.summary}
          </p>
          {result.problems.length > 0 && <ProblemList problems={result.problems} />}
        </div>
      )}
      <div className="dialog-buttons">
        <button
          type="button"
          className="button-secondary"
          data-testid="import-cancel"
          onClick={onClose}
        >
          Cancel
        </button>
        {verdict?.state === 'partial' && result && (
          <button
            type="button"
            className="button-secondary"
            data-testid="import-load-anyway"
            onClick={() => open(result)}
          >
            Open what can be opened ({plural(result.problems.length, 'problem')})
          </button>
        )}
        {!blocked && (
          <button
            type="button"
            data-testid="import-submit"
            disabled={text.trim() === '' || reading}
            onClick={submit}
          >
            Import
          </button>
        )}
      </div>
    </Dialog>
  );
}
