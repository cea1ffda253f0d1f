// The hand-written reference program for the dressed check: what a printer's output must look
// like, kept as text (the check type-checks it, builds it with dressed's own build() and runs it).
// dressed is file-based: a command is a module under src/commands/ (its file name is the command's
// name; it exports `config` and a default handler), a component handler a module under
// src/components/buttons|selects|modals/ exporting a default handler and a `pattern` (a RegExp
// matching its whole custom_id). Messages are sent with createMessage(channelId, body), modals
// shown with interaction.showModal(data); the `dressed build -r` step registers the commands
// (installCommands: one bulk overwrite). Files never import each other.

/** The program's files, as a printer would print them (paths relative to the project). */
export const EXAMPLE: Readonly<Record<string, string>> = {
  'src/messages/release.ts': String.raw`// Built with Component Studio for dressed 1.10.1: the "release" message.
import { ButtonStyle, ChannelType, MessageFlags } from 'discord-api-types/v10';
import {
  ActionRow,
  Button,
  Container,
  File,
  MediaGallery,
  Section,
  SelectMenu,
  SelectMenuOption,
  Separator,
  TextDisplay,
  Thumbnail,
  createMessage,
} from 'dressed';

export async function sendReleaseMessage(channelId: string) {
  await createMessage(channelId, {
    flags: MessageFlags.IsComponentsV2,
    attachments: [
      { id: 0, filename: 'two.png' },
      { id: 1, filename: 'notes.txt' },
    ],
    files: [
      { name: 'two.png', data: Buffer.from([/* the file's bytes */]) },
      { name: 'notes.txt', data: Buffer.from([/* the file's bytes */]) },
    ],
    components: [
      Container(
        [
          TextDisplay("# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨"),
          Section(['Read the changelog'], Button({ label: 'Open', url: 'https://example.com/changes' })),
          Section(['Avatar'], Thumbnail('https://example.com/a.png', { description: 'An avatar' })),
          Separator({ divider: true, spacing: 'Large' }),
          MediaGallery(
            { media: { url: 'https://example.com/1.png' }, description: 'One' },
            { media: { url: 'attachment://two.png' }, spoiler: true },
          ),
          File('attachment://notes.txt'),
          ActionRow(
            Button({ custom_id: 'release:approve', label: 'Approve', style: 'Primary', emoji: { name: '✅' } }),
            Button({ custom_id: 'release:reject', label: 'Reject', style: 'Danger', disabled: true }),
          ),
        ],
        { accent_color: 5793266 },
      ),
      ActionRow(
        SelectMenu({
          type: 'String',
          custom_id: 'release:channel',
          placeholder: 'Pick a channel',
          min_values: 1,
          max_values: 2,
          options: [
            SelectMenuOption('General', 'general', { description: 'Everyone', default: true }),
            SelectMenuOption('Staff', 'staff', { emoji: { id: '123456789012345678', name: 'staff' } }),
          ],
        }),
      ),
      ActionRow(SelectMenu({ type: 'User', custom_id: 'release:users', max_values: 3 })),
      ActionRow(SelectMenu({ type: 'Role', custom_id: 'release:roles' })),
      ActionRow(SelectMenu({ type: 'Mentionable', custom_id: 'release:mentionables' })),
      ActionRow(
        SelectMenu({
          type: 'Channel',
          custom_id: 'release:channels',
          channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
        }),
      ),
    ],
  });
}

// Kept for a printer's reference: a style dressed takes by name.
export const unusedStyle: ButtonStyle = ButtonStyle.Primary;
`,
  'src/messages/report.ts': String.raw`// Built with Component Studio for dressed 1.10.1: the "report" message.
import { MessageFlags, type APIPartialEmoji } from 'discord-api-types/v10';
import { ActionRow, Button, createMessage } from 'dressed';

/** A poll answer's emoji: Discord takes { name } or { id }, the type asks for both. */
const pollEmoji = (emoji: { id?: string; name?: string }) => emoji as APIPartialEmoji;

export async function sendReportMessage(channelId: string) {
  await createMessage(channelId, {
    content: 'Hello <@123456789012345678>, the vote is open',
    tts: false,
    flags: MessageFlags.SuppressNotifications,
    allowed_mentions: { parse: [], users: ['123456789012345678'] },
    embeds: [
      {
        title: 'Weekly report',
        description: 'All "green"\nsee below',
        url: 'https://example.com/report',
        color: 3066993,
        timestamp: '2026-11-29T12:00:00.000Z',
        author: { name: 'Report bot', url: 'https://example.com', icon_url: 'https://example.com/bot.png' },
        footer: { text: 'Generated', icon_url: 'https://example.com/f.png' },
        thumbnail: { url: 'https://example.com/t.png' },
        image: { url: 'attachment://chart.png' },
        fields: [
          { name: 'Uptime', value: '99.9%', inline: true },
          { name: 'Errors', value: '3', inline: true },
          { name: 'Notes', value: 'None' },
        ],
      },
    ],
    poll: {
      question: { text: 'Ship it?' },
      answers: [
        { poll_media: { text: 'Yes', emoji: pollEmoji({ name: '👍' }) } },
        { poll_media: { text: 'No', emoji: pollEmoji({ id: '123456789012345678' }) } },
      ],
      duration: 24,
      allow_multiselect: false,
      layout_type: 1,
    },
    components: [
      ActionRow(
        Button({ custom_id: 'report:details', label: 'Details', style: 'Primary' }),
        Button({ custom_id: 'report:mute', label: 'Mute', style: 'Secondary', emoji: { name: '🔕' } }),
        Button({ label: 'Dashboard', url: 'https://example.com/dash' }),
      ),
    ],
    attachments: [{ id: 0, filename: 'chart.png', description: 'A chart' }],
    files: [{ name: 'chart.png', data: Buffer.from([/* the file's bytes */]) }],
  });
}
`,
  'src/modals/feedback.ts': String.raw`// Built with Component Studio for dressed 1.10.1: the "feedback" modal.
import { FileUpload, Label, SelectMenu, SelectMenuOption, TextDisplay, TextInput } from 'dressed';
import type { CommandInteraction, MessageComponentInteraction } from 'dressed';

export async function showFeedbackModal(interaction: CommandInteraction | MessageComponentInteraction) {
  await interaction.showModal({
    custom_id: 'feedback',
    title: 'Send "feedback"',
    components: [
      TextDisplay('Tell us what you think.'),
      Label(
        'Subject',
        TextInput({ custom_id: 'subject', style: 'Short', min_length: 3, max_length: 80, required: true, placeholder: 'Short summary' }),
        'One line',
      ),
      Label('Details', TextInput({ custom_id: 'details', style: 'Paragraph', required: false, value: 'It\'s about…' })),
      Label(
        'Area',
        SelectMenu({
          type: 'String',
          custom_id: 'area',
          options: [SelectMenuOption('Editor', 'editor'), SelectMenuOption('Export', 'export')],
        }),
      ),
      Label('Screenshot', FileUpload({ custom_id: 'shot', min_values: 0, max_values: 2, required: false })),
    ],
  });
}
`,
  'src/modals/survey.ts': String.raw`// Built with Component Studio for dressed 1.10.1: the "survey" modal.
import { ComponentType } from 'discord-api-types/v10';
import { Label, SelectMenu } from 'dressed';
import type { CommandInteraction, MessageComponentInteraction } from 'dressed';

export async function showSurveyModal(interaction: CommandInteraction | MessageComponentInteraction) {
  // dressed has no builder for radio groups, checkbox groups and checkboxes: Discord's JSON, typed
  // by discord-api-types.
  await interaction.showModal({
    custom_id: 'survey',
    title: 'Survey',
    components: [
      Label('Plan', {
        type: ComponentType.RadioGroup,
        custom_id: 'plan',
        options: [
          { label: 'Free', value: 'free', description: 'No cost' },
          { label: 'Pro', value: 'pro', default: true },
        ],
      }),
      Label('Topics', {
        type: ComponentType.CheckboxGroup,
        custom_id: 'topics',
        min_values: 1,
        max_values: 2,
        options: [
          { label: 'Bots', value: 'bots' },
          { label: 'Design', value: 'design' },
          { label: 'Docs', value: 'docs' },
        ],
      }),
      Label('Subscribe', { type: ComponentType.Checkbox, custom_id: 'subscribe', default: true }),
      Label('Team', SelectMenu({ type: 'Role', custom_id: 'team' })),
      Label('Contact', SelectMenu({ type: 'Mentionable', custom_id: 'contact', required: false })),
    ],
  });
}
`,
  'src/commands/ticket.ts': String.raw`// Built with Component Studio for dressed 1.10.1: the /ticket command (its file name is its name).
import { ApplicationIntegrationType, ChannelType } from 'discord-api-types/v10';
import { CommandOption } from 'dressed';
import type { CommandAutocompleteInteraction, CommandConfig, CommandInteraction } from 'dressed';

export const config = {
  description: 'Manage tickets',
  name_localizations: { fr: 'billet', de: 'vorgang' },
  description_localizations: { fr: 'Gérer les tickets', de: 'Tickets verwalten' },
  default_member_permissions: '8192',
  contexts: ['Guild'],
  integration_types: [ApplicationIntegrationType.GuildInstall],
  options: [
    CommandOption({
      type: 'Subcommand',
      name: 'open',
      description: 'Open a ticket',
      options: [
        CommandOption({ type: 'String', name: 'topic', description: 'What it is about', required: true, min_length: 3, max_length: 100 }),
        CommandOption({
          type: 'Integer',
          name: 'priority',
          description: 'How urgent',
          choices: [
            { name: 'Low', value: 1, name_localizations: { fr: 'Basse' } },
            { name: 'High', value: 3 },
          ],
        }),
        CommandOption({
          type: 'Channel',
          name: 'channel',
          description: 'Where',
          channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
        }),
        CommandOption({ type: 'Attachment', name: 'file', description: 'A screenshot' }),
      ],
    }),
    CommandOption({
      type: 'SubcommandGroup',
      name: 'admin',
      description: 'Admin tools',
      options: [
        CommandOption({
          type: 'Subcommand',
          name: 'close',
          description: 'Close one',
          options: [
            CommandOption({ type: 'User', name: 'user', description: 'Whose', required: true }),
            CommandOption({ type: 'Boolean', name: 'silent', description: 'Quietly' }),
            CommandOption({ type: 'Number', name: 'score', description: 'Rating', min_value: 0, max_value: 5.5 }),
            CommandOption({ type: 'Role', name: 'role', description: 'Role' }),
            CommandOption({ type: 'Mentionable', name: 'who', description: 'Mention' }),
            CommandOption({ type: 'String', name: 'reason', description: 'Why', autocomplete: true }),
          ],
        }),
      ],
    }),
  ],
} satisfies CommandConfig;

export default async function ticket(interaction: CommandInteraction<typeof config>) {
  const open = interaction.getOption('open')?.subcommand();
  if (open) {
    const topic: string = open.getOption('topic', true).string();
    await interaction.reply({ content: topic, ephemeral: true }); // TODO: /ticket open
  }
}

/** Suggestions for the options marked autocomplete. */
export async function autocomplete(interaction: CommandAutocompleteInteraction) {
  await interaction.sendChoices([]); // TODO
}
`,
  'src/commands/Report message.ts': String.raw`// Built with Component Studio for dressed 1.10.1: the "Report message" message command.
import { ApplicationIntegrationType } from 'discord-api-types/v10';
import type { CommandConfig, CommandInteraction } from 'dressed';

export const config = {
  type: 'Message',
  contexts: ['Guild', 'BotDM', 'PrivateChannel'],
  integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
} satisfies CommandConfig;

export default async function reportMessage(interaction: CommandInteraction<'Message'>) {
  await interaction.reply({ content: interaction.target.id, ephemeral: true }); // TODO
}
`,
  'src/commands/Profile.ts': String.raw`// Built with Component Studio for dressed 1.10.1: the "Profile" user command.
import type { CommandConfig, CommandInteraction } from 'dressed';

export const config = {
  type: 'User',
  nsfw: false,
} satisfies CommandConfig;

export default async function profile(interaction: CommandInteraction<'User'>) {
  await interaction.reply({ content: interaction.target.id, ephemeral: true }); // TODO
}
`,
  'src/components/buttons/release_approve.ts': String.raw`// The Approve button (custom_id "release:approve").
import type { MessageComponentInteraction } from 'dressed';

/** The whole custom_id: a string pattern would read ":approve" as an argument. */
export const pattern = /^release:approve$/;

export default async function releaseApprove(interaction: MessageComponentInteraction<'Button'>) {
  await interaction.deferUpdate(); // TODO: the Approve button
}
`,
  'src/components/buttons/release_reject.ts': String.raw`// The Reject button (custom_id "release:reject").
import type { MessageComponentInteraction } from 'dressed';

export const pattern = /^release:reject$/;

export default async function releaseReject(interaction: MessageComponentInteraction<'Button'>) {
  await interaction.deferUpdate(); // TODO: the Reject button
}
`,
  'src/components/buttons/report_details.ts': String.raw`// The Details button (custom_id "report:details").
import type { MessageComponentInteraction } from 'dressed';

export const pattern = /^report:details$/;

export default async function reportDetails(interaction: MessageComponentInteraction<'Button'>) {
  await interaction.deferUpdate(); // TODO: the Details button
}
`,
  'src/components/buttons/report_mute.ts': String.raw`// The Mute button (custom_id "report:mute").
import type { MessageComponentInteraction } from 'dressed';

export const pattern = /^report:mute$/;

export default async function reportMute(interaction: MessageComponentInteraction<'Button'>) {
  await interaction.deferUpdate(); // TODO: the Mute button
}
`,
  'src/components/selects/release_channel.ts': String.raw`// The string select "release:channel".
import type { MessageComponentInteraction } from 'dressed';

export const pattern = /^release:channel$/;

export default async function releaseChannel(interaction: MessageComponentInteraction<'StringSelect'>) {
  const values: string[] = interaction.getValues();
  await interaction.reply({ content: JSON.stringify(values), ephemeral: true }); // TODO
}
`,
  'src/components/selects/release_users.ts': String.raw`// The user select "release:users".
import type { MessageComponentInteraction } from 'dressed';

export const pattern = /^release:users$/;

export default async function releaseUsers(interaction: MessageComponentInteraction<'UserSelect'>) {
  const ids = interaction.getValues().map((user) => user.id);
  await interaction.reply({ content: JSON.stringify(ids), ephemeral: true }); // TODO
}
`,
  'src/components/selects/release_roles.ts': String.raw`// The role select "release:roles".
import type { MessageComponentInteraction } from 'dressed';

export const pattern = /^release:roles$/;

export default async function releaseRoles(interaction: MessageComponentInteraction<'RoleSelect'>) {
  const ids = interaction.getValues().map((role) => role.id);
  await interaction.reply({ content: JSON.stringify(ids), ephemeral: true }); // TODO
}
`,
  'src/components/selects/release_mentionables.ts': String.raw`// The mentionable select "release:mentionables".
import type { MessageComponentInteraction } from 'dressed';

export const pattern = /^release:mentionables$/;

export default async function releaseMentionables(interaction: MessageComponentInteraction<'MentionableSelect'>) {
  const picked = interaction.getValues().length; // users (members) and roles
  await interaction.reply({ content: JSON.stringify(picked), ephemeral: true }); // TODO
}
`,
  'src/components/selects/release_channels.ts': String.raw`// The channel select "release:channels".
import type { MessageComponentInteraction } from 'dressed';

export const pattern = /^release:channels$/;

export default async function releaseChannels(interaction: MessageComponentInteraction<'ChannelSelect'>) {
  const ids = interaction.getValues().map((channel) => channel.id);
  await interaction.reply({ content: JSON.stringify(ids), ephemeral: true }); // TODO
}
`,
  'src/components/modals/feedback.ts': String.raw`// The submit of the "feedback" modal: each field read with its type.
import type { ModalSubmitInteraction } from 'dressed';

export const pattern = /^feedback$/;

export default async function feedback(interaction: ModalSubmitInteraction) {
  const subject: string = interaction.getField('subject', true).textInput();
  const details: string | undefined = interaction.getField('details')?.textInput();
  const area: string[] = interaction.getField('area', true).stringSelect();
  const shot: string[] = (interaction.getField('shot')?.fileUpload() ?? []).map((file) => file.id);
  await interaction.reply({ content: JSON.stringify({ subject, details, area, shot }), ephemeral: true }); // TODO
}
`,
  'src/components/modals/survey.ts': String.raw`// The submit of the "survey" modal: each field read with its type.
import { ComponentType, type ModalSubmitComponent } from 'discord-api-types/v10';
import type { ModalSubmitInteraction } from 'dressed';

export const pattern = /^survey$/;

/** A field dressed's getField has no getter for, read from the submitted components. */
function submitted(interaction: ModalSubmitInteraction, customId: string): ModalSubmitComponent | undefined {
  for (const top of interaction.data.components)
    if (top.type === ComponentType.Label && top.component.custom_id === customId) return top.component;
  return undefined;
}

export default async function survey(interaction: ModalSubmitInteraction) {
  const plan = submitted(interaction, 'plan');
  const topics = submitted(interaction, 'topics');
  const subscribe = submitted(interaction, 'subscribe');
  const values = {
    plan: plan?.type === ComponentType.RadioGroup ? plan.value : null,
    topics: topics?.type === ComponentType.CheckboxGroup ? topics.values : [],
    subscribe: subscribe?.type === ComponentType.Checkbox ? subscribe.value : false,
    team: interaction.getField('team', true).roleSelect().map((role) => role.id),
    contact: (interaction.getField('contact')?.mentionableSelect() ?? []).map((picked) => picked.id),
  };
  await interaction.reply({ content: JSON.stringify(values), ephemeral: true }); // TODO
}
`,
};
