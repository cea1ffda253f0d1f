// An avatar or banner picked from a local image file: read as a data URI with FileReader and shown,
// or cleared (sent as null, resetting it), or left as it is (not sent). A file of another type or
// over the size bound is refused at once, before it is read.
import { useRef, useState } from 'react';
import { MEMBER_IMAGE_TYPES, memberImageProblem } from '../../../model/operations';
import { FieldFrame } from '../operations/fields';

/** undefined: not sent; null: cleared; a string: the picked image as a data URI. */
export type ImageValue = string | null | undefined;

interface Props {
  field: 'avatar' | 'banner';
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
}

function readAsDataUri(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export function ImagePickField({ field, label, value, onChange }: Props) {
  const [picked, setPicked] = useState<string | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The input names the picked file; once the pick is refused, cleared or dropped it names none, so
  // that the same file can be picked again.
  const forgetFile = () => {
    if (fileInput.current) fileInput.current.value = '';
  };
  const set = (next: ImageValue) => {
    forgetFile();
    setPickProblem(null);
    onChange(next);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const bad = memberImageProblem(file, field);
    setPickProblem(bad);
    if (bad) return forgetFile();
    try {
      onChange(await readAsDataUri(file));
      setPicked(`${file.name} (${Math.max(1, Math.round(file.size / 1024))} KiB)`);
    } catch {
      forgetFile();
      setPickProblem(`The ${field} file could not be read; pick it again.`);
    }
  };

  const state =
    value === undefined
      ? 'Unchanged: not sent.'
      : value === null
        ? `Cleared: sends null, resetting the ${field} to the bot's own.`
        : `New ${field}: ${picked ?? 'picked image'}.`;

  return (
    <FieldFrame
      field={field}
      label={label}
      hint="PNG, JPEG, GIF or WebP, at most 10 MiB (Discord's default upload limit)."
    >
      {(input) => (
        <div className="member-image">
          <input
            {...input}
            ref={fileInput}
            type="file"
            accept={MEMBER_IMAGE_TYPES.join(',')}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          {typeof value === 'string' && (
            <img
              src={value}
              alt={`The new ${field}`}
              className={`member-image-preview member-image-${field}`}
              data-testid={`${field}-preview`}
            />
          )}
          <p className="hint op-hint" data-testid={`${field}-state`}>
            {state}
          </p>
          {pickProblem && (
            <p className="form-problem" role="alert" data-testid={`${field}-pick-problem`}>
              {pickProblem}
            </p>
          )}
          <div className="member-image-actions">
            <button
              type="button"
              className="button-secondary"
              data-testid={`${field}-clear`}
              disabled={value === null}
              onClick={() => set(null)}
            >
              Clear (reset)
            </button>
            <button
              type="button"
              className="button-secondary"
              data-testid={`${field}-keep`}
              disabled={value === undefined}
              onClick={() => set(undefined)}
            >
              Leave unchanged
            </button>
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
