import { useCallback, useState } from 'react';
import type { NodeKey } from '../../model';
import { InputPanel } from './InputPanel';
import { PreviewPanel } from './PreviewPanel';
import { ResultPanel } from './ResultPanel';
import type { KindChoice } from './use-validation';
import { useValidation } from './use-validation';
import { PageNav } from '../components/PageNav';

const EDITED = ' (edited)';

export function ValidatorPage() {
  const [text, setText] = useState('');
  const [kind, setKind] = useState<KindChoice>('detect');
  const [source, setSource] = useState('');
  const [fileError, setFileError] = useState('');
  const validation = useValidation(text, kind);
  const [selectedKey, setSelectedKey] = useState<NodeKey | null>(null);
  const doc = validation.result?.doc ?? null;

  const changeText = useCallback((next: string, from?: string) => {
    setText(next);
    setFileError('');
    setSource((prev) => from ?? (prev === '' || prev.endsWith(EDITED) ? prev : prev + EDITED));
  }, []);

  return (
    <div className="app">
      <header className="app-header">
        <div className="app-title">
          <h1>Component Studio</h1>
          <PageNav current="validate" className="app-nav" />
        </div>
        <p>
          Check a Discord message, modal or application command payload, see every problem at once,
          and see it the way Discord draws it: a message, a modal, or commands in the picker.
        </p>
      </header>
      {fileError !== '' && (
        <p className="file-error" role="alert" data-testid="file-error">
          {fileError}
        </p>
      )}
      <main className="columns">
        <InputPanel
          text={text}
          kind={kind}
          source={source}
          onTextChange={changeText}
          onKindChange={setKind}
          onFileError={setFileError}
        />
        <ResultPanel validation={validation} forced={kind !== 'detect'} selectedKey={selectedKey} />
      </main>
      {doc && (
        <PreviewPanel
          doc={doc}
          invalid={validation.errors > 0}
          selectedKey={selectedKey}
          onSelect={setSelectedKey}
        />
      )}
    </div>
  );
}
