// A File Upload in a modal: a 120px drop zone ("Drop files here or browse") over a real file input,
// then the chosen files with name, size and a remove button.
import type { DragEvent, ReactElement } from 'react';
import { useRef, useState } from 'react';
import type { UploadedFile } from '../../model';
import { formatFileSize } from '../media/read';
import type { ControlProps } from './context';
import { describedBy, useAnswer, useFrame, useModalContext } from './context';
import { acceptOf, addFiles, fileTypesOf, maxFilesOf, toUploaded, uploadHint } from './file-upload';
import { CloseGlyph, FileIcon, UploadIcon } from './icons';
import './file-upload.css';

export function FileUploadField({ node, ids, invalid }: ControlProps): ReactElement {
  const { setAnswer, attachmentSizeLimit } = useModalContext();
  const frame = useFrame(node);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);
  const answer = useAnswer(node.key);
  const files =
    typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer.files : [];
  const types = fileTypesOf(node);
  const max = maxFilesOf(node);
  const full = files.length >= max;
  const notesId = `${ids.control}-notes`;

  const take = (list: FileList | null) => {
    const picked = Array.from(list ?? []).map(toUploaded);
    if (picked.length === 0) return;
    const { accepted, notes: left } = addFiles(files, picked, types, max);
    setNotes(left);
    if (accepted.length !== files.length) setAnswer(node.key, { files: accepted });
  };
  const remove = (index: number) => {
    setNotes([]);
    setAnswer(node.key, { files: files.filter((_, i) => i !== index) });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className={`dp-file-upload${invalid ? ' is-invalid' : ''}`} {...frame}>
      <div
        className={`dp-file-drop${dragging ? ' is-dragging' : ''}${full ? ' is-full' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon />
        <span className="dp-file-drop-text">
          {full ? (
            'All files chosen'
          ) : (
            <>
              Drop files here or{' '}
              <button
                type="button"
                className="dp-file-browse"
                aria-label="Browse files"
                aria-describedby={describedBy(ids.label, ids.description, invalid && ids.error)}
                onClick={() => inputRef.current?.click()}
              >
                browse
              </button>
            </>
          )}
        </span>
        <span className="dp-file-drop-hint">{uploadHint(max, attachmentSizeLimit)}</span>
        <input
          ref={inputRef}
          id={ids.control}
          className="dp-file-input"
          type="file"
          tabIndex={-1}
          multiple={max > 1}
          accept={acceptOf(types)}
          disabled={full}
          aria-labelledby={ids.label}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {notes.length > 0 ? (
        <p id={notesId} className="dp-file-notes" role="status">
          {notes.join(' ')}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="dp-file-list" aria-label="Chosen files">
          {files.map((file: UploadedFile, index) => (
            <li key={`${file.name}-${index}`} className="dp-file-item">
              <FileIcon />
              <span className="dp-file-name">{file.name}</span>
              <span className="dp-file-size">{formatFileSize(file.size)}</span>
              <button
                type="button"
                className="dp-file-remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(index)}
              >
                <CloseGlyph />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
