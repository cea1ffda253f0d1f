// A link to the current design: its name and JSON, compressed into the address's fragment. Only
// those two go in; the send panel's token and webhook URL, storage and attached files never do.
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Dialog, problemsOf, selectDoc, useEditor, useEditorServices } from '../../editor';
import { plural, toPayload } from '../../model';
import { copyText } from '../../preview';
import type { DesignManager } from '../designs/design-manager';
import { UNTITLED } from '../designs/design-manager';
import { shareLink } from './share-codec';
import { lengthNote, localFileNames } from './share-notes';
import '../import/import.css';
import './share.css';

type Link = { state: 'making' } | { state: 'ready'; url: string } | { state: 'failed' };
type Copied = 'idle' | 'copied' | 'failed';

export default function SharePanel({
  manager,
  onClose,
}: {
  manager: DesignManager;
  onClose: () => void;
}) {
  const doc = useEditor(selectDoc);
  const { attachments } = useEditorServices();
  const snapshot = useStore(manager.snapshot);
  const name = snapshot.designs.find((d) => d.id === snapshot.currentId)?.name ?? UNTITLED;
  const [link, setLink] = useState<Link>({ state: 'making' });
  const [copied, setCopied] = useState<Copied>('idle');
  const field = useRef<HTMLInputElement>(null);
  const payload = toPayload(doc);
  const files = localFileNames(payload, Object.keys(attachments));
  const errors = (problemsOf(doc) ?? []).filter((p) => p.severity === 'error').length;

  useEffect(() => {
    let live = true;
    setLink({ state: 'making' });
    setCopied('idle');
    const guildId = doc.surface === 'commands' ? (doc.guildId ?? undefined) : undefined;
    shareLink(window.location.origin, { name, payload: toPayload(doc), guildId }).then(
      (url) => live && setLink({ state: 'ready', url }),
      () => live && setLink({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [doc, name]);

  useEffect(() => {
    // The field has focus from the start; once the link is in, it is selected, ready for Ctrl+C.
    if (link.state === 'ready' && document.activeElement === field.current) field.current?.select();
  }, [link]);

  const copy = async (url: string) => setCopied((await copyText(url)) ? 'copied' : 'failed');

  return (
    <Dialog title="Share" onCancel={onClose} testId="share-dialog" className="share-dialog">
      <p className="import-hint">
        A link that opens “{name}” as a new design in anyone’s Component Studio. The design travels
        inside the link itself; nothing is uploaded.
      </p>
      <div className="share-row">
        <input
          ref={field}
          className="share-link"
          data-testid="share-link"
          aria-label="Share link"
          readOnly
          value={link.state === 'ready' ? link.url : ''}
          placeholder={link.state === 'making' ? 'Making the link…' : ''}
          data-autofocus=""
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          data-testid="share-copy"
          disabled={link.state !== 'ready'}
          onClick={() => link.state === 'ready' && void copy(link.url)}
        >
          Copy
        </button>
      </div>
      <p className="share-status" role="status" data-testid="share-copy-status">
        {copied === 'copied' && 'Copied to the clipboard.'}
        {copied === 'failed' &&
          'The browser refused to copy: select the link and copy it yourself.'}
      </p>
      {link.state === 'failed' && (
        <p className="import-error" role="alert">
          This browser could not compress the design into a link. Export the JSON instead.
        </p>
      )}
      <ul className="share-notes">
        {link.state === 'ready' && (
          <li data-testid="share-length">Length: {lengthNote(link.url.length)}</li>
        )}
        <li data-testid="share-secrets">
          Only the design’s name and its JSON are in the link: no bot token, no webhook URL, nothing
          from the send panel.
        </li>
        {files.length > 0 && (
          <li data-testid="share-files">
            Attached files are not in the link: {files.join(', ')}. Whoever opens it must attach{' '}
            {files.length === 1 ? 'it' : 'them'} again.
          </li>
        )}
        {errors > 0 && (
          <li data-testid="share-problems">
            This design has {plural(errors, 'error')}; whoever opens the link sees{' '}
            {errors === 1 ? 'it' : 'them'} and is asked before it opens.
          </li>
        )}
      </ul>
      <div className="dialog-buttons">
        <button
          type="button"
          className="button-secondary"
          data-testid="share-close"
          onClick={onClose}
        >
          Close
        </button>
      </div>
    </Dialog>
  );
}
