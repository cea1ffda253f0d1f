// The JDA printer names in its header everything of a design it drops or alters: for each case a
// small design, and the header line that names the path and what was lost.
import { describe, expect, it } from 'vitest';
import { slash } from '../../model/testing/command-fixtures';
import { button, docOf, message, row, text } from '../../model/testing/fixtures';
import { commandsOf } from '../testing/command-samples';
import { proxiedThumbnail, saidBy } from '../testing/printer-kit';
import { printJda } from './jda';

const said = saidBy(printJda);

const command = (fields: Record<string, unknown>) =>
  commandsOf([slash({ name: 'go', description: 'Go', integration_types: [0], ...fields })]);

describe('printJda says what it drops or alters', () => {
  it('an embed URL JDA refuses', () => {
    const doc = docOf({
      embeds: [{ title: 'T', url: 'ftp://example.com/x', image: { url: 'https://a b' } }],
    });
    expect(said(doc)).toEqual([
      'embeds[0].url: JDA\'s EmbedBuilder takes only an http, https or attachment URL of up to 2000 characters without spaces: left out ("ftp://example.com/x")',
      'embeds[0].image: JDA\'s EmbedBuilder takes only an http, https or attachment URL of up to 2000 characters without spaces: left out ("https://a b")',
    ]);
  });

  it("a media item's proxy_url", () => {
    expect(said(proxiedThumbnail())).toEqual([
      'components[0].accessory.media.proxy_url: JDA\'s media item (it sends only the url) has no `proxy_url`: left out ("https://p.test/x")',
    ]);
  });

  it('a field it does not know on a command, an unknown locale', () => {
    const doc = command({ extra: 'x', name_localizations: { 'xx-YY': 'Va' } });
    expect(said(doc)).toEqual([
      '[0].name_localizations.xx-YY: JDA\'s DiscordLocale has no such locale: left out ("Va")',
      '[0].extra: JDA\'s Slash command has no `extra`: left out ("x")',
    ]);
  });

  it("a modal's body field it does not know", () => {
    const doc = docOf({ custom_id: 'm', title: 'T', extra: 'x', components: [text('Hi')] });
    expect(said(doc)).toEqual(['extra: JDA\'s Modal has no `extra`: left out ("x")']);
  });

  it('message flags it has no setter for', () => {
    const doc = docOf({ content: 'Hi', flags: 4 | 64 });
    expect(said(doc)).toEqual([
      "flags: JDA's MessageCreateBuilder cannot set flag 64 (EPHEMERAL): left out",
    ]);
  });

  it('a command without integration_types', () => {
    const doc = commandsOf([slash({ name: 'go', description: 'Go' })]);
    expect(said(doc)).toEqual([
      "[0].integration_types: not set in the design, where Discord would use the app's install settings: JDA sends [GUILD_INSTALL]",
    ]);
  });

  it('text JDA trims', () => {
    const doc = docOf({
      content: ' Hi ',
      poll: { question: { text: 'Q ' }, answers: [{ poll_media: { text: ' A' } }], duration: 1 },
    });
    expect(said(doc)).toEqual([
      'content: JDA trims the text: leading and trailing spaces are lost',
      'poll.question.text: JDA trims the text: leading and trailing spaces are lost',
      'poll.answers[0].poll_media.text: JDA trims the text: leading and trailing spaces are lost',
    ]);
  });

  it('a custom emoji without a name', () => {
    const doc = docOf(message(row(button({ custom_id: 'b', label: 'B', emoji: { id: '123' } }))));
    expect(said(doc)).toEqual([
      'components[0].components[0].emoji.name: JDA needs a custom emoji\'s name: written as "emoji" (Discord finds it by its id)',
    ]);
  });

  it('a value of another type', () => {
    const doc = docOf({ embeds: [{ title: 5, color: 'red' }] });
    expect(said(doc)).toEqual([
      'embeds[0].title: not text: written as "5" (5)',
      'embeds[0].color: not a whole number an int holds: left out ("red")',
    ]);
  });

  it('permissions it cannot send as they are', () => {
    expect(said(command({ default_member_permissions: 'all' }))).toEqual([
      '[0].default_member_permissions: not a permission bit set: written as ENABLED, for everyone ("all")',
    ]);
    expect(said(command({ default_member_permissions: String(2n ** 64n) }))).toEqual([
      '[0].default_member_permissions: JDA holds permissions in a long: bits past 63 are lost ("18446744073709551616")',
    ]);
  });
});
