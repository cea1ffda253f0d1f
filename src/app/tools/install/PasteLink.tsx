// "Have a link already?": a pasted authorize link fills the form, so it can be checked and
// changed; text that is not one gets a sentence saying why, and the form is left as it was.
import { useId, useState } from 'react';
import type { InstallForm } from '../../../model/oauth';
import { parseInstallLink } from '../../../model/oauth';
import { FindingList, errors } from '../fields/ToolField';

export function PasteLink({ onRead }: { onRead: (form: InstallForm, notes: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const read = () => {
    const parsed = parseInstallLink(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setText('');
    onRead(parsed.form, parsed.notes);
  };
  return (
    <details className="install-paste">
      <summary>Have a link already? Paste it to check or change it</summary>
      <div className="install-row">
        <label htmlFor={id} className="visually-hidden">
          An authorize link
        </label>
        <input
          id={id}
          className="form-input"
          data-testid="install-paste"
          placeholder="https://discord.com/oauth2/authorize?client_id=…"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') read();
          }}
        />
        <button
          type="button"
          className="button-secondary"
          data-testid="install-paste-read"
          onClick={read}
        >
          Read it
        </button>
      </div>
      {error && <FindingList findings={errors([error])} testId="install-paste-error" />}
    </details>
  );
}
