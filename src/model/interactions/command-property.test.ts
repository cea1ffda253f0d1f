// Properties of command interactions: any command the arbitraries make, used with inputs taken
// from its options' choices and bounds, builds without throwing; what it sends names the options
// of the tree it was built from, and it type-checks against discord-api-types.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommandsDoc, Node } from '../document/document';
import { isPlainObject } from '../payload/envelope';
import { SAMPLE_GUILD } from './sample-guild';
import type { GuildDirectory } from './sample-guild';
import type { Payload } from '../testing/command-arbitraries';
import { commandArb } from '../testing/command-arbitraries';
import { commandsDoc, interactionSource } from '../testing/command-use';
import { CHANNEL, ROLE, USER } from '../testing/interactions';
import { typeErrors } from '../testing/type-check';
import type { CommandInteractionPayload, CommandUse, DataOption, OptionInputs } from './command';
import { buildCommandInteraction, commandOptionsFor, subcommandPaths } from './command';
import { guildWithId } from './command-gate';

const GUILD_ID = '1300000000000000009';
// #general is age-restricted here and Ava (the owner) uses the commands, so that nsfw and
// default_member_permissions let every generated command through.
const guild: GuildDirectory = {
  ...SAMPLE_GUILD,
  channels: SAMPLE_GUILD.channels.map((c) => (c.id === CHANNEL.general ? { ...c, nsfw: true } : c)),
};

const num = (node: Node, field: string): number | undefined =>
  typeof node.props[field] === 'number' ? (node.props[field] as number) : undefined;
const clamp = (n: number, node: Node) =>
  Math.min(num(node, 'max_value') ?? Infinity, Math.max(num(node, 'min_value') ?? -Infinity, n));

/** What a person would fill in: the first choice, else a value within the option's bounds. */
function inputFor(option: Node, directory: GuildDirectory): string {
  const choices = Array.isArray(option.props.choices) ? option.props.choices : [];
  const first: unknown = choices[0];
  if (isPlainObject(first)) return String(first.value);
  switch (option.kind) {
    case 'string-option':
      return 'x'.repeat(Math.max(1, num(option, 'min_length') ?? 1));
    case 'integer-option':
    case 'number-option':
      return String(clamp(0, option));
    case 'boolean-option':
      return 'true';
    case 'user-option':
      return USER.ben;
    case 'role-option':
      return ROLE.moderator;
    case 'mentionable-option':
      return USER.ava;
    case 'channel-option': {
      const types = option.props.channel_types;
      const fits = directory.channels.find((c) => !Array.isArray(types) || types.includes(c.type));
      return fits?.id ?? '';
    }
    case 'attachment-option':
      return 'report.pdf';
    default:
      throw new Error(`Not a value option: ${option.kind}`);
  }
}

/** Every use of the set's first command: each subcommand, or the command itself. */
function usesOf(doc: CommandsDoc): { use: CommandUse; options: Node[] }[] {
  const command = doc.nodes[0]!;
  const paths = subcommandPaths(doc, command.key);
  const subs = paths.length > 0 ? paths.map((p) => p.subcommandKey) : [undefined];
  return subs.map((subcommandKey) => {
    const options = commandOptionsFor(doc, command.key, subcommandKey);
    const inputs: OptionInputs = Object.fromEntries(
      options.map((o) => [o.key, inputFor(o, guild)]),
    );
    return {
      use: {
        commandKey: command.key,
        ...(subcommandKey ? { subcommandKey } : {}),
        inputs,
        targetId: USER.ben,
      },
      options,
    };
  });
}

/** The names along the data's options down to the values, as the tree has them. */
function sentNames(options: readonly DataOption[] | undefined): string[] {
  return (options ?? []).flatMap((o) =>
    'options' in o ? [o.name, ...sentNames(o.options)] : [o.name],
  );
}

/** Refusals a generated command may meet: no servers in its contexts, an Activity launcher, no channel of its types. */
const EXPECTED = [/its contexts leave out 0/, /handler 2/, /is required\.$/];

function check(payload: Payload, scope: string | null): CommandInteractionPayload[] {
  const doc = commandsDoc([payload], scope);
  const sent: CommandInteractionPayload[] = [];
  for (const { use, options } of usesOf(doc)) {
    const where = scope === null ? guild : guildWithId(guild, scope);
    const result = buildCommandInteraction(doc, use, { guild: where, userId: USER.ava });
    if (!result.ok) {
      for (const e of result.errors)
        expect(
          EXPECTED.some((re) => re.test(e.message)),
          e.message,
        ).toBe(true);
      continue;
    }
    const { data } = result.payload;
    expect(data.name).toBe(payload.name);
    const path = subcommandPaths(doc, use.commandKey).find(
      (p) => p.subcommandKey === use.subcommandKey,
    );
    const above = path
      ? [...(path.groupName !== undefined ? [path.groupName] : []), path.name]
      : [];
    const filled = options.filter((o) => use.inputs[o.key] !== '').map((o) => o.props.name);
    expect(sentNames(data.options)).toEqual([...above, ...filled]);
    expect(JSON.parse(JSON.stringify(result.payload))).toEqual(result.payload);
    sent.push(result.payload);
  }
  return sent;
}

describe('buildCommandInteraction', () => {
  it('builds any generated command used with inputs from its choices and bounds, naming the tree’s options', () => {
    fc.assert(
      fc.property(commandArb('global'), (payload) => {
        check(payload, null);
      }),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(commandArb('guild'), (payload) => {
        check(payload, GUILD_ID);
      }),
      { numRuns: 50 },
    );
  });

  it(
    'sends payloads of generated commands that discord-api-types accepts',
    { timeout: 60_000 },
    () => {
      const payloads = fc
        .sample(commandArb('global'), { numRuns: 40, seed: 14 })
        .flatMap((payload) => check(payload, null));
      expect(payloads.length).toBeGreaterThan(20);
      expect(typeErrors(interactionSource(payloads))).toEqual([]);
    },
  );
});
