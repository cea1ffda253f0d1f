// The carbon printer names in its header everything of a design carbon drops or alters: for each
// case a small design and the header line that names the path and what was lost; and hostile
// designs run with the real carbon, where every string arrives or a header line names its path.
import { describe, expect, it } from 'vitest';
import { toPayload } from '../../model';
import type { Doc } from '../../model';
import { option, slash } from '../../model/testing/command-fixtures';
import { container, docOf, message, text } from '../../model/testing/fixtures';
import { commandsOf } from '../testing/command-samples';
import { saidBy } from '../testing/printer-kit';
import { hostileCommands, hostileEmbedsAndPoll, hostileMessage } from '../testing/hostile';
import { unsaid } from '../testing/unsaid';
import { printCarbon } from './carbon';
import { checkCarbon } from './testing/check';

const said = saidBy(printCarbon);

const set = { contexts: [0], integration_types: [0] };

describe('printCarbon says what carbon drops or alters', () => {
  it('a command field it does not know', () => {
    const doc = commandsOf([slash({ name: 'go', description: 'Go', ...set, extra: 'x' })]);
    expect(said(doc)).toEqual(['[0].extra: carbon\'s command has no `extra`: left out ("x")']);
  });

  it("an embed's video, provider and image sizes", () => {
    const doc = docOf({
      embeds: [
        {
          title: 'T',
          image: { url: 'https://a.test/i.png', width: 10 },
          thumbnail: { url: 'https://a.test/t.png', height: 5 },
          video: { url: 'https://a.test/v.mp4' },
          provider: { name: 'P' },
        },
      ],
    });
    const lines = said(doc);
    expect(lines).toContain(
      "embeds[0].image.width: carbon's Embed keeps only the image's url: left out (10)",
    );
    expect(lines).toContain(
      "embeds[0].thumbnail.height: carbon's Embed keeps only the thumbnail's url: left out (5)",
    );
    expect(
      lines.some((l) => l.startsWith('embeds[0].video: carbon 0.16.0 cannot set `video`')),
    ).toBe(true);
    expect(
      lines.some((l) => l.startsWith('embeds[0].provider: carbon 0.16.0 cannot set `provider`')),
    ).toBe(true);
  });

  it("a container's accent_color 0", () => {
    const doc = docOf(message({ ...container(text('Hi')), accent_color: 0 }));
    expect(said(doc)).toEqual([
      'components[0].accent_color: carbon skips a colour that is 0 or empty: not sent (0)',
    ]);
  });

  it('contexts and integration_types left unset', () => {
    const doc = commandsOf([slash({ name: 'go', description: 'Go' })]);
    expect(said(doc)).toEqual([
      "[0].integration_types: not set in the design, where Discord would use the app's install settings: carbon sends [0, 1] (guild and user install)",
      '[0].contexts: not set in the design: carbon sends [0, 1, 2] (guild, bot DM and private channel)',
    ]);
  });

  it('subcommands interleaved with groups', () => {
    const sub = (name: string) => option('subcommand', { name, description: 'S' });
    const doc = commandsOf([
      slash({
        name: 'go',
        description: 'Go',
        ...set,
        options: [
          option('subcommand-group', { name: 'g', description: 'G', options: [sub('a')] }),
          sub('b'),
        ],
      }),
    ]);
    expect(said(doc)).toEqual([
      '[0].options: carbon sends the subcommands before the subcommand groups: their order changes',
    ]);
  });
});

/** A Client around the printed code, as the check runs it (see carbon.test.ts's driver). */
function program(code: string): string {
  const has = (name: string) => code.includes(`export const ${name} =`);
  return `${code.replace("import { openAsBlob } from 'node:fs';", 'const openAsBlob = async (_: string) => new Blob([]);')}
import { Client as DriverClient, type ClientOptions as DriverOptions } from '@buape/carbon';

export function makeClient(options: DriverOptions) {
  return new DriverClient(options, {
    commands: ${has('COMMANDS') ? 'COMMANDS' : '[]'},
    components: ${has('COMPONENTS') ? 'COMPONENTS' : '[]'},
    modals: ${has('MODALS') ? 'MODALS' : '[]'},
  });
}
`;
}

describe('printCarbon on hostile designs: every string arrives or is named', () => {
  const designs: [string, Doc][] = [
    ['message', hostileMessage()],
    ['embeds and poll', hostileEmbedsAndPoll()],
    ['commands', hostileCommands(false, '123456789012345678')],
  ];
  for (const [name, doc] of designs)
    it(
      name,
      async () => {
        const code = printCarbon(doc, { envelope: doc.envelope });
        const result = await checkCarbon({ 'bot.ts': program(code) }, { messages: [], modals: [] });
        expect(result.typeErrors).toEqual([]);
        const sent = result.requests.find((r) => r.method === 'POST' || r.method === 'PUT');
        const payload = toPayload(doc, doc.surface === 'commands' ? 'commands' : doc.envelope);
        expect(unsaid(payload, sent?.body, code)).toEqual([]);
      },
      60_000,
    );
});
