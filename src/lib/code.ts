// Code that builds a payload with a bot library, printed by the printers the export panel and the
// CLI's `export --to` use (src/codegen), for the libraries src/codegen/targets.ts names.
import { TARGETS, generateCode, targetNamed } from '../codegen';
import type { Target } from '../codegen/targets';
import type { Problem, ValidateOptions } from './validate';
import { importPayload } from './payload';

/** A library code can be printed for: `name` is what `exportCode`'s `library` takes. */
export type CodeTarget = Pick<Target, 'name' | 'library' | 'language' | 'ext'>;

/** The libraries, in the export panel's order (discord.js, discord.py, JDA, serenity, ...). */
export const CODE_TARGETS: readonly CodeTarget[] = TARGETS.map(
  ({ name, library, language, ext }) => ({ name, library, language, ext }),
);

export interface ExportCodeOptions extends ValidateOptions {
  /** A target's name, as CODE_TARGETS lists it: 'discord.js', 'discord.py', 'jda', ... */
  library: string;
  /** The design's name, for the printed file's header. */
  name?: string;
}

export interface ExportedCode {
  /** The source text; null when the payload is not a message, a modal or commands (a command
   * permissions body is valid, yet no design). */
  code: string | null;
  /** The payload's problems: code for a payload with errors says so, and Discord refuses it. */
  problems: Problem[];
  valid: boolean;
}

/**
 * The code that builds `payload` with `library`. Throws an Error naming the libraries when
 * `library` is none of them; bad payloads give problems, never a throw.
 */
export function exportCode(payload: unknown, options: ExportCodeOptions): ExportedCode {
  const target = targetNamed(String(options.library));
  if (!target)
    throw new Error(
      `There is no library ${JSON.stringify(options.library)}; the libraries are ${CODE_TARGETS.map((t) => t.name).join(', ')}.`,
    );
  const imported = importPayload(payload, options.as === undefined ? {} : { as: options.as });
  const { design, problems, valid } = imported;
  if (!design) return { code: null, problems, valid };
  const errors = problems.filter((p) => p.severity === 'error').length;
  const code = generateCode(target.id, design, {
    envelope: design.envelope,
    name: options.name ?? 'design',
    ...(errors > 0 ? { errors } : {}),
  });
  return { code, problems, valid };
}
