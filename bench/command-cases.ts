// Broken command sets for the catch-rate table: each breaks exactly one of Discord's command rules
// in an otherwise valid, fully localized set, so "caught" means caught for that rule.
import type { CommandJson, OptionJson } from './command-fixtures';
import { choice, commandSet, localizedNames, localizedTexts, named } from './command-fixtures';
import { OptionType as T } from '../src/model';

export interface InvalidCommandCase {
  name: string;
  /** JSON path of the one error a validator should report. */
  errorAt: string;
  commands: CommandJson[];
  /** Set for a guild's commands; global otherwise. */
  guildId?: string;
}

const option = (type: number, name: string, more: Partial<OptionJson> = {}): OptionJson => ({
  type,
  ...named(name, `The ${name} of the ticket`),
  ...more,
});

/** A global command whose options are at known places: the cases below break one of them. */
export const ticketCommand = (): CommandJson => ({
  type: 1,
  ...named('ticket', 'Opens a support ticket'),
  options: [
    option(T.String, 'topic', {
      required: true,
      choices: ['Billing', 'Bug', 'Other'].map((c) => choice(c, c.toLowerCase())),
    }),
    option(T.Integer, 'priority', { required: true, min_value: 1, max_value: 5 }),
    option(T.Integer, 'copies', { choices: [1, 2, 3].map((v) => choice(`${v} copies`, v)) }),
    option(T.Number, 'budget', { min_value: 0, max_value: 1000 }),
    option(T.User, 'assignee'),
    option(T.Channel, 'where', { channel_types: [0] }),
  ],
  contexts: [0],
  integration_types: [0],
});

/** The ticket command with option `index` changed by `edit`. */
function ticketWith(index: number, edit: (o: OptionJson) => void): CommandJson[] {
  const command = ticketCommand();
  edit(command.options![index]!);
  return [command];
}

// Two string options of 25 long choices: 7.6k characters as written, 8.1k at the longest
// localization, which is the size Discord counts.
const filler = (prefix: string, n: number) => `${prefix} ${'-'.repeat(n)}`.slice(0, n);
const bigChoices = (tag: string) =>
  Array.from({ length: 25 }, (_, k) =>
    choice(filler(`${tag} product line ${k + 1}`, 60), filler(`${tag}-sku-${k + 1}`, 90)),
  );
const catalogCommand = (): CommandJson => ({
  type: 1,
  ...named('catalog', 'Looks up a product in the catalog'),
  options: [
    option(T.String, 'garden', { choices: bigChoices('garden') }),
    option(T.String, 'kitchen', { choices: bigChoices('kitchen') }),
  ],
});

const ticketOnGuild = (): CommandJson => {
  const { contexts: _contexts, integration_types: _types, ...command } = ticketCommand();
  return command;
};

/** One broken rule each; every other part of the set is valid. */
export function invalidCommandCases(): InvalidCommandCase[] {
  const renamed = (command: CommandJson, name: string): CommandJson => ({
    ...command,
    name,
    name_localizations: localizedNames(name),
  });
  return [
    {
      name: 'Two commands with the same name',
      errorAt: '$[1].name',
      commands: [ticketCommand(), ticketCommand()],
    },
    {
      name: '101 slash commands',
      errorAt: '$[100]',
      commands: [...commandSet(100), renamed(ticketCommand(), 'ticket-extra')],
    },
    {
      name: 'Over 8000 characters (localizations counted)',
      errorAt: '$[0]',
      commands: [catalogCommand()],
    },
    {
      name: 'Two options with the same name',
      errorAt: '$[0].options[2].name',
      commands: ticketWith(2, (o) => (o.name = 'priority')),
    },
    {
      name: "Localized name = another option's name",
      errorAt: '$[0].options[2].name_localizations.de',
      commands: ticketWith(2, (o) => (o.name_localizations!.de = 'priority')),
    },
    {
      name: 'Two options with one localized name',
      errorAt: '$[0].options[2].name_localizations.fr',
      commands: ticketWith(2, (o) => (o.name_localizations!.fr = 'priority-fr')),
    },
    {
      name: 'Required option after an optional one',
      errorAt: '$[0].options[3]',
      commands: ticketWith(3, (o) => (o.required = true)),
    },
    {
      name: 'BOT_DM context on a guild command',
      errorAt: '$[0].contexts',
      commands: [{ ...ticketOnGuild(), contexts: [0, 1] }],
      guildId: '1100000000000000000',
    },
    {
      name: 'Autocomplete with choices',
      errorAt: '$[0].options[0].autocomplete',
      commands: ticketWith(0, (o) => (o.autocomplete = true)),
    },
    {
      name: 'String choice value on an integer option',
      errorAt: '$[0].options[2].choices[0].value',
      commands: ticketWith(2, (o) => (o.choices![0]!.value = 'one')),
    },
    {
      name: 'Choice value 1.5 on an integer option',
      errorAt: '$[0].options[2].choices[0].value',
      commands: ticketWith(2, (o) => (o.choices![0]!.value = 1.5)),
    },
    {
      name: 'min_value above max_value',
      errorAt: '$[0].options[1].min_value',
      commands: ticketWith(1, (o) => (o.min_value = 10)),
    },
    {
      name: 'Unknown locale key "en"',
      errorAt: '$[0].description_localizations.en',
      commands: [
        {
          ...ticketCommand(),
          description_localizations: { ...localizedTexts('Opens a ticket'), en: 'Opens a ticket' },
        },
      ],
    },
    {
      name: 'Capital letter in a localized name',
      errorAt: '$[0].options[4].name_localizations.de',
      commands: ticketWith(4, (o) => (o.name_localizations!.de = 'Zuständig')),
    },
  ];
}
