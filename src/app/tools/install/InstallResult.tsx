// The link itself once the form is valid, to copy or open; otherwise how many problems stand in
// the way (each is shown next to its field). The notes say what was left out and why.
import { useEffect, useState } from 'react';
import type { InstallLink } from '../../../model/oauth';

type Copied = 'idle' | 'copied' | 'failed';

export function InstallResult({ link, summary }: { link: InstallLink; summary: string }) {
  const [copied, setCopied] = useState<Copied>('idle');
  const url = link.ok ? link.url : null;
  useEffect(() => setCopied('idle'), [url]);

  const copy = () => {
    if (url === null) return;
    navigator.clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return (
    <section className="install-result" aria-label="The link" data-testid="install-result">
      <p className="install-summary" data-testid="install-summary">
        {summary}
      </p>
      {url !== null ? (
        <>
          <output className="install-url" data-testid="install-url">
            {url}
          </output>
          <div className="install-row">
            <button type="button" data-testid="install-copy" onClick={copy}>
              Copy
            </button>
            <a
              className="install-open"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="install-open"
            >
              Open
            </a>
            <span role="status" className="install-hint" data-testid="install-copy-status">
              {copied === 'copied' && 'Copied to the clipboard.'}
              {copied === 'failed' &&
                'The browser refused to copy: select the link and copy it yourself.'}
            </span>
          </div>
        </>
      ) : (
        <p className="install-blocked" data-testid="install-blocked">
          No link yet: {link.ok ? '' : link.problems.length}{' '}
          {!link.ok && link.problems.length === 1 ? 'thing needs' : 'things need'} fixing, each said
          next to its field.
        </p>
      )}
      {link.notes.length > 0 && (
        <ul className="install-notes" data-testid="install-notes">
          {link.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
