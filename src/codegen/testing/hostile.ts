// For tests: designs a stranger could put in a share link, made of strings that try to leave the
// string literals, comments and source encoding of the exported code. Each injection, if it ran,
// would print PWNED (Python) or set globalThis.PWNED (JavaScript); the tests run the code and
// check that nothing did and that every string came out unchanged.
import type { CommandsDoc, Doc } from '../../model';
import { entryPoint, messageCommand, option, slash } from '../../model/testing/command-fixtures';
import { commandsOf } from './command-samples';
import {
  button,
  container,
  docOf,
  file,
  gallery,
  label,
  linkButton,
  mediaItem,
  message,
  row,
  section,
  stringSelect,
  text,
  textInput,
  thumbnail,
  withAttachments,
} from '../../model/testing/fixtures';

/** Text that leaves a string, comment or line if the escaping fails in either language. */
export const HOSTILE: readonly string[] = [
  `a', print('PWNED'), 'b`,
  `a", print("PWNED"), "b`,
  `a\\', print('PWNED'), '\\`,
  `"""; print('PWNED'); """`,
  `'''; print('PWNED'); '''`,
  `x\nprint('PWNED')\n#`,
  `x\r\nprint('PWNED')\r#`,
  `x\u2028globalThis.PWNED = 1\u2028//`,
  `x\u2029globalThis.PWNED = 1 //`,
  `*/ globalThis.PWNED = 1; /*`,
  `\${globalThis.PWNED = 1}\` + (globalThis.PWNED = 1) + \``,
  `'; globalThis.PWNED = 1; '`,
  `</script><script>globalThis.PWNED = 1</script>`,
  // Live code once the source is read as utf-7 or unicode_escape (a coding line in the name).
  `+ACc-, print(+ACc-PWNED+ACc-), +ACc-`,
  `\\x27, print(\\x27PWNED\\x27), \\x27`,
  `\\u0027, print(\\u0027PWNED\\u0027), \\u0027`,
  `\\N{APOSTROPHE}, print('PWNED'), '`,
  `# -*- coding: unicode_escape -*-`,
  `\0 NUL \x1b[2J \x7f \u0085 \ufeff BOM`,
];

/** Design names that try to become the source encoding or to leave the header comment. */
export const HOSTILE_NAMES: readonly string[] = [
  'x coding:unicode_escape',
  'x coding:utf-7',
  '# -*- coding: utf-7 -*-',
  'vim: set fileencoding=unicode_escape :',
  `x\nprint('PWNED')`,
  `x\rprint('PWNED')`,
  `x\u2028globalThis.PWNED = 1`,
  `x */ globalThis.PWNED = 1 /*`,
];

const h = (i: number) => HOSTILE[i % HOSTILE.length]!;

/** A Components V2 message with a hostile string in every kind of text field. */
export function hostileMessage(): Doc {
  const fileName = h(5).replace(/[\n\r]/g, '_');
  const url = (i: number) => `https://example.com/${encodeURIComponent(h(i))}?q=${h(i)}`;
  return docOf(
    withAttachments(
      message(
        container(
          ...HOSTILE.map((s) => text(s)),
          section(
            [text(h(1))],
            thumbnail({ media: { url: url(0), proxy_url: h(13) }, description: h(2) }),
          ),
          gallery(mediaItem(url(3), { description: h(4) }), mediaItem(url(14))),
          file(fileName),
          row(
            button({ label: h(6).slice(0, 80), custom_id: h(7).slice(0, 100) }),
            linkButton({ label: h(8), url: url(9) }),
          ),
          row(
            stringSelect({
              custom_id: h(10),
              placeholder: h(11),
              options: HOSTILE.slice(0, 5).map((s, i) => ({
                label: s,
                value: `${i}${s}`,
                description: h(i + 5),
                emoji: { name: h(i + 7) },
              })),
            }),
          ),
        ),
      ),
      fileName,
    ),
  );
}

/**
 * The case: a print in a thumbnail's proxy_url, which discord.py cannot send and the header
 * names in a comment, where a line break escaped for Python becomes a real one in utf-7 or
 * unicode_escape source.
 */
export function hostileProxyUrl(): Doc {
  const proxy = `\nprint('PWNED')# +AAo-print('PWNED')#`;
  return docOf(
    message(
      section(
        [text('Hi')],
        thumbnail({ media: { url: 'https://a.test/x.png', proxy_url: proxy } }),
      ),
    ),
  );
}

/** Attachment names that try to reach outside the folder the exported code reads files from. */
export const FILE_NAMES: readonly string[] = [
  '../../.ssh/id_rsa',
  '..\\..\\secrets.txt',
  '/etc/passwd',
  '..',
  'C:\\Windows\\win.ini',
];

/** A message that uploads a file under each of FILE_NAMES. */
export function hostileFileNames(): Doc {
  return docOf(withAttachments(message(text('Files')), ...FILE_NAMES));
}

/** A legacy message whose content, embeds (keys too) and mentions are hostile. */
export function hostileLegacy(): Doc {
  return docOf({
    content: HOSTILE.join(' | '),
    embeds: [{ title: h(0), description: h(5), fields: [{ name: h(13), value: h(14) }] }],
    allowed_mentions: { parse: [], users: ['1'], replied_user: false },
    components: [row(button({ label: h(2), custom_id: h(3) }))],
  });
}

/**
 * A legacy webhook message with a hostile string in every text of two embeds (URLs hold theirs in
 * the query, where discord.js's URL check lets anything through), of a poll (answer emoji too:
 * the ones discord.js can read as a name) and in the content and webhook name.
 */
export function hostileEmbedsAndPoll(): Doc {
  const url = (i: number) => `https://example.com/?q=${h(i)}`;
  const names = HOSTILE.filter((s) => !/[%:]/.test(s));
  const embed = (e: number) => ({
    title: h(e),
    description: h(e + 1),
    url: url(e + 2),
    timestamp: '2024-01-01T00:00:00Z',
    color: 0,
    author: { name: h(e + 3), url: url(e + 4), icon_url: url(e + 5) },
    footer: { text: h(e + 6), icon_url: url(e + 7) },
    image: { url: url(e + 8) },
    thumbnail: { url: url(e + 9) },
    fields: HOSTILE.map((s, i) => ({ name: s, value: h(i + e), inline: i % 2 === 0 })),
  });
  return docOf({
    content: h(3),
    username: h(4),
    avatar_url: url(5),
    embeds: [embed(0), embed(10)],
    poll: {
      question: { text: h(10) },
      answers: names.slice(0, 10).map((s, i) => ({
        poll_media: { text: h(i + 11), emoji: { name: s } },
      })),
      duration: 1,
    },
    allowed_mentions: { parse: [] },
  });
}

/** A modal whose title, ids, labels and values are hostile. */
export function hostileModal(): Doc {
  return docOf({
    custom_id: h(0),
    title: h(13).slice(0, 45),
    components: [
      text(h(5)),
      label(h(1), textInput({ custom_id: h(2), placeholder: h(14), value: h(15), style: 2 }), {
        description: h(3),
      }),
    ],
  });
}

/**
 * A command set with a hostile string in every text discord.js's builders accept anything in
 * (descriptions, choices, localized descriptions, a context menu's name, a field no builder
 * has), the guild id and an entry point. With `anyNames`, command and option names are hostile
 * too: the builders refuse those, discord.py's stand-in takes them. The guild id is hostile unless
 * one is given.
 */
export function hostileCommands(anyNames = false, guildId = h(13)): CommandsDoc {
  const name = (i: number, valid: string) => (anyNames ? h(i).slice(0, 32) : valid);
  const text = (i: number) => h(i).slice(0, 100);
  return commandsOf(
    [
      slash({
        name: name(0, 'hostile'),
        description: text(1),
        description_localizations: { fr: text(2), de: text(3) },
        [h(4)]: h(5),
        options: [
          option('string-option', {
            name: name(6, 'pick'),
            description: text(7),
            choices: HOSTILE.slice(0, 10).map((s, i) => ({
              name: s.slice(0, 100),
              value: `${i}${s}`.slice(0, 100),
            })),
          }),
        ],
      }),
      slash({
        name: name(8, 'grouped'),
        description: text(9),
        options: [
          option('subcommand-group', {
            name: name(14, 'group'),
            description: text(15),
            options: [option('subcommand', { name: name(16, 'sub'), description: text(17) })],
          }),
        ],
      }),
      messageCommand({ name: h(10).slice(0, 32) }),
      entryPoint({ name: h(11).slice(0, 32), description: text(12) }),
    ],
    guildId,
  );
}

/** Every string of a payload, keys too. */
export function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringLeaves(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      stringLeaves(v, out);
    }
  return out;
}
