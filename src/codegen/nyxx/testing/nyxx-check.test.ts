// The nyxx check, proven on the hand-written reference bot (example.dart): the stand-in and the
// bot parse with the Dart grammar, every call of the bot fits the stand-in of nyxx 6.9.0, it
// builds each sample with the builders nyxx has for it, every string of the samples is a Dart
// literal in it, and it routes every custom_id. Then the check's teeth: a misspelt class, a
// misspelt named argument, a missing required argument, a wrong argument type, a modal value
// read as the wrong type, a foreign import and a syntax error each fail, naming file and line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stringIn } from '../../common/literals';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import { checkNyxxProgram, loadStandin, routesOf, stringLiteralsOf } from './check';
import { decodeDartString } from './dart-literal';

const EXAMPLE = readFileSync(new URL('./example.dart', import.meta.url), 'utf8');
const program = (text: string) => ({ 'example.dart': text });

/** The example with one exact piece of text replaced (which must be there once). */
function edited(from: string, to: string): string {
  expect(EXAMPLE.split(from).length, `example.dart holds ${JSON.stringify(from)} once`).toBe(2);
  return EXAMPLE.replace(from, to);
}

function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((l) => l.includes(needle)) + 1;
}

/** String values of a payload nyxx takes as Dart strings (ids and permissions go as numbers). */
function textValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!/^\d+$/.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) textValues(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) textValues(v, out);
  return out;
}

/** custom_ids of a message's buttons and selects, or a modal's own. */
function customIds(as: string, payload: unknown): string[] {
  if (as === 'modal') return [String((payload as { custom_id: string }).custom_id)];
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (typeof o.custom_id === 'string' && [2, 3, 5, 6, 7, 8].includes(Number(o.type)))
      out.push(o.custom_id);
    Object.values(o).forEach(walk);
  };
  walk(payload);
  return out;
}

describe('the nyxx check on the reference bot', () => {
  it('parses the stand-in of nyxx 6.9.0 and reads its builders', async () => {
    const { decls, libraries } = await loadStandin();
    const button = decls.classes.get('ButtonBuilder');
    expect([...(button?.ctors.keys() ?? [])]).toEqual(
      expect.arrayContaining(['', 'primary', 'secondary', 'success', 'danger', 'link', 'premium']),
    );
    const primary = button?.ctors.get('primary');
    expect(primary?.params.find((p) => p.name === 'customId')).toMatchObject({
      named: true,
      required: true,
      type: { name: 'String' },
    });
    expect(primary?.params.find((p) => p.name === 'id')?.type.name).toBe('int');
    expect(libraries.get('package:nyxx/nyxx.dart')).toContain('LabelComponentBuilder');
    expect(libraries.get('package:nyxx/nyxx.dart')).not.toContain('recordRequest');
  });

  it('passes the check, with the builders nyxx has for each sample', async () => {
    const { calls } = await checkNyxxProgram(program(EXAMPLE));
    const callees = new Set(calls.map((c) => c.callee));
    for (const name of [
      'MessageBuilder',
      'ContainerComponentBuilder',
      'TextDisplayComponentBuilder',
      'SectionComponentBuilder',
      'ThumbnailComponentBuilder',
      'SeparatorComponentBuilder',
      'MediaGalleryComponentBuilder',
      'MediaGalleryItemBuilder',
      'FileComponentBuilder',
      'ActionRowBuilder',
      'ButtonBuilder.primary',
      'ButtonBuilder.danger',
      'ButtonBuilder.link',
      'SelectMenuBuilder.stringSelect',
      'SelectMenuBuilder.userSelect',
      'SelectMenuBuilder.roleSelect',
      'SelectMenuBuilder.mentionableSelect',
      'SelectMenuBuilder',
      'AttachmentBuilder',
      'EmbedBuilder',
      'PollBuilder',
      'AllowedMentions',
      'ModalBuilder',
      'LabelComponentBuilder',
      'TextInputBuilder',
      'FileUploadComponentBuilder',
      'RadioGroupComponentBuilder',
      'CheckboxGroupComponentBuilder',
      'CheckboxComponentBuilder',
      'ApplicationCommandBuilder.chatInput',
      'ApplicationCommandBuilder.message',
      'ApplicationCommandBuilder.user',
      'CommandOptionBuilder.subCommandGroup',
      'CommandOptionChoiceBuilder',
      'GlobalApplicationCommandManager.bulkOverride',
      'PartialTextChannel.sendMessage',
      'ApplicationCommandInteraction.respondModal',
    ])
      expect(callees, name).toContain(name);
  });

  it('holds every string of every sample as a Dart literal', async () => {
    const literals = new Set(await stringLiteralsOf(program(EXAMPLE)));
    for (const s of SAMPLE_DESIGNS)
      for (const text of textValues(s.payload))
        expect(literals, `${s.name}: ${text}`).toContain(text);
  });

  it('routes every custom_id and every command by name', async () => {
    const routes = await routesOf(program(EXAMPLE));
    const ids = (stream: string) => routes.filter((r) => r.stream === stream).map((r) => r.id);
    for (const s of SAMPLE_DESIGNS) {
      if (s.as === 'message')
        expect(ids('onMessageComponentInteraction')).toEqual(
          expect.arrayContaining(customIds(s.as, s.payload)),
        );
      if (s.as === 'modal')
        expect(ids('onModalSubmitInteraction')).toEqual(
          expect.arrayContaining(customIds(s.as, s.payload)),
        );
      if (s.as === 'commands')
        expect(ids('onApplicationCommandInteraction')).toEqual(
          (s.payload as { name: string }[]).map((c) => c.name),
        );
    }
  });
});

describe('the nyxx check has teeth', () => {
  const fails = async (text: string, pattern: RegExp) =>
    expect(checkNyxxProgram(program(text))).rejects.toThrow(pattern);

  it('a misspelt class fails, naming file and line', async () => {
    const text = edited('SeparatorComponentBuilder(', 'SeparatorComponentBuildr(');
    const line = lineOf(text, 'SeparatorComponentBuildr');
    await fails(
      text,
      new RegExp(`example\\.dart:${line}: unknown class or name "SeparatorComponentBuildr"`),
    );
  });

  it('a misspelt named argument fails', async () => {
    const text = edited("placeholder: 'Short summary'", "placeholdr: 'Short summary'");
    const line = lineOf(text, 'placeholdr');
    await fails(
      text,
      new RegExp(`example\\.dart:${line}: TextInputBuilder has no parameter "placeholdr"`),
    );
  });

  it('a missing required argument fails', async () => {
    const text = edited("customId: 'survey',", '');
    await fails(text, /example\.dart:\d+: ModalBuilder needs its required argument "customId"/);
  });

  it('a misspelt method or member fails', async () => {
    await fails(
      edited('client.commands.bulkOverride(', 'client.commands.bulkOverwrite('),
      /GlobalApplicationCommandManager has no method "bulkOverwrite"/,
    );
    await fails(
      edited('SeparatorSpacingSize.large', 'SeparatorSpacingSize.big'),
      /SeparatorSpacingSize has no static member "big"/,
    );
  });

  it('a wrong argument type fails (a literal, an enum-like, a list element)', async () => {
    await fails(
      edited('SeparatorSpacingSize.large', '2'),
      /SeparatorComponentBuilder: spacing is SeparatorSpacingSize\?, not int/,
    );
    await fails(
      edited('flags: MessageFlags.suppressNotifications', 'flags: Permissions.administrator'),
      /MessageBuilder: flags is Flags<MessageFlags>\?, not Flag<Permissions>/,
    );
    await fails(
      edited(
        "CommandOptionChoiceBuilder(name: 'High', value: 3)",
        "CommandOptionChoiceBuilder(name: 'High', value: '3')",
      ),
      /a list of CommandOptionChoiceBuilder<int> cannot hold CommandOptionChoiceBuilder<String>/,
    );
  });

  it('reading a modal value as the wrong type fails', async () => {
    await fails(
      edited(
        'final bool subscribe = submittedCheckbox',
        'final String subscribe = submittedCheckbox',
      ),
      /subscribe is String, not bool/,
    );
  });

  it('an import other than nyxx and dart:core/async/io fails', async () => {
    await fails(
      edited("import 'dart:io';", "import 'dart:io';\nimport 'package:http/http.dart';"),
      /imports "package:http\/http\.dart"/,
    );
  });

  it('a syntax error fails, naming file, line and column', async () => {
    const text = edited(
      'isDisabled: true),\n            ]),',
      'isDisabled: true,\n            ]),',
    );
    const line = lineOf(text, "customId: 'release:reject', isDisabled: true,") + 1;
    await fails(text, new RegExp(`not valid Dart:\\nexample\\.dart:${line}:\\d+: syntax error`));
  });
});

describe('decodeDartString', () => {
  const tricky = [
    "It's about…",
    'a $b ${c} \\ \' " \n \r \t',
    '\u0000\u0007\u001f\u007f\u0085\u2028\u2029\ufeff',
    'emoji 👍 and a lone \ud800 surrogate',
    '',
  ];
  it.each(tricky.map((s) => [s]))('reads back what stringIn(dart) writes: %j', (s) => {
    expect(decodeDartString(stringIn(s, 'dart'))).toBe(s);
  });

  it('reads Dart escapes, raw and adjacent strings', () => {
    expect(decodeDartString(String.raw`'\x41\u{1F44D}\v\$'`)).toBe('A👍\v$');
    expect(decodeDartString(`r'\\n$' "b"`)).toBe('\\n$b');
    expect(decodeDartString(`'''\nx'''`)).toBe('x');
  });

  it('refuses interpolation and what is not a literal', () => {
    expect(() => decodeDartString(`'a $b'`)).toThrow(/interpolation/);
    expect(() => decodeDartString('b')).toThrow(/quote/);
    expect(() => decodeDartString(`'a`)).toThrow(/unterminated/);
  });
});
