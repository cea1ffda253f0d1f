// What every printed file says at its top, in one wording for every library: the design, the
// library and version the code is written for, how to use it, whether the design has errors, and
// what the code does not build - the plan's sentences (what the library lacks, src/model/plan),
// then the printer's own (a part of a value the library has no place for). Each printer puts the
// lines in its language's comments.
import { isPlainObject, shown } from '../../model';
import type { Json, LeftOut } from '../../model';
import type { CodegenOptions } from './shared';

/**
 * The sentences a printer adds while it prints: a part of a value it could not write. `field` and
 * `unknownKeys` word the commonest one, a key the library has no place for, the same way for every
 * printer (a printer that names its library in it overrides `field`).
 */
export class Notes {
  readonly said: LeftOut[] = [];

  note(path: string, what: string): void {
    this.said.push({ path, what });
  }

  /** Says that `owner` has no place for the field `key` at `path`. */
  field(path: string, key: string, value: Json, owner: string): void {
    this.note(path, `${owner} has no \`${key}\`: left out (${shown(value)})`);
  }

  /** Says each key of `value` that is not among `known` (`owner` has no place for it). */
  unknownKeys(
    value: Json | undefined,
    known: readonly string[],
    path: string,
    owner: string,
  ): void {
    if (!isPlainObject(value)) return;
    for (const [k, v] of Object.entries(value as { [key: string]: Json }))
      if (!known.includes(k) && v !== null) this.field(`${path}.${k}`, k, v, owner);
  }
}

export interface Header {
  /** The library and the version the code is written for: "hikari 2.6.0". */
  library: string;
  options: CodegenOptions;
  /** The plan's sentences, then the printer's own notes. */
  leftOut: readonly LeftOut[];
  /** How to use the code: what to install, what it is sent as, where files are read from. */
  usage?: readonly string[];
}

/** The header's lines, not yet commented. */
export function headerLines({ library, options, leftOut, usage = [] }: Header): string[] {
  const lines = [
    options.name !== undefined
      ? `Design ${JSON.stringify(options.name)}, from Component Studio.`
      : 'From Component Studio.',
    `Written for ${library}.`,
    ...usage,
  ];
  const errors = options.errors ?? 0;
  if (errors > 0)
    lines.push(
      `This design has ${errors} error${errors === 1 ? '' : 's'} (see Problems): Discord will refuse it as it is.`,
    );
  if (leftOut.length > 0)
    lines.push('', 'Not expressed in this code:', ...leftOut.map((l) => `- ${l.path}: ${l.what}`));
  return lines;
}
