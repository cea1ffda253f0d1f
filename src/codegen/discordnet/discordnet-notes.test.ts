// The Discord.Net printer names in its header everything of a design it drops or alters: for each
// case a small design, and the header line that names the path and what was lost.
import { describe, expect, it } from 'vitest';
import { slash } from '../../model/testing/command-fixtures';
import { button, docOf, message, row } from '../../model/testing/fixtures';
import { commandsOf } from '../testing/command-samples';
import { proxiedThumbnail, saidBy } from '../testing/printer-kit';
import { printDiscordNet } from './discordnet';

const said = saidBy(printDiscordNet);

const emojiButton = (emoji: Record<string, unknown>) =>
  docOf(message(row(button({ custom_id: 'go', label: 'Go', emoji }))));

describe('printDiscordNet says what it drops or alters', () => {
  it("a media item's proxy_url and other keys", () => {
    expect(said(proxiedThumbnail())).toEqual([
      'components[0].accessory.media.proxy_url: Discord.Net\'s UnfurledMediaItemProperties has no `proxy_url`: left out ("https://p.test/x")',
    ]);
  });

  it('a custom emoji without a name', () => {
    expect(said(emojiButton({ id: '123456789012345678' }))).toEqual([
      'components[0].components[0].emoji.name: Discord.Net\'s Emote.Parse needs a custom emoji\'s name: written as "_" (Discord finds it by its id)',
    ]);
  });

  it('a custom emoji whose name has : or >', () => {
    const doc = emojiButton({ id: '123456789012345678', name: 'a:b>' });
    expect(said(doc)).toEqual([
      'components[0].components[0].emoji.name: Emote.Parse cannot read a name with `:` or `>`: written as "_" ("a:b>")',
    ]);
    expect(printDiscordNet(doc, { envelope: 'message' })).toContain(
      'Emote.Parse("<:_:123456789012345678>")',
    );
  });

  it('a field no command builder has', () => {
    const doc = commandsOf([slash({ name: 'go', description: 'Go', extra: 'x' })]);
    expect(said(doc)).toEqual([
      '[0].extra: Discord.Net\'s SlashCommandBuilder has no `extra`: left out ("x")',
    ]);
  });

  it("an attachment's fields besides filename and description", () => {
    const doc = docOf({
      content: 'Hi',
      attachments: [{ id: 0, filename: 'a.png', description: 'A', title: 'T' }],
    });
    expect(said(doc)).toEqual([
      'attachments[0].title: Discord.Net\'s FileAttachment has no `title`: left out ("T")',
    ]);
  });
});
