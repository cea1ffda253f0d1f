import { MessageFlagsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { emptyMessage, makeNode, toPayload } from '../../model';
import type { MessageDoc } from '../../model';
import { button, docOf, message, row, text } from '../../model/testing/fixtures';
import { printDiscordJs as discordJsCode } from './discordjs';
import { importGenerated, recorder } from './testing/run-js';
import type { DesignEnvelope, Sample } from '../testing/samples';
import {
  designOf,
  everyMessageField,
  everyModalField,
  legacyWithBody,
  samples,
} from '../testing/samples';
import { TRICKY } from '../testing/strings';
import { typecheckFailures, typecheckJs } from './testing/typecheck';

const ALL = samples();
const code = (s: Sample) => discordJsCode(s.doc, { envelope: s.envelope, name: s.name });

/** The flags each target's options accept (see discordjs.ts). */
const ALLOWED_FLAGS: Record<DesignEnvelope, number> = {
  message: 4 | 4096 | 8192 | 32768,
  webhook: 4 | 4096 | 8192 | 32768,
  'response-4': 64 | 4 | 4096 | 8192 | 32768,
  'response-7': 4 | 32768,
  modal: 0,
  'modal-9': 0,
};

type Json = Record<string, unknown>;
const toJson = (builder: unknown) => (builder as { toJSON(): unknown }).toJSON();

/** The options the generated function handed to send / reply / update / showModal. */
async function sent(s: Sample): Promise<{ module: Record<string, unknown>; options: Json }> {
  const module = await importGenerated(s.name, code(s));
  const fn = (module.sendDesign ??
    module.replyWithDesign ??
    module.updateWithDesign ??
    module.showDesign) as ((target: unknown) => Promise<Json>) | undefined;
  return { module, options: fn ? await fn(recorder()) : {} };
}

describe('discordJsCode', () => {
  it('writes code that type-checks against discord.js for every sample and target', () => {
    // The last sample is wrong on purpose: the check has to catch it.
    const wrong = "import { ButtonBuilder } from 'discord.js';\nnew ButtonBuilder().setLabel(5);\n";
    const result = typecheckJs([
      ...ALL.map((s) => ({ name: s.name, code: code(s) })),
      { name: 'wrong-on-purpose', code: wrong },
    ]);
    expect(result.get('wrong-on-purpose')!.join()).toContain(
      "Argument of type 'number' is not assignable to parameter of type 'string'",
    );
    result.delete('wrong-on-purpose');
    const failures = typecheckFailures(result);
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(result.size).toBe(ALL.length);
  }, 180_000);

  it('builds, with the real discord.js, exactly the payload of every sample', async () => {
    for (const s of ALL) {
      const { module, options } = await sent(s);
      const payload = toPayload(s.doc, s.doc.surface === 'modal' ? 'modal' : 'message');
      if (s.doc.surface === 'modal') {
        expect(toJson((module.buildModal as () => unknown)()), s.name).toEqual(payload);
        if (s.envelope === 'modal-9') expect(toJson(options), s.name).toEqual(payload);
        continue;
      }
      // The plan does not say a message holds an empty `components` list: none is sent.
      const components = (options.components as unknown[] | undefined)?.map(toJson) ?? [];
      expect(components, s.name).toEqual(payload.components ?? []);
      const flags = typeof payload.flags === 'number' ? payload.flags : 0;
      expect(new MessageFlagsBitField(options.flags as number).bitfield, s.name).toBe(
        flags & ALLOWED_FLAGS[s.envelope],
      );
      expect(options.content, s.name).toEqual(payload.content);
      expect((options.embeds as unknown[] | undefined)?.map(toJson), s.name).toEqual(
        payload.embeds,
      );
    }
  }, 120_000);

  it('uses the builders and their setters for what the design sets', () => {
    const announcement = ALL.find((s) => s.name === 'template-announcement.message')!;
    const js = code(announcement);
    expect(js).toContain('import {\n  ButtonBuilder,\n  ButtonStyle,\n  ContainerBuilder,');
    expect(js).toContain('new ContainerBuilder()');
    expect(js).toContain('.setAccentColor(0x5865f2)');
    expect(js).toContain(".setLabel('Read the release notes')");
    expect(js).toContain('.setStyle(ButtonStyle.Link)');
    expect(js).toContain('.setSpacing(SeparatorSpacingSize.Small)');
    expect(js).toContain('flags: MessageFlags.IsComponentsV2');
    expect(js).toContain('export async function sendDesign(channel)');
    expect(js).toContain("@param {import('discord.js').SendableChannels} channel");

    const every = code({ name: 'x', doc: everyMessageField(), envelope: 'message' });
    expect(every).toContain(".setEmoji({ id: '1234567890123', name: 'blob', animated: true })");
    expect(every).toContain('.setSKUId(');
    expect(every).toContain(".setDefaultUsers('100000', '100001')");
    expect(every).toContain('type: SelectMenuDefaultValueType.Role');
    expect(every).toMatch(
      /\.setChannelTypes\(\s*ChannelType\.GuildText,\s*ChannelType\.GuildVoice/,
    );
    expect(every).toContain("new AttachmentBuilder('./report.pdf', { name: 'report.pdf' })");
    expect(every).not.toContain('Not expressed');
    const modal = code({ name: 'm', doc: everyModalField(), envelope: 'modal' });
    expect(modal).toContain(".setFileTypes('image', '.pdf')");
    expect(modal).toContain('.setRequired(false)');
    expect(modal).toContain('.setStyle(TextInputStyle.Paragraph)');
  });

  it('escapes quotes, backslashes, new lines and line separators in strings', async () => {
    const doc: MessageDoc = {
      ...emptyMessage(),
      nodes: [makeNode('text-display', { content: TRICKY })],
    };
    const js = code({ name: 'tricky', doc, envelope: 'message' });
    expect(js).toContain("\\'");
    expect(js).toContain('\\u2028');
    const { options } = await sent({ name: 'tricky', doc, envelope: 'message' });
    expect((options.components as unknown[]).map(toJson)).toEqual([{ type: 10, content: TRICKY }]);
  });

  it('sends a legacy message with its content, embeds, mentions and flags', async () => {
    const doc = legacyWithBody();
    const { options } = await sent({ name: 'legacy', doc, envelope: 'response-4' });
    expect(options.content).toBe(TRICKY);
    expect(options.tts).toBe(true);
    expect(options.allowedMentions).toEqual({
      parse: ['users'],
      roles: ['1234'],
      repliedUser: false,
    });
    expect(new MessageFlagsBitField(options.flags as number).has('SuppressNotifications')).toBe(
      true,
    );
  });

  it('sends through a webhook with its overrides and with_components', async () => {
    const doc = designOf(
      docOf({
        username: 'Hook',
        avatar_url: 'https://example.com/a.png',
        thread_name: 'A thread',
        components: [row(button({ style: 5, url: 'https://example.com', custom_id: undefined }))],
      }),
    );
    const { options } = await sent({ name: 'webhook', doc, envelope: 'webhook' });
    expect(options).toMatchObject({
      username: 'Hook',
      avatarURL: 'https://example.com/a.png',
      threadName: 'A thread',
      withComponents: true,
    });
    expect(code({ name: 'w', doc, envelope: 'webhook' })).toContain(
      "@param {import('discord.js').WebhookClient} webhookClient",
    );
  });

  it('shows a modal for target 9 and only builds it for the bare modal data', () => {
    const feedback = ALL.find((s) => s.name === 'template-feedback.modal-9')!;
    expect(code(feedback)).toContain('return interaction.showModal(buildModal());');
    const bare = code({ ...feedback, envelope: 'modal' });
    expect(bare).toContain('export function buildModal()');
    expect(bare).not.toContain('showModal');
    expect(bare).toContain('new RadioGroupOptionBuilder()');
  });

  it('names in its header whatever discord.js cannot express, instead of dropping it', () => {
    const doc = docOf(message(text('Hi'), row(button({ label: 'Go', mystery: 42 }))));
    doc.nodes.push(makeNode('poll', { question: { text: 'Q?' } }));
    doc.nodes.push({ key: 'raw', kind: 'unknown', props: {}, slots: {}, raw: 'not a component' });
    doc.nodes.push(makeNode('unknown', { type: 99, weird: true }));
    const js = discordJsCode(doc, { envelope: 'response-7' });
    expect(js).toContain('// Not expressed in this code:');
    expect(js).toContain(
      '// - components[1].components[0].mystery: discord.js has no field "mystery"',
    );
    expect(js).toContain("// - poll: discord.js's update() has no option for it");
    expect(js).toContain('// - components[2]: an entry Discord does not know is left out');
    expect(js).toContain(
      '// - components[3]: an entry Discord does not know is left out ({"type":99,"weird":true})',
    );
  });

  it('says in its header when the design has errors', () => {
    const doc = docOf(message(text('Hi')));
    expect(discordJsCode(doc, { envelope: 'message', errors: 2 })).toContain(
      'This design has 2 errors (see Problems)',
    );
    expect(discordJsCode(doc, { envelope: 'message', errors: 0 })).not.toContain('error');
  });
});
