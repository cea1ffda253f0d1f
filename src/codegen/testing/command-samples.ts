// For tests: the command sets the code generators are checked on. Between them they use every
// option kind, subcommand groups, localizations of names, descriptions and choices, permissions
// (admins only, named bits, a bit discord.py 2.4 has no name for), contexts, integration types,
// context menus, an entry point, a global and a guild scope, and strings that need escaping.
// Each is imported from its JSON, so it is what the editor holds after an import; the editor's
// command templates are checked too.
import { TEMPLATES } from '../../model';
import { importPayload, newNode } from '../../model';
import type { CommandsDoc, Envelope } from '../../model';
import { emptyCommands } from '../../model';
import type { Props } from '../../model/testing/command-fixtures';
import {
  entryPoint,
  messageCommand,
  option,
  slash,
  userCommand,
} from '../../model/testing/command-fixtures';
import { TRICKY } from './strings';

export interface CommandSample {
  name: string;
  doc: CommandsDoc;
  envelope: Extract<Envelope, 'command' | 'commands'>;
}

export const GUILD_ID = '123456789012345678';

/** A set imported from its JSON; the test fails when it does not import as commands. */
export function commandsOf(payload: Props[], guildId: string | null = null): CommandsDoc {
  const { doc } = importPayload(payload, { guildId });
  if (!doc || doc.surface !== 'commands') throw new Error('The sample is not a set of commands.');
  return doc;
}

const fr = (text: string) => ({ fr: text, 'es-ES': `${text}-es` });

/** A slash command with one option of every value kind, each field they take set. */
export const everyOption = (): Props =>
  slash({
    name: 'every',
    description: TRICKY.slice(0, 100),
    options: [
      option('string-option', {
        name: 'text',
        required: true,
        min_length: 2,
        max_length: 50,
        choices: [
          { name: 'Red', value: 'red', name_localizations: { fr: 'Rouge' } },
          { name: TRICKY.slice(0, 30), value: "it's" },
        ],
      }),
      option('integer-option', { name: 'count', required: true, min_value: 1, max_value: 10 }),
      option('number-option', {
        name: 'ratio',
        min_value: 0,
        max_value: 2.5,
        choices: [
          { name: 'Half', value: 0.5 },
          { name: 'One', value: 1 },
        ],
      }),
      option('integer-option', { name: 'level', choices: [{ name: 'Low', value: 1 }] }),
      option('boolean-option', { name: 'loud', required: false }),
      option('user-option', { name: 'who' }),
      option('channel-option', { name: 'where', channel_types: [0, 5] }),
      option('channel-option', { name: 'text-only', channel_types: [0] }),
      option('channel-option', { name: 'any-channel' }),
      option('role-option', { name: 'role' }),
      option('mentionable-option', { name: 'mention' }),
      option('attachment-option', { name: 'file' }),
      option('string-option', { name: 'class', autocomplete: true }),
    ],
  });

/** A command with a subcommand group of two subcommands and a subcommand of its own. */
export const moderation = (): Props =>
  slash({
    name: 'mod',
    description: 'Moderation',
    default_member_permissions: String((1 << 1) | (1 << 2)),
    contexts: [0],
    options: [
      option('subcommand-group', {
        name: 'user',
        description: 'Act on a member',
        options: [
          option('subcommand', {
            name: 'ban',
            description: 'Ban a member',
            options: [
              option('user-option', { name: 'member', required: true }),
              option('string-option', { name: 'reason', max_length: 200 }),
            ],
          }),
          option('subcommand', { name: 'kick', description: 'Kick a member' }),
        ],
      }),
      option('subcommand', {
        name: 'purge',
        description: 'Delete messages',
        options: [option('integer-option', { name: 'count', required: true, autocomplete: true })],
      }),
    ],
  });

/** Names, descriptions and choices localized, on a command, a subcommand and an option. */
export const localized = (): Props =>
  slash({
    name: 'color',
    name_localizations: { fr: 'couleur', de: 'farbe', 'es-ES': null },
    description: 'Pick a color',
    description_localizations: fr('Choisis'),
    options: [
      option('subcommand', {
        name: 'pick',
        name_localizations: { fr: 'choisir' },
        description: 'Pick',
        description_localizations: fr('Choisir'),
        options: [
          option('string-option', {
            name: 'shade',
            name_localizations: { fr: 'teinte' },
            description_localizations: fr('Quelle teinte'),
            choices: [{ name: 'Dark', value: 'dark', name_localizations: fr('Sombre') }],
          }),
        ],
      }),
    ],
  });

const global = (): Props[] => [
  everyOption(),
  moderation(),
  localized(),
  slash({ name: 'admin', description: 'Admins only', default_member_permissions: '0' }),
  slash({
    name: 'apps',
    description: 'Everywhere',
    contexts: [0, 1, 2],
    integration_types: [0, 1],
    nsfw: true,
    default_member_permissions: String(2 ** 51 + 2 ** 13),
  }),
  slash({ name: 'old', description: 'Deprecated fields', dm_permission: false }),
  userCommand({
    name: 'Show Profile',
    name_localizations: { fr: 'Voir le profil' },
    default_member_permissions: String(1 << 13),
    contexts: [0, 1],
    integration_types: [1],
  }),
  messageCommand({ name: TRICKY.slice(0, 32) }),
  entryPoint(),
];

/** Every sample, in each target. */
export function commandSamples(): CommandSample[] {
  const sets: [string, CommandsDoc][] = [
    ['global-set', commandsOf(global())],
    ['guild-set', commandsOf([everyOption(), moderation(), userCommand()], GUILD_ID)],
    ['empty', emptyCommands()],
    ['palette', paletteSet()],
    ...TEMPLATES.flatMap((t): [string, CommandsDoc][] => {
      const doc = t.build();
      return doc.surface === 'commands' ? [[`template-${t.id}`, doc]] : [];
    }),
  ];
  return sets.flatMap(([name, doc]) =>
    (['commands', 'command'] as const).map((envelope) => ({
      name: `${name}.${envelope}`,
      doc,
      envelope,
    })),
  );
}

/** A command of each kind as the palette makes it. */
function paletteSet(): CommandsDoc {
  const doc = emptyCommands();
  for (const kind of [
    'chat-input-command',
    'user-command',
    'message-command',
    'entry-point-command',
  ] as const)
    doc.nodes.push(newNode(doc, kind));
  return doc;
}
