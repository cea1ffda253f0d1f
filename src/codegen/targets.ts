// The libraries code is printed for, named once: the export panel's library picker (grouped by
// language, in this order) and the CLI's `export --to` and `--list` read this list. Names only, no printer, so that whoever reads the list loads
// none of the printers' code.

/** The key a printer is known by in code (a tab id, a test id). */
export type TargetId =
  | 'discordjs'
  | 'discordjs-ts'
  | 'carbon'
  | 'dressed'
  | 'discordeno'
  | 'discordpy'
  | 'pycord'
  | 'hikari'
  | 'jda'
  | 'discordnet'
  | 'discatsharp'
  | 'dpp'
  | 'nyxx'
  | 'serenity'
  | 'discordgo';

export interface Target {
  id: TargetId;
  /** What `export --to` takes and `export --list` prints. */
  name: string;
  /** The library, with the version the printed code is written for. */
  library: string;
  /** The language the printed code is in, and its file's extension and media type. */
  language: string;
  ext: string;
  mime: string;
}

export const TARGETS: readonly Target[] = [
  {
    id: 'discordjs',
    name: 'discord.js',
    library: 'discord.js v14',
    language: 'JavaScript',
    ext: 'js',
    mime: 'text/javascript',
  },
  {
    id: 'discordjs-ts',
    name: 'discord.js-ts',
    library: 'discord.js v14 (TypeScript)',
    language: 'TypeScript',
    ext: 'ts',
    mime: 'text/x-typescript',
  },
  {
    id: 'carbon',
    name: 'carbon',
    library: '@buape/carbon 0.16',
    language: 'TypeScript',
    ext: 'ts',
    mime: 'text/x-typescript',
  },
  {
    id: 'dressed',
    name: 'dressed',
    library: 'dressed 1.10',
    language: 'TypeScript',
    ext: 'ts',
    mime: 'text/x-typescript',
  },
  {
    id: 'discordeno',
    name: 'discordeno',
    library: 'discordeno 22 (next)',
    language: 'TypeScript',
    ext: 'ts',
    mime: 'text/x-typescript',
  },
  {
    id: 'discordpy',
    name: 'discord.py',
    library: 'discord.py 2',
    language: 'Python',
    ext: 'py',
    mime: 'text/x-python',
  },
  {
    id: 'pycord',
    name: 'py-cord',
    library: 'py-cord 2.8',
    language: 'Python',
    ext: 'py',
    mime: 'text/x-python',
  },
  {
    id: 'hikari',
    name: 'hikari',
    library: 'hikari 2.6',
    language: 'Python',
    ext: 'py',
    mime: 'text/x-python',
  },
  {
    id: 'jda',
    name: 'jda',
    library: 'JDA 6.4',
    language: 'Java',
    ext: 'java',
    mime: 'text/x-java',
  },
  {
    id: 'discordnet',
    name: 'discord.net',
    library: 'Discord.Net 3.19',
    language: 'C#',
    ext: 'cs',
    mime: 'text/x-csharp',
  },
  {
    id: 'discatsharp',
    name: 'discatsharp',
    library: 'DisCatSharp 10.7',
    language: 'C#',
    ext: 'cs',
    mime: 'text/x-csharp',
  },
  {
    id: 'dpp',
    name: 'dpp',
    library: 'D++ 10.1',
    language: 'C++',
    ext: 'cpp',
    mime: 'text/x-c++src',
  },
  {
    id: 'nyxx',
    name: 'nyxx',
    library: 'nyxx 6.9',
    language: 'Dart',
    ext: 'dart',
    mime: 'application/dart',
  },
  {
    id: 'serenity',
    name: 'serenity',
    library: 'serenity (next)',
    language: 'Rust',
    ext: 'rs',
    mime: 'text/x-rust',
  },
  {
    id: 'discordgo',
    name: 'discordgo',
    library: 'discordgo v0.29',
    language: 'Go',
    ext: 'go',
    mime: 'text/x-go',
  },
];

/** The target with this id (ids come from this list, so there always is one). */
export function targetWithId(id: TargetId): Target {
  return TARGETS.find((t) => t.id === id)!;
}

/** The target `export --to` names, or undefined. */
export function targetNamed(name: string): Target | undefined {
  return TARGETS.find((t) => t.name === name);
}
