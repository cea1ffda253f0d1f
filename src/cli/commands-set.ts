// The command set that `commands diff|sync` compares: one file, or an environment's files read
// and checked one by one, then together (names unique across them, the limits of the whole scope).
import type { CommandOutput, ReadFile } from './validate-command';
import { checkText, EXIT, formatPlain, withoutBom } from './validate-command';

/** What diff and sync compare: the files of one scope's set, and where it is registered. */
export interface SetPlan {
  action: 'diff' | 'sync';
  /** The path to read and the name to show of each file; together they are the scope's set. */
  files: { path: string; shown: string }[];
  applicationId: string | null;
  guildId: string | null;
  json: boolean;
  yes: boolean;
  /** Lines said first, in plain output (which environment is used). */
  intro: string[];
}

/** The files' command set, or what to print when a file cannot be read or is not valid. */
export async function readSet(
  args: SetPlan,
  read: ReadFile,
): Promise<{ designed: unknown[]; warnings: string[] } | CommandOutput> {
  const designed: unknown[] = [];
  const warnings: string[] = [];
  for (const file of args.files) {
    let text: string;
    try {
      text = await read(file.path);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      return {
        stdout: [],
        stderr: [`component-studio: Cannot read ${file.shown}: ${why}.`],
        exitCode: EXIT.unusable,
      };
    }
    const checked = checkText(file.shown, text, { as: 'commands', guildId: args.guildId });
    if (!checked.report.valid)
      return {
        stdout: formatPlain(checked),
        stderr: [`component-studio: ${file.shown} is not a valid command set; nothing was sent.`],
        exitCode: checked.unusable ? EXIT.unusable : EXIT.invalid,
      };
    for (const w of checked.report.warnings)
      warnings.push(`${file.shown}: ${w.path}: warning: ${w.message} [${w.code}]`);
    designed.push(...(JSON.parse(withoutBom(text)) as unknown[]));
  }
  if (args.files.length > 1) {
    // The files are one set: names unique across them, and the limits of the whole scope.
    const name = `the set of ${args.files.map((f) => f.shown).join(' + ')}`;
    const all = checkText(name, JSON.stringify(designed), {
      as: 'commands',
      guildId: args.guildId,
    });
    if (!all.report.valid)
      return {
        stdout: formatPlain(all),
        stderr: [
          `component-studio: together, the files are not a valid command set; nothing was sent.`,
        ],
        exitCode: EXIT.invalid,
      };
  }
  return { designed, warnings };
}
