// A media reference (Thumbnail media, File file, gallery item): a URL box, or a local file attached
// with the design and referred to as attachment://name.
import { useState } from 'react';
import { formatFileSize } from '../../../preview';
import { useEditorServices } from '../../services';
import { FieldFrame } from '../FieldFrame';
import { asRecord } from '../values';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const ATTACHMENT = 'attachment://';
const URL_OK = /^(https?:\/\/\S+|attachment:\/\/[^\s/]+)$/;

interface MediaEditorProps {
  value: unknown;
  /** Typing a URL; `media` is the whole media object with the new url. */
  onUrl: (media: Record<string, unknown>) => void;
  /** Called once a file is stored, with the url to keep (attachment://name). */
  onAttached: (url: string) => void;
  /** `field:<name>` goes on the URL box, `field:<name>.attach` on the file input. */
  name: string;
  label: string;
  /** A File component only shows attached files. */
  attachmentOnly?: boolean;
}

export function MediaEditor(props: MediaEditorProps) {
  const { value, onUrl, onAttached, name, label, attachmentOnly } = props;
  const services = useEditorServices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const media = asRecord(value);
  const url = typeof media.url === 'string' ? media.url : '';
  const attachedName = url.startsWith(ATTACHMENT) ? url.slice(ATTACHMENT.length) : null;
  const stored = attachedName !== null ? services.attachments[attachedName] : undefined;
  const bad =
    url !== '' &&
    (attachmentOnly ? attachedName === null || attachedName === '' : !URL_OK.test(url));

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onAttached(`${ATTACHMENT}${await services.attachFile(file)}`);
    } catch (e) {
      setError(`Could not attach ${file.name}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="insp-media">
      <div className="insp-row">
        <input
          data-testid={testId(name)}
          className="insp-input"
          type="text"
          aria-label={`${label} URL`}
          aria-invalid={bad || undefined}
          placeholder={attachmentOnly ? 'attachment://file.pdf' : 'https://… or attachment://…'}
          spellCheck={false}
          autoComplete="off"
          value={url}
          onChange={(e) => onUrl({ ...media, url: e.target.value })}
        />
        <label className="insp-button insp-file" data-busy={busy || undefined}>
          <input
            type="file"
            className="visually-hidden"
            data-testid={testId(`${name}.attach`)}
            disabled={busy}
            onChange={(e) => {
              void attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {busy ? 'Attaching…' : 'Attach file'}
        </label>
      </div>
      {attachedName !== null && (
        <p className="insp-hint" data-testid={testId(`${name}.attachment`)}>
          {stored
            ? `${stored.name || attachedName}${stored.size !== undefined ? ` · ${formatFileSize(stored.size)}` : ''}`
            : `${attachedName}: not attached in this browser; attach the file to see it.`}
        </p>
      )}
      {bad && (
        <p className="insp-hint insp-bad">
          {attachmentOnly
            ? 'A File shows an attached file: attach one, or write attachment://name.'
            : 'An http(s):// URL or attachment://name.'}
        </p>
      )}
      {error && (
        <p className="insp-hint insp-bad" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The media field of a Thumbnail, the file field of a File. */
export function MediaField({ spec, binding, nodeType }: FieldEditorProps) {
  return (
    <FieldFrame label={spec.label} required={spec.required} binding={binding}>
      <MediaEditor
        value={binding.value}
        onUrl={binding.set}
        onAttached={(url) => binding.commit({ ...asRecord(binding.current()), url })}
        name={spec.name}
        label={spec.label}
        attachmentOnly={nodeType === 'file'}
      />
    </FieldFrame>
  );
}
