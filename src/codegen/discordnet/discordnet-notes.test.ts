// The Discord.Net printer names in its header everything of a design it drops or alters: for each
// case a small design, and the header line that names the path and what was lost.
import { describe, expect, it } from 'vitest';
import type { Doc } from '../../model';
import { slash } from '../../model/testing/command-fixtures';
import {
  button,
  docOf,
  message,
  row,
  section,
  text,
  thumbnail,
} from '../../model/testing/fixtures';
import { commandsOf } from '../testing/command-samples';
import { printDiscordNet } from './discordnet';

/** The header's "- path: what" lines, without the comment marks. */
const said = (doc: Doc): string[] =>
  printDiscordNet(doc, { envelope: doc.envelope })
    .split('\n')
    .filter((l) => l.startsWith('// - '))
    .map((l) => l.slice('// - '.length));

const emojiButton = (emoji: Record<string, unknown>) =>
  docOf(message(row(button({ custom_id: 'go', label: 'Go', emoji }))));

describe('printDiscordNet says what it drops or alters', () => {
  it("a media item's proxy_url and other keys", () => {
    const doc = docOf(
      message(
        section(
          [text('Hi')],
          thumbnail({ media: { url: 'https://a.test/x.png', proxy_url: 'https://p.test/x' } }),
        ),
      ),
    );
    expect(said(doc)).toEqual([
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
