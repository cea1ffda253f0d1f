// The fixed parts of a discord.py commands module: the Translator that holds the design's
// localizations, the transformer for exact channel types, and sync_commands().
import { literal } from '../common/source';

/** TRANSLATIONS (key -> locale -> text) and the Translator that answers from it. */
export function PY_TRANSLATOR(translations: ReadonlyMap<string, [string, string][]>): string {
  const table: Record<string, Record<string, string>> = {};
  for (const [key, entries] of translations) table[key] = Object.fromEntries(entries);
  return [
    "# The design's localizations: each text's key (its place in the commands' JSON), then",
    '# the text in each locale.',
    `TRANSLATIONS: Dict[str, Dict[str, str]] = ${literal(table, 'py')}`,
    '',
    '',
    'class DesignTranslator(app_commands.Translator):',
    '    """Gives discord.py the localized texts of every locale_str that has a key."""',
    '',
    '    async def translate(',
    '        self,',
    '        string: locale_str,',
    '        locale: discord.Locale,',
    '        context: app_commands.TranslationContext,',
    '    ) -> Optional[str]:',
    "        texts = TRANSLATIONS.get(string.extras.get('key', ''), {})",
    '        return texts.get(locale.value)',
  ].join('\n');
}

/** discord.py's channel classes each stand for a fixed group of types; this offers exact ones. */
export const PY_CHANNEL_TYPES = [
  'class ChannelTypes(app_commands.Transformer):',
  '    """A channel option that offers exactly the channel types given (none: any)."""',
  '',
  '    def __init__(self, *types: discord.ChannelType) -> None:',
  '        self._types = list(types)',
  '',
  '    @property',
  '    def type(self) -> discord.AppCommandOptionType:',
  '        return discord.AppCommandOptionType.channel',
  '',
  '    @property',
  '    def channel_types(self) -> List[discord.ChannelType]:',
  '        return self._types',
  '',
  '    async def transform(self, interaction: discord.Interaction, value: Any) -> Any:',
  '        return value',
].join('\n');

/** COMMANDS and sync_commands(tree): what registers the set with Discord. */
export function pySync(
  names: readonly string[],
  guild: boolean,
  translator: boolean,
  single: boolean,
) {
  const where = guild ? 'in the guild GUILD' : 'globally';
  return [
    "# The commands in the design's order.",
    `COMMANDS = [${names.join(', ')}]`,
    '',
    '',
    'async def sync_commands(tree: app_commands.CommandTree) -> List[app_commands.AppCommand]:',
    `    """Registers the commands ${where}, replacing the ones there (a bulk overwrite).`,
    ...(single
      ? ['', '    discord.py has no call that creates one command: this overwrites the whole list.']
      : []),
    '',
    '    Call it once after changing them (e.g. from setup_hook), not on every start:',
    '    tree = app_commands.CommandTree(client), then await sync_commands(tree).',
    '    """',
    ...(translator ? ['    await tree.set_translator(DesignTranslator())'] : []),
    '    for command in COMMANDS:',
    guild ? '        tree.add_command(command, guild=GUILD)' : '        tree.add_command(command)',
    guild ? '    return await tree.sync(guild=GUILD)' : '    return await tree.sync()',
  ].join('\n');
}
