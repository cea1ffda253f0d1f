// The command set through @discordjs/builders: each command built from its JSON with the setters
// a discord.js bot would call, then toJSON(). Builders validates in the setters (names, lengths,
// locales, choices) and in toJSON() (required fields, 25 options); a throw anywhere means
// "invalid". It has no notion of a set, so set-wide rules are out of its reach.
import type {
  ApplicationCommandOptionAllowedChannelTypes,
  SharedNameAndDescription,
} from '@discordjs/builders';
import {
  SlashCommandBuilder,
  SlashCommandSubcommandBuilder,
  SlashCommandSubcommandGroupBuilder,
} from '@discordjs/builders';
import { rejection } from './discordjs';
import type { ChoiceJson, CommandJson, OptionJson } from './command-fixtures';
import { OptionType as T } from '../src/model';

type LocalizationMap = Parameters<SharedNameAndDescription['setNameLocalizations']>[0];

/** The fields every command and option shares. */
function named<B extends SharedNameAndDescription>(builder: B, json: CommandJson | OptionJson): B {
  builder.setName(json.name).setDescription(json.description);
  if (json.name_localizations)
    builder.setNameLocalizations(json.name_localizations as LocalizationMap);
  if (json.description_localizations)
    builder.setDescriptionLocalizations(json.description_localizations as LocalizationMap);
  return builder;
}

interface Choosing<V> {
  addChoices(...choices: { name: string; value: V }[]): unknown;
  setAutocomplete(on: boolean): unknown;
}
interface Bounded {
  setMinValue(n: number): unknown;
  setMaxValue(n: number): unknown;
}

/** Choices (their value's type is the JSON's business: builders checks it), then autocomplete. */
function choosing<V>(builder: Choosing<V>, json: OptionJson): void {
  if (json.choices) builder.addChoices(...(json.choices as (ChoiceJson & { value: V })[]));
  if (json.autocomplete !== undefined) builder.setAutocomplete(json.autocomplete);
}
function bounded(builder: Bounded, json: OptionJson): void {
  if (json.min_value !== undefined) builder.setMinValue(json.min_value);
  if (json.max_value !== undefined) builder.setMaxValue(json.max_value);
}

/** Adds one value option to a command or subcommand, with the type-specific setters. */
function addValueOption(to: SlashCommandBuilder | SlashCommandSubcommandBuilder, json: OptionJson) {
  const base = <B extends SharedNameAndDescription & { setRequired(r: boolean): unknown }>(
    b: B,
  ) => {
    named(b, json);
    if (json.required !== undefined) b.setRequired(json.required);
    return b;
  };
  switch (json.type) {
    case T.String:
      return to.addStringOption((o) => {
        choosing<string>(base(o), json);
        if (json.min_length !== undefined) o.setMinLength(json.min_length);
        if (json.max_length !== undefined) o.setMaxLength(json.max_length);
        return o;
      });
    case T.Integer:
      return to.addIntegerOption((o) => (choosing<number>(base(o), json), bounded(o, json), o));
    case T.Number:
      return to.addNumberOption((o) => (choosing<number>(base(o), json), bounded(o, json), o));
    case T.Boolean:
      return to.addBooleanOption(base);
    case T.User:
      return to.addUserOption(base);
    case T.Channel:
      return to.addChannelOption((o) =>
        base(o).addChannelTypes(
          ...((json.channel_types ?? []) as ApplicationCommandOptionAllowedChannelTypes[]),
        ),
      );
    case T.Role:
      return to.addRoleOption(base);
    case T.Mentionable:
      return to.addMentionableOption(base);
    case T.Attachment:
      return to.addAttachmentOption(base);
    default:
      throw new TypeError(`option type ${json.type} has no builder`);
  }
}

function subcommand(json: OptionJson): SlashCommandSubcommandBuilder {
  const sub = named(new SlashCommandSubcommandBuilder(), json);
  for (const o of json.options ?? []) addValueOption(sub, o);
  return sub;
}

/** One command as a discord.js bot builds it. */
export function buildCommand(json: CommandJson): SlashCommandBuilder {
  const command = named(new SlashCommandBuilder(), json);
  for (const o of json.options ?? []) {
    if (o.type === T.SubcommandGroup) {
      const group = named(new SlashCommandSubcommandGroupBuilder(), o);
      for (const s of o.options ?? []) group.addSubcommand(subcommand(s));
      command.addSubcommandGroup(group);
    } else if (o.type === T.Subcommand) command.addSubcommand(subcommand(o));
    else addValueOption(command, o);
  }
  if (json.default_member_permissions !== undefined)
    command.setDefaultMemberPermissions(json.default_member_permissions);
  if (json.contexts) command.setContexts(json.contexts);
  if (json.integration_types) command.setIntegrationTypes(json.integration_types);
  if (json.nsfw !== undefined) command.setNSFW(json.nsfw);
  return command;
}

/** The whole set built and serialized: what the benchmark times. */
export const buildersCommands = (set: readonly CommandJson[]): unknown[] =>
  set.map((c) => buildCommand(c).toJSON());

/** Whether builders refuses one of the commands, and its first line of why. */
export const buildersRejectsCommands = (set: readonly CommandJson[]) =>
  rejection(() => buildersCommands(set));
