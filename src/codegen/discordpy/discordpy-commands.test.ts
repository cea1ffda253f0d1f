import { describe, expect, it } from 'vitest';
import { slash, option } from '../../model/testing/command-fixtures';
import { printDiscordPy as discordPyCommands } from './discordpy';
import { HAS_PYTHON, evalPythonLiteral, pythonSyntaxErrors } from './testing/python';
import { runPython } from './testing/run-py';
import type { CommandSample } from '../testing/command-samples';
import { GUILD_ID, commandSamples, commandsOf } from '../testing/command-samples';

const ALL = commandSamples();
const code = (s: CommandSample) => discordPyCommands(s.doc, { envelope: s.envelope, name: s.name });
const named = (name: string) => code(ALL.find((s) => s.name === name)!);

describe('discordPyCommands', () => {
  it.skipIf(!HAS_PYTHON)('writes Python that parses and runs, for every sample and target', () => {
    const sources = ALL.map(code);
    const errors = pythonSyntaxErrors(sources);
    const failures = ALL.flatMap((s, i) => (errors[i] ? [`${s.name}: ${errors[i]}`] : []));
    expect(failures, failures.join('\n')).toEqual([]);
    // Against a stand-in discord package: the decorators, annotations, Translator and
    // sync_commands() all run without an error.
    const { runs, out } = runPython(sources);
    expect(out.trim()).toBe('');
    const raised = ALL.flatMap((s, i) => (runs[i]?.error ? [`${s.name}: ${runs[i]!.error}`] : []));
    expect(raised, raised.join('\n')).toEqual([]);
  });

  it('writes commands, groups and context menus with their decorators', () => {
    const py = named('global-set.commands');
    expect(py).toContain('from discord import app_commands');
    expect(py).toContain("@app_commands.command(\n    name='every',");
    expect(py).toContain("text='Which shade',");
    expect(py).toContain("@app_commands.rename(\n    text_only='text-only',");
    expect(py).toContain("class_='class'");
    expect(py).toContain('    text: app_commands.Range[str, 2, 50],');
    expect(py).toContain('    count: app_commands.Range[int, 1, 10],');
    // Number bounds and choices are floats: discord.py tells the option's type by them.
    expect(py).toContain('    ratio: Optional[app_commands.Range[float, 0.0, 2.5]] = None,');
    expect(py).toContain("app_commands.Choice(name='One', value=1.0)");
    expect(py).toContain("level=[app_commands.Choice(name='Low', value=1)]");
    expect(py).toContain('    loud: Optional[bool] = None,');
    expect(py).toContain('    where: Optional[discord.TextChannel] = None,');
    expect(py).toContain('ChannelTypes(discord.ChannelType.text)]] = None,');
    expect(py).toContain('    mention: Optional[Union[discord.User, discord.Role]] = None,');
    expect(py).toContain('    file: Optional[discord.Attachment] = None,');
    expect(py).toContain("@every.autocomplete('class_')");
    expect(py).toContain('-> List[app_commands.Choice[str]]:');
    expect(py).toContain('    return []');

    expect(py).toContain('mod = app_commands.Group(');
    expect(py).toContain(
      'default_permissions=discord.Permissions(kick_members=True, ban_members=True)',
    );
    expect(py).toMatch(
      /allowed_contexts=app_commands\.AppCommandContext\(\s+guild=True,\s+dm_channel=False,\s+private_channel=False,\s+\)/,
    );
    expect(py).toContain(
      "mod_user = app_commands.Group(name='user', description='Act on a member', parent=mod)",
    );
    expect(py).toContain("@mod_user.command(name='ban', description='Ban a member')");
    // A command that only runs in servers gets members.
    expect(py).toContain('    member: discord.Member,');
    expect(py).toContain("@mod.command(name='purge', description='Delete messages')");

    expect(py).toContain(
      "@app_commands.command(name='admin', description='Admins only')\n@app_commands.default_permissions()\n",
    );
    expect(py).toContain("@app_commands.command(name='apps', description='Everywhere', nsfw=True)");
    expect(py).toContain(
      '@app_commands.default_permissions(discord.Permissions(2251799813693440))',
    );
    expect(py).toContain(
      '@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)',
    );
    expect(py).toContain('@app_commands.allowed_installs(guilds=False, users=True)');
    expect(py).toContain('@app_commands.guild_only()');
    expect(py).toContain(
      "@app_commands.context_menu(name=locale_str('Show Profile', key='$[6].name'))",
    );
    expect(py).toContain('user: discord.User) -> None:');
    expect(py).toContain('    message: discord.Message,');
    expect(py).toContain('COMMANDS = [');
    expect(py).toContain('    return await tree.sync()');
    // The entry point is named at the top, never dropped without a word.
    expect(py).toMatch(
      /# - \[8\]: discord\.py has no Entry point command: left out \(\{"type":4,"name":"Launch"/,
    );
  });

  it.skipIf(!HAS_PYTHON)('hands the localizations to a Translator, keyed by where they are', () => {
    const py = named('global-set.commands');
    expect(py).toContain('class DesignTranslator(app_commands.Translator):');
    expect(py).toContain('    await tree.set_translator(DesignTranslator())');
    expect(py).toContain("name=locale_str('color', key='$[2].name')");
    expect(py).toContain("shade=locale_str('shade', key='$[2].options[0].options[0].name')");
    const table = /TRANSLATIONS: Dict\[str, Dict\[str, str\]\] = (\{[^]*?\n\})/.exec(py)![1]!;
    expect(evalPythonLiteral(table)).toEqual({
      '$[0].options[0].choices[0].name': { fr: 'Rouge' },
      // `es-ES: null` means "no localization": left out.
      '$[2].name': { fr: 'couleur', de: 'farbe' },
      '$[2].description': { fr: 'Choisis', 'es-ES': 'Choisis-es' },
      '$[2].options[0].name': { fr: 'choisir' },
      '$[2].options[0].description': { fr: 'Choisir', 'es-ES': 'Choisir-es' },
      '$[2].options[0].options[0].name': { fr: 'teinte' },
      '$[2].options[0].options[0].description': {
        fr: 'Quelle teinte',
        'es-ES': 'Quelle teinte-es',
      },
      '$[2].options[0].options[0].choices[0].name': { fr: 'Sombre', 'es-ES': 'Sombre-es' },
      '$[6].name': { fr: 'Voir le profil' },
    });
    expect(named('palette.commands')).not.toContain('Translator');
  });

  it('syncs a guild set to its guild, and says that discord.py cannot create one command', () => {
    const py = named('guild-set.command');
    expect(py).toContain(`GUILD = discord.Object(id=${GUILD_ID})`);
    expect(py).toContain('        tree.add_command(command, guild=GUILD)');
    expect(py).toContain('    return await tree.sync(guild=GUILD)');
    expect(py).toContain('discord.py has no call that creates one command');
    expect(py).toContain(
      '# - $: this target creates one command, the first; the other 2 are not written',
    );
  });

  it('names in its header what discord.py cannot send', () => {
    const doc = commandsOf([
      slash({
        name: 'x',
        default_permission: false,
        options: [option('attachment-option', { name: 'f', file_types: ['image'] })],
      }),
    ]);
    const py = discordPyCommands(doc, { envelope: 'commands', errors: 2 });
    expect(py).toContain('# This design has 2 errors (see Problems)');
    expect(py).toContain('# - $[0].default_permission: discord.py has no way to send it (false)');
    expect(py).toContain(
      '# - $[0].options[0].file_types: discord.py has no way to send it (["image"])',
    );
  });

  it('gives options Python names that are identifiers, renamed to the real ones', () => {
    const doc = commandsOf([
      slash({
        name: 'def',
        options: [
          option('string-option', { name: 'from', required: true }),
          option('string-option', { name: '2nd' }),
          option('string-option', { name: 'interaction' }),
          option('string-option', { name: 'ünï' }),
        ],
      }),
    ]);
    const py = discordPyCommands(doc, { envelope: 'commands' });
    expect(py).toContain('async def def_(');
    expect(py).toContain("from_='from'");
    expect(py).toContain("_2nd='2nd'");
    expect(py).toContain("interaction_='interaction'");
    expect(py).toContain("n='ünï'");
  });
});
