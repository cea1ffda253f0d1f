// For the printers' tests: the assertions a printer's test makes of what its program sent when
// run on a design (every string of the design arrives, files are read from the run's folder only),
// the routing samples of a design, whatever the library, and what a printer's header says it left
// out (with the design every printer's notes test drops a key of).
import { isAbsolute, normalize } from 'node:path';
import { expect } from 'vitest';
import type { Doc } from '../../model';
import { docOf, message, section, text, thumbnail } from '../../model/testing/fixtures';
import type { CodegenOptions } from '../common/shared';
import { stringLeaves } from './hostile';
import type { ModalSample, RoutingSamples } from './npm-check';

/** The routing samples of one design: its payload as a message's or as a modal's. */
export function routingOf(surface: string, payload: unknown): RoutingSamples {
  return {
    messages: surface === 'message' ? [payload] : [],
    modals: surface === 'modal' ? [payload as ModalSample] : [],
  };
}

/** Every string of `expected` (keys too) is among the strings sent, but those in `except`. */
export function expectStringsArrive(
  got: unknown,
  expected: unknown,
  except: readonly string[] = [],
): void {
  const have = new Set(stringLeaves(got));
  expect(stringLeaves(expected).filter((s) => !have.has(s) && !except.includes(s))).toEqual([]);
}

/** Every path the code read is one name in the folder it runs in: not absolute, not a folder. */
export function expectReadsInside(paths: readonly string[]): void {
  for (const p of paths) {
    expect(isAbsolute(p)).toBe(false);
    expect(normalize(p)).not.toContain('/');
    expect(['.', '..']).not.toContain(normalize(p));
  }
}

/** The fields of a command Discord knows: a field of another name is the design's own. */
export const KNOWN_COMMAND_KEYS = {
  name: 1,
  type: 1,
  description: 1,
  name_localizations: 1,
  description_localizations: 1,
  default_member_permissions: 1,
  contexts: 1,
  integration_types: 1,
  nsfw: 1,
  options: 1,
};

/** The header's "- path: what" lines that `print` writes for a design, without the comment marks. */
export const saidBy =
  (print: (doc: Doc, options: CodegenOptions) => string, comment = '//') =>
  (doc: Doc): string[] =>
    print(doc, { envelope: doc.envelope })
      .split('\n')
      .filter((l) => l.startsWith(`${comment} - `))
      .map((l) => l.slice(`${comment} - `.length));

/** A message whose thumbnail's media item has a proxy_url (Discord's own: no library sends it). */
export const proxiedThumbnail = (): Doc =>
  docOf(
    message(
      section(
        [text('Hi')],
        thumbnail({ media: { url: 'https://a.test/x.png', proxy_url: 'https://p.test/x' } }),
      ),
    ),
  );
