import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { toPayload } from '../../model';
import { PERMISSION_BITS } from '../../model/commands';
import { slash, userCommand } from '../../model/testing/command-fixtures';
import { JS_PERMISSIONS } from '../common/commands-shared';
import { printDiscordJs as discordJsCommands } from './discordjs';
import type { CommandSample } from '../testing/command-samples';
import { GUILD_ID, commandSamples, commandsOf, everyOption } from '../testing/command-samples';
import { importGenerated } from './testing/run-js';
import { normaliseCommands as normalise } from './testing/commands-json';
import { typecheckFailures, typecheckJs } from './testing/typecheck';

const ALL = commandSamples();
const code = (s: CommandSample) => discordJsCommands(s.doc, { envelope: s.envelope, name: s.name });

interface Rest {
  calls: { method: string; route: string; options: { body: unknown } }[];
  put: (route: string, options: { body: unknown }) => Promise<void>;
  post: (route: string, options: { body: unknown }) => Promise<void>;
}

function rest(): Rest {
  const r: Rest = {
    calls: [],
    put: async (route, options) => void r.calls.push({ method: 'put', route, options }),
    post: async (route, options) => void r.calls.push({ method: 'post', route, options }),
  };
  return r;
}

describe('discordJsCommands', () => {
  it('writes code that type-checks against discord.js for every sample and target', () => {
    const result = typecheckJs(ALL.map((s) => ({ name: `cmd-${s.name}`, code: code(s) })));
    const failures = typecheckFailures(result);
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(result.size).toBe(ALL.length);
  }, 180_000);

  it("builds, with discord.js's builders, exactly the design's create or bulk body", async () => {
    for (const s of ALL) {
      const module = await importGenerated(`cmd-${s.name}`, code(s));
      const payload = toPayload(s.doc, s.envelope);
      const built = s.envelope === 'command' ? module.command : module.commands;
      expect(normalise(built, payload), s.name).toEqual(payload);

      const r = rest();
      const register = (
        s.envelope === 'command' ? module.createCommand : module.registerCommands
      ) as (rest: Rest, clientId: string) => Promise<void>;
      await register(r, '42');
      const scope = s.doc.guildId
        ? `/applications/42/guilds/${s.doc.guildId}/commands`
        : '/applications/42/commands';
      expect(r.calls, s.name).toEqual([
        {
          method: s.envelope === 'command' ? 'post' : 'put',
          route: scope,
          options: { body: built },
        },
      ]);
    }
  }, 120_000);

  it('names every permission bit by its PermissionFlagsBits member', () => {
    for (const { bit, name } of PERMISSION_BITS) {
      const member = JS_PERMISSIONS.get(bit)! as keyof typeof PermissionFlagsBits;
      expect(PermissionFlagsBits[member], name).toBe(1n << BigInt(bit));
    }
  });

  it('uses the slash command and context menu builders and their setters', () => {
    const js = code(ALL.find((s) => s.name === 'global-set.commands')!);
    expect(js).toContain('export const commands = [\n  new SlashCommandBuilder()');
    expect(js).toContain('.addSubcommandGroup((group) =>');
    expect(js).toContain(".addChoices({ name: 'Half', value: 0.5 }, { name: 'One', value: 1 })");
    expect(js).toContain("{ name: 'Red', value: 'red', name_localizations: { fr: 'Rouge' } },");
    expect(js).toContain('.setDefaultMemberPermissions(0)');
    expect(js).toMatch(/PermissionFlagsBits\.KickMembers \| PermissionFlagsBits\.BanMembers/);
    expect(js).toContain('.setContexts(InteractionContextType.Guild)');
    expect(js).toContain('ApplicationIntegrationType.UserInstall');
    expect(js).toContain('.setAutocomplete(true)');
    expect(js).toContain('.addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement)');
    expect(js).toContain('.setType(ApplicationCommandType.User)');
    expect(js).toContain('.setDMPermission(false)');
    expect(js).toContain(
      'return rest.put(Routes.applicationCommands(clientId), { body: commands });',
    );
    expect(js).not.toMatch(/token['"]?\s*[:=]/i);
    // The entry point has no builder: said at the top, written as JSON.
    expect(js).toContain(
      '// discord.js has no builder for entry point commands ("Launch"); it is written as JSON.',
    );
    expect(js).toContain("{ type: 4, name: 'Launch', description: 'Start the game', handler: 2 }");

    const guild = code(ALL.find((s) => s.name === 'guild-set.command')!);
    expect(guild).toContain('export const command = new SlashCommandBuilder()');
    expect(guild).toContain(
      `return rest.post(Routes.applicationGuildCommands(clientId, '${GUILD_ID}'), { body: command });`,
    );
    expect(guild).toContain(
      '// - $: this target creates one command, the first; the other 2 are not written',
    );
  });

  it('adds to the JSON, and names at the top, what a builder has no setter for', async () => {
    const doc = commandsOf([userCommand({ nsfw: true }), slash({ name: 'x', mystery: 1 })]);
    const js = discordJsCommands(doc, { envelope: 'commands' });
    expect(js).toContain('// Not expressed in this code:');
    expect(js).toContain(
      '// - $[0].nsfw: the builder has no setter for it; added to its JSON (true)',
    );
    expect(js).toContain(
      '// - $[1].mystery: the builder has no setter for it; added to its JSON (1)',
    );
    expect(js).toMatch(/\{\s+\.\.\.new ContextMenuCommandBuilder\(\)[^]*nsfw: true,?\s+\}/);
    const { commands } = await importGenerated('cmd-extra', js);
    expect(normalise(commands, toPayload(doc))).toEqual(toPayload(doc));
  });

  it('names option fields the builders drop', () => {
    const every = everyOption() as { options: Record<string, unknown>[] };
    every.options[11]!.file_types = ['image'];
    every.options[0]!.mystery = 'x';
    const js = discordJsCommands(commandsOf([every]), { envelope: 'commands', errors: 1 });
    expect(js).toContain(".setFileTypes('image')");
    expect(js).toContain(
      `// - $[0].options[0].mystery: discord.js's builder has no setter for it ("x")`,
    );
    expect(js).toContain('This design has 1 error (see Problems)');
  });
});
