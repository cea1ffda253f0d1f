// The model's import as the pages use it (the validator, the import dialog, share links, the JSON
// editor): application commands open as Commands designs, and one pasted where a message or a modal
// is expected is named in the page's words; a design file (a stored design) opens through the
// model's restoreDesign, as designs kept in the browser do. One place for all of them.
import {
  applicationCommandsOf,
  importDesignFile,
  importPayload,
  looksLikeStoredDesign,
  parseJson,
  plural,
  withArticle,
} from '../model';
import type { CommandKind, CommandPayload, ImportOptions, ImportResult, Problem } from '../model';

export interface PageImport extends ImportResult {
  /** Set when the payload is an application command or a list of them. */
  command: CommandPayload | null;
}

export type PageOptions = ImportOptions;

const KIND_WORDS: Record<CommandKind, string> = {
  'chat-input-command': 'slash command',
  'user-command': 'user context menu command',
  'message-command': 'message context menu command',
  'entry-point-command': 'activity entry point command',
};
const ORDER: CommandKind[] = [
  'chat-input-command',
  'user-command',
  'message-command',
  'entry-point-command',
];

/** "a slash command", or "2 slash commands and 1 user context menu command". */
export function commandWords({ list, kinds }: CommandPayload): string {
  if (!list) {
    const kind = kinds[0] ?? 'chat-input-command';
    return withArticle(KIND_WORDS[kind]);
  }
  const parts = ORDER.flatMap((kind) => {
    const n = kinds.filter((k) => k === kind).length;
    return n === 0 ? [] : [plural(n, KIND_WORDS[kind])];
  });
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
}

/** "This is an application command (a slash command), not a message. Open it as a Commands design…" */
export function commandSentence(command: CommandPayload, as: 'message' | 'modal'): string {
  const what = command.list
    ? `a list of ${plural(command.kinds.length, 'application command')} (${commandWords(command)}), as an app registers them`
    : `an application command (${commandWords(command)})`;
  return `This is ${what}, not a ${as}. Open it as a Commands design to edit it there.`;
}

/**
 * importPayload, knowing application commands: they open as a Commands design, and one forced into
 * a message or a modal (the JSON editor of such a design) is named in words, with `command` set so
 * the page can offer to open it as a Commands design.
 */
export function importForPage(value: unknown, options: PageOptions = {}): PageImport {
  const as = options.as;
  if (as === undefined && looksLikeStoredDesign(value))
    return { ...importDesignFile(value), command: null };
  const command = applicationCommandsOf(value);
  if (command === null || (as !== 'message' && as !== 'modal'))
    return { ...importPayload(value, options), command };
  const problem: Problem = {
    path: '$',
    severity: 'error',
    code: 'application-command',
    message: commandSentence(command, as),
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
