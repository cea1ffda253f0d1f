// A share link as the app makes one (deflate-raw, base64url, in the fragment), built in a spec so
// that it can hold anything a stranger might put in one.
import { deflateRawSync } from 'node:zlib';

export const shareLinkTo = (value: unknown): string =>
  `/#share=${deflateRawSync(Buffer.from(JSON.stringify(value))).toString('base64url')}`;
