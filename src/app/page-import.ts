// The model's import as the pages use it: an application command (or a list of them), which the
// model only recognises, is said in the page's own words (the model's sentence speaks of the
// command line's --as flag). One place for the validator page, the import dialog, share links and
// the JSON editor.
import { applicationCommandsOf, importPayload, parseJson, plural } from '../model';
import type { CommandKind, CommandPayload, ImportOptions, ImportResult, Problem } from '../model';

export interface PageImport extends ImportResult {
  /** Set when the payload is an application command or a list of them: nothing to open. */
  command: CommandPayload | null;
}

const KIND_WORDS: Record<CommandKind, string> = {
  slash: 'slash command',
  user: 'user context menu command',
  message: 'message context menu command',
  'entry-point': 'activity entry point command',
};
// "a user …": the sound, not the letter, chooses the article.
const ARTICLE: Record<CommandKind, string> = {
  slash: 'a',
  user: 'a',
  message: 'a',
  'entry-point': 'an',
};
const ORDER: CommandKind[] = ['slash', 'user', 'message', 'entry-point'];
const CANNOT =
  'Component Studio designs messages and modals; it cannot design application commands yet.';

/** "This is an application command (a slash command), not a message or a modal. …" */
export function commandSentence({ list, kinds }: CommandPayload): string {
  if (!list) {
    const kind = kinds[0] ?? 'slash';
    const what = `${ARTICLE[kind]} ${KIND_WORDS[kind]}`;
    return `This is an application command (${what}), not a message or a modal. ${CANNOT}`;
  }
  const parts = ORDER.flatMap((kind) => {
    const n = kinds.filter((k) => k === kind).length;
    return n === 0 ? [] : [plural(n, KIND_WORDS[kind])];
  });
  const last = parts.pop() ?? '';
  const detail = parts.length > 0 ? ` (${parts.join(', ')} and ${last})` : ` (${last})`;
  return `This is a list of ${plural(kinds.length, 'application command')}${detail}, as an app registers them; not a message or a modal. ${CANNOT}`;
}

/** importPayload, with an application command recognised first whatever kind is asked for. */
export function importForPage(value: unknown, options: ImportOptions = {}): PageImport {
  const command = applicationCommandsOf(value);
  if (command === null) return { ...importPayload(value, options), command: null };
  const problem: Problem = {
    path: '$',
    severity: 'error',
    code: 'application-command',
    message: commandSentence(command),
  };
  return { doc: null, kind: null, envelope: null, problems: [problem], valid: false, command };
}

/** importJsonText, the same way: JSON errors with line and column, then importForPage. */
export function importTextForPage(text: string, options: ImportOptions = {}): PageImport {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return {
      doc: null,
      kind: null,
      envelope: null,
      problems: [parsed.problem],
      valid: false,
      command: null,
    };
  return importForPage(parsed.value, options);
}
