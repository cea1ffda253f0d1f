// For tests: what the tests of the Python printers checked against a stand-in (hikari, py-cord)
// share. A test names its printer's run and its check's normalise() and actualOf(); the kit gives
// the assertions (nothing injected ran, every string arrived, files stay in the run's folder) and
// the hostile designs every such printer runs the same way, each with its envelope.
import { isAbsolute, normalize } from 'node:path';
import { expect, it } from 'vitest';
import type { DesignKind, Doc, Envelope, LeftOut } from '../../model';
import { toPayload } from '../../model';
import { PY_PREAMBLE } from '../common/python';
import {
  FILE_NAMES,
  HOSTILE_NAMES,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
} from './hostile';
import { stringLeaves } from './hostile';
import type { CheckRun, PyRecord } from './python-check';
import { customIds } from './python-check';

export { customIds } from './python-check';

/** The printer under test, with its check. */
export interface PythonPrinter {
  /** The library's name as the printed file's second line says it: "hikari", "py-cord". */
  library: string;
  /** The version the code is written for: "2.6.0". */
  version: string;
  /** Prints `doc` and runs the printed code against the library's stand-in. */
  run(doc: Doc, envelope: Envelope, name?: string): { code: string; run: CheckRun };
  /** The check's normalise(): evens out what Discord reads the same. */
  normalise(as: DesignKind, value: unknown): unknown;
  /** The custom_ids the check's records say were routed. */
  routes(records: readonly PyRecord[]): readonly string[];
  /** Whether a text input's custom_id counts as one to route (py-cord's do; hikari's are read). */
  routesTextInputs: boolean;
}

/** The bodies the stand-in recorded of one kind ("message", "modal", "commands"). */
export const bodies = (records: readonly PyRecord[], kind: string): unknown[] =>
  records.filter((r) => r.kind === kind).map((r) => r.body);

/** What an injected print would leave: a line of its own (an error may quote the text). */
export const injected = (r: CheckRun): boolean =>
  r.output.split('\n').some((l) => l.trim() === 'PWNED');

export function expectClean(r: CheckRun): void {
  expect(r.error).toBeUndefined();
  expect(injected(r)).toBe(false);
}

/** The two lines every printed file starts with, whatever the design's name. */
export function expectPreamble(code: string): void {
  expect(code.split('\n').slice(0, 2).join('\n')).toBe(PY_PREAMBLE);
}

/**
 * The header of `code` (up to `head`, where the imports start) names the design, the library and
 * its version, the 2 errors the printer was told of and every path the plan left out.
 */
export function expectHeader(
  p: PythonPrinter,
  code: string,
  head: string,
  name: string,
  leftOut: readonly LeftOut[],
): void {
  expectPreamble(code);
  expect(head).toContain(`Design "${name}", from Component Studio.`);
  expect(head).toContain(`${p.library} ${p.version}`);
  expect(head).toContain('2 errors');
  for (const left of leftOut) expect(head).toContain(left.path);
}

/**
 * Every string of `expected` (keys too) is among the strings sent, but those named in `except`;
 * both normalised as the check does (a timestamp is the instant it names).
 */
export function expectStringsArrive(
  p: PythonPrinter,
  as: DesignKind,
  sent: unknown,
  expected: unknown,
  except: readonly string[] = [],
): void {
  const got = new Set(stringLeaves(p.normalise(as, sent)));
  const missing = stringLeaves(p.normalise(as, expected)).filter(
    (s) => !got.has(s) && !except.includes(s),
  );
  expect(missing).toEqual([]);
}

/** The fields of a command the API knows: the others are named in the header, never sent. */
const KNOWN_COMMAND_KEYS = {
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

/** A command set's payload as a library sends it: no entry point command, only known fields. */
export const knownCommands = (payload: Record<string, unknown>[]): Record<string, unknown>[] =>
  payload
    .filter((c) => c.type !== 4)
    .map((c) => Object.fromEntries(Object.entries(c).filter(([k]) => k in KNOWN_COMMAND_KEYS)));

/**
 * The hostile designs every Python printer runs alike (inside its `describe`): a Components V2
 * message, the hostile design names, a legacy message and hostile file names, each printed for
 * the envelope `message`.
 */
export function hostileChecks(p: PythonPrinter): void {
  it('a Components V2 message: runs, injects nothing, sends every string, routes every id', () => {
    const doc = hostileMessage();
    const { run: r } = p.run(doc, 'message');
    expectClean(r);
    const [sent] = bodies(r.records, 'message');
    // A thumbnail's proxy_url is Discord's to fill: the library sends only the url (named in the
    // header).
    expectStringsArrive(p, 'message', sent, toPayload(doc, 'message'), ['proxy_url']);
    expect([...p.routes(r.records)].sort()).toEqual(customIds(sent, p.routesTextInputs).sort());
  });

  it('hostile design names stay in the header comment', () => {
    for (const name of HOSTILE_NAMES) {
      const { code, run: r } = p.run(hostileLegacy(), 'message', name);
      expectPreamble(code);
      expectClean(r);
    }
  }, 60_000);

  it('a legacy message: content, embed, mentions and a button arrive unchanged', () => {
    const doc = hostileLegacy();
    const { run: r } = p.run(doc, 'message');
    expectClean(r);
    const [sent] = bodies(r.records, 'message');
    // replied_user: false is Discord's default, which the library leaves out.
    expectStringsArrive(p, 'message', sent, toPayload(doc, 'message'), ['replied_user']);
    expect(p.routes(r.records)).toEqual(customIds(sent, p.routesTextInputs));
  });

  it('files are read from inside the folder the code runs in, under the names given', () => {
    const { run: r } = p.run(hostileFileNames(), 'message');
    expectClean(r);
    const paths = r.records.filter((x) => x.kind === 'file').map((x) => String(x.path));
    expect(paths).toHaveLength(FILE_NAMES.length);
    for (const path of paths) {
      expect(isAbsolute(path)).toBe(false);
      // One name in the run's folder: no folder part, and not the folder or its parent.
      expect(normalize(path)).not.toContain('/');
      expect(['.', '..']).not.toContain(normalize(path));
    }
    const [sent] = bodies(r.records, 'message') as { attachments: { filename: string }[] }[];
    expect(sent!.attachments.map((a) => a.filename)).toEqual(FILE_NAMES);
  });
}
