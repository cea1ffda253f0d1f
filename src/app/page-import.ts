// The model's import as the pages use it. The validator page checks application commands like any
// payload; the pages that open designs (the import dialog, share links, the JSON editor) say in
// their own words that a command cannot be designed yet. One place for all of them.
import { applicationCommandsOf, importPayload, parseJson, plural } from '../model';
import type { CommandKind, CommandPayload, ImportOptions, ImportResult, Problem } from '../model';

export interface PageImport extends ImportResult {
  /** Set when the payload is an application command or a list of them. */
  command: CommandPayload | null;
}

export interface PageOptions extends ImportOptions {
  /**
   * Where the page can only open designs (the editor's import, share links, the JSON editor), a
   * command is said in the page's words instead of being validated; the validator page checks it.
   */
  commands?: 'validate' | 'refuse';
}

const KIND_WORDS: Record<CommandKind, string> = {
  'chat-input-command': 'slash command',
  'user-command': 'user context menu command',
  'message-command': 'message context menu command',
  'entry-point-command': 'activity entry point command',
};
// "a user …": the sound, not the letter, chooses the article.
const ARTICLE: Record<CommandKind, string> = {
  'chat-input-command': 'a',
  'user-command': 'a',
  'message-command': 'a',
  'entry-point-command': 'an',
};
const ORDER: CommandKind[] = [
  'chat-input-command',
  'user-command',
  'message-command',
  'entry-point-command',
];
const CANNOT =
  'Component Studio designs messages and modals; it cannot design application commands yet (the validator page checks them).';

/** "a slash command", or "2 slash commands and 1 user context menu command". */
export function commandWords({ list, kinds }: CommandPayload): string {
  if (!list) {
    const kind = kinds[0] ?? 'chat-input-command';
    return `${ARTICLE[kind]} ${KIND_WORDS[kind]}`;
  }
  const parts = ORDER.flatMap((kind) => {
    const n = kinds.filter((k) => k === kind).length;
    return n === 0 ? [] : [plural(n, KIND_WORDS[kind])];
  });
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
}

/** "This is an application command (a slash command), not a message or a modal. …" */
export function commandSentence(command: CommandPayload): string {
  if (!command.list)
    return `This is an application command (${commandWords(command)}), not a message or a modal. ${CANNOT}`;
  return `This is a list of ${plural(command.kinds.length, 'application command')} (${commandWords(command)}), as an app registers them; not a message or a modal. ${CANNOT}`;
}

/** importPayload; where the page only opens designs, an application command is refused in words. */
export function importForPage(value: unknown, options: PageOptions = {}): PageImport {
  const { commands = 'refuse', ...rest } = options;
  const command = applicationCommandsOf(value);
  if (command === null || commands === 'validate')
    return { ...importPayload(value, rest), command };
  const problem: Problem = {
    path: '$',
    severity: 'error',
    code: 'application-command',
    message: commandSentence(command),
  };
  return { doc: null, kind: null, envelope: null, problems: [problem], valid: false, command };
}

/** importJsonText, the same way: JSON errors with line and column, then importForPage. */
export function importTextForPage(text: string, options: PageOptions = {}): PageImport {
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
