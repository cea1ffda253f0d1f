// Test helpers for the commands preview: a command set with a group, subcommands, choices,
// localizations, an autocomplete option and context-menu commands, imported as a design.
import type { CommandsDoc, Node } from '../../model';
import { walk } from '../../model';
import { commandsDoc as designOf } from '../../model/testing/command-use';

export const SET = [
  {
    name: 'mod',
    description: 'Moderation tools',
    options: [
      {
        type: 2,
        name: 'member',
        description: 'Members',
        options: [
          {
            type: 1,
            name: 'ban',
            description: 'Ban a member',
            description_localizations: { fr: 'Bannir un membre' },
            name_localizations: { fr: 'bannir' },
            options: [
              { type: 6, name: 'user', description: 'Who to ban', required: true },
              { type: 3, name: 'reason', description: 'Why', max_length: 20 },
              { type: 5, name: 'silent', description: 'Tell no one' },
            ],
          },
          {
            type: 1,
            name: 'kick',
            description: 'Kick a member',
            options: [{ type: 6, name: 'user', description: 'Who to kick', required: true }],
          },
        ],
      },
      {
        type: 1,
        name: 'purge',
        description: 'Delete messages',
        options: [
          {
            type: 4,
            name: 'count',
            description: 'How many',
            required: true,
            min_value: 1,
            max_value: 100,
          },
        ],
      },
    ],
  },
  {
    name: 'color',
    description: 'Pick a color',
    name_localizations: { fr: 'couleur' },
    description_localizations: { 'en-GB': 'Pick a colour', fr: 'Choisir une couleur' },
    options: [
      {
        type: 3,
        name: 'shade',
        description: 'Which shade',
        required: true,
        choices: [
          { name: 'Red', value: 'red', name_localizations: { fr: 'Rouge' } },
          { name: 'Blue', value: 'blue' },
        ],
      },
      { type: 7, name: 'where', description: 'Where to post', channel_types: [0] },
    ],
  },
  {
    name: 'search',
    description: 'Search the wiki',
    options: [
      { type: 3, name: 'query', description: 'What to find', required: true, autocomplete: true },
      { type: 4, name: 'page', description: 'Which page', autocomplete: true, min_value: 1 },
    ],
  },
  { name: 'ping', description: 'Check that the bot <b>answers</b>' },
  { type: 2, name: 'Show Profile', name_localizations: { fr: 'Voir le profil' } },
  { type: 2, name: 'Invite to a walk' },
  { type: 3, name: 'Report Message' },
];

/** The set above (or `payload`) as a Commands design. */
export function commandsDoc(payload: unknown[] = SET, guildId: string | null = null): CommandsDoc {
  return designOf(payload, guildId);
}

/** The first node named `name` (a command or an option at any depth). */
export function named(doc: CommandsDoc, name: string): Node {
  let found: Node | undefined;
  walk(doc.nodes, (node) => {
    if (!found && node.props.name === name) found = node;
  });
  if (!found) throw new Error(`No node named ${name}.`);
  return found;
}
