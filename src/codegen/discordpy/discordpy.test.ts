import { describe, expect, it } from 'vitest';
import { emptyMessage, makeNode } from '../../model';
import type { MessageDoc } from '../../model';
import { button, docOf, message, row, text } from '../../model/testing/fixtures';
import { printDiscordPy as discordPyCode } from './discordpy';
import { HAS_PYTHON, evalPythonLiteral, pythonSyntaxErrors } from './testing/python';
import { runPython } from './testing/run-py';
import type { Sample } from '../testing/samples';
import { everyMessageField, everyModalField, legacyWithBody, samples } from '../testing/samples';
import { TRICKY } from '../testing/strings';

const ALL = samples();
const code = (s: Sample) => discordPyCode(s.doc, { envelope: s.envelope, name: s.name });
const named = (name: string) => ALL.find((s) => s.name === name)!;

describe('discordPyCode', () => {
  it.skipIf(!HAS_PYTHON)('writes Python that parses, for every sample and target', () => {
    // The last source is broken on purpose: the check has to catch it.
    const errors = pythonSyntaxErrors([...ALL.map(code), 'x = (\n']);
    expect(errors.pop()).toMatch(/^line \d+: /);
    const failures = ALL.flatMap((s, i) => (errors[i] ? [`${s.name}: ${errors[i]}`] : []));
    expect(failures, failures.join('\n')).toEqual([]);
    expect(errors).toHaveLength(ALL.length);
  });

  it.skipIf(!HAS_PYTHON)('runs against the stand-in package, for every sample and target', () => {
    const { runs, out } = runPython(ALL.map(code));
    expect(out.trim()).toBe('');
    const failures = runs.flatMap((r, i) => (r.error ? [`${ALL[i]!.name}: ${r.error}`] : []));
    expect(failures, failures.join('\n')).toEqual([]);
    expect(runs).toHaveLength(ALL.length);
  });

  it.skipIf(!HAS_PYTHON)(
    'gives a custom emoji without a name the name PartialEmoji asks for',
    () => {
      const doc = docOf(
        message(row(button({ label: 'Go', emoji: { id: '123456789012345678', extra: 1 } }))),
      );
      const py = discordPyCode(doc, { envelope: 'message' });
      expect(py).toContain('emoji=discord.PartialEmoji(name=None, id=123456789012345678)');
      expect(py).toContain(
        '# - components[0].components[0].emoji.extra: discord.PartialEmoji has no such parameter (1)',
      );
      expect(runPython([py]).runs[0]!.error).toBeUndefined();
    },
  );

  it('builds a Components V2 message as a LayoutView of discord.py UI items', () => {
    const py = code(named('template-announcement.message'));
    expect(py).toContain('import discord\nfrom discord import ui');
    expect(py).toContain('# Needs discord.py 2.6 or later.');
    expect(py).toContain('view = ui.LayoutView(timeout=None)');
    expect(py).toContain('view.add_item(ui.Container(');
    expect(py).toContain('accent_color=0x5865f2');
    expect(py).toContain('ui.Separator(visible=True, spacing=discord.SeparatorSpacing.small)');
    expect(py).toContain('discord.MediaGalleryItem(\n');
    expect(py).toContain("label='Read the release notes'");
    expect(py).toContain('style=discord.ButtonStyle.link');
    expect(py).toContain('async def send_design(channel: discord.abc.Messageable)');
    expect(py).toContain('return await channel.send(view=build_view())');
  });

  it('writes every field of every kind as its keyword argument', () => {
    const py = discordPyCode(everyMessageField(), { envelope: 'message' });
    expect(py).toContain(
      "emoji=discord.PartialEmoji(name='blob', id=1234567890123, animated=True)",
    );
    expect(py).toContain("emoji='🔗'");
    expect(py).toContain('sku_id=1234567890');
    expect(py).toContain('disabled=True');
    expect(py).toContain('id=40');
    expect(py).toContain(
      'discord.SelectDefaultValue(id=100000, type=discord.SelectDefaultValueType.role)',
    );
    expect(py).toContain('channel_types=[discord.ChannelType.text, discord.ChannelType.voice');
    expect(py).toContain("ui.File('attachment://report.pdf', spoiler=True)");
    expect(py).toContain('ui.Separator(visible=False, spacing=discord.SeparatorSpacing.large)');
    expect(py).toContain("discord.File('./report.pdf', filename='report.pdf')");
    expect(py).not.toContain('Not expressed');

    const modal = discordPyCode(everyModalField(), { envelope: 'modal-9' });
    expect(modal).toContain('# Needs discord.py 2.7 or later.');
    expect(modal).toContain('modal = ui.Modal(title=');
    expect(modal).toContain("text='Text'");
    expect(modal).toContain("description='Described'");
    expect(modal).toContain('style=discord.TextStyle.paragraph');
    expect(modal).toContain('required=False');
    expect(modal).toContain('ui.FileUpload(');
    expect(modal).toContain('discord.RadioGroupOption(');
    expect(modal).toContain('await interaction.response.send_modal(build_modal())');
    // discord.py 2.7's FileUpload has no file_types: said, not dropped.
    expect(modal).toMatch(
      /# - components\[5\]\.component\.file_types: discord\.py cannot set `file_types` of a File Upload: left out/,
    );
  });

  it('builds a legacy message as a classic View, each item on its row', () => {
    const py = discordPyCode(legacyWithBody(), { envelope: 'response-4' });
    expect(py).toContain('view = ui.View(timeout=None)');
    expect(py).toMatch(/label='One',\n\s+custom_id='button_\d+',\n\s+row=0,/);
    expect(py).toMatch(/ui\.Select\([^]*row=1,/);
    expect(py).toContain('await interaction.response.send_message(');
    expect(py).toContain('tts=True');
    expect(py).toContain('silent=True');
    expect(py).toContain("embed = discord.Embed(\n        title='Embed',");
    expect(py).toContain('embeds=build_embeds()');
    expect(py).toContain(
      'allowed_mentions=discord.AllowedMentions(\n            everyone=False,\n            users=True,\n            roles=[discord.Object(id=1234)],\n            replied_user=False,',
    );
  });

  it('sends through a webhook with wait=True and its overrides', () => {
    const doc = docOf({ username: 'Hook', thread_name: 'T', components: [row(button())] });
    const py = discordPyCode(doc, { envelope: 'webhook' });
    expect(py).toContain('async def send_design(webhook: discord.Webhook)');
    expect(py).toMatch(/username='Hook',\s+thread_name='T',\s+view=build_view\(\),\s+wait=True,/);
  });

  it('updates the message for target 7, without arguments edit_message does not take', () => {
    const py = discordPyCode(legacyWithBody(), { envelope: 'response-7' });
    expect(py).toContain('await interaction.response.edit_message(');
    expect(py).not.toContain('tts=True');
    expect(py).toContain('# - tts: interaction.response.edit_message() has no "tts"');
  });

  it('takes the components away with view=None when the design sends an empty list', () => {
    const doc = docOf({ content: 'Done', components: [] });
    expect(discordPyCode(doc, { envelope: 'response-7' })).toContain(
      "await interaction.response.edit_message(content='Done', view=None)",
    );
  });

  it.skipIf(!HAS_PYTHON)('keeps the text of the design exactly, escapes and all', () => {
    const doc: MessageDoc = {
      ...emptyMessage(),
      nodes: [makeNode('text-display', { content: TRICKY })],
    };
    const py = discordPyCode(doc, { envelope: 'message' });
    const literal = /ui\.TextDisplay\((.*)\)\)/.exec(py)![1]!;
    expect(evalPythonLiteral(literal)).toBe(TRICKY);
  });

  it('names in its header whatever discord.py cannot express, instead of dropping it', () => {
    const doc = docOf(message(text('Hi'), row(button({ label: 'Go', mystery: 42 }))));
    doc.body.enforce_nonce = true;
    doc.nodes.push(makeNode('unknown', { type: 99 }));
    const py = discordPyCode(doc, { envelope: 'message', errors: 1 });
    expect(py).toContain('# This design has 1 error (see Problems)');
    expect(py).toContain('# - components[1].components[0].mystery: discord.py has no parameter');
    expect(py).toContain('# - enforce_nonce: discord.py has no argument for it');
    expect(py).toContain('# - components[2]: an entry Discord does not know is left out');
    expect(py).toContain('({"type":99})');
  });
});
