import type { ChangeEvent } from 'react';
import { useRef } from 'react';

/** Files beyond this are refused before reading: the command line is the tool for them. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Props {
  onOpen: (text: string, fileName: string) => void;
  onError: (message: string) => void;
}

/** A real button that opens the browser's file picker (a bare file input is hard to style). */
export function OpenFileButton({ onOpen, onError }: Props) {
  const input = useRef<HTMLInputElement>(null);

  async function open(event: ChangeEvent<HTMLInputElement>) {
    const target = event.currentTarget;
    const file = target.files?.[0];
    // Clearing lets the same file be opened again after it was edited on disk.
    target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      onError(
        `${file.name} is ${mb(file.size)}; the page opens files up to ${mb(MAX_FILE_BYTES)}. Use \`npx component-studio validate\` for bigger ones.`,
      );
      return;
    }
    try {
      onOpen(await file.text(), file.name);
    } catch (err) {
      onError(`Could not read ${file.name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        Open file…
      </button>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept=".json,application/json,text/plain"
        data-testid="file-input"
        aria-label="Open a JSON file"
        tabIndex={-1}
        onChange={(e) => void open(e)}
      />
    </>
  );
}
