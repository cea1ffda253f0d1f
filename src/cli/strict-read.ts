// Files as text, strictly UTF-8: a command file saved as Latin-1 is refused with its byte offset
// instead of reaching Discord with replacement characters. main.ts and the MCP server read through
// here; the message reads after "Cannot read FILE: ".
// model/utf8 alone, not the model's index: main.ts reads through here before it knows the command,
// and `studio` must not load the validator.
import { decodeUtf8, notUtf8Reason } from '../model/utf8';
import type { ReadFile } from './validate-command';

/** A file whose bytes are not UTF-8; its message says where. */
export class NotUtf8Error extends Error {
  constructor(
    readonly offset: number,
    byte: number,
  ) {
    super(notUtf8Reason({ offset, byte }));
    this.name = 'NotUtf8Error';
  }
}

/** The bytes as text, or a NotUtf8Error. */
export function strictText(bytes: Uint8Array): string {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) throw new NotUtf8Error(decoded.offset, decoded.byte);
  return decoded.text;
}

/** A reader of text from a reader of bytes. */
export const strictReader =
  (readBytes: (file: string) => Promise<Uint8Array>): ReadFile =>
  async (file) =>
    strictText(await readBytes(file));
