// The hand-written reference program for the carbon check: what a printer's output must look
// like, kept as text (the check type-checks and runs it); one file, bot.ts. It builds the five
// sample designs with @buape/carbon's public API the way its docs do: one class per component,
// modal and command; messages sent with client.fetchChannel(id) then channel.send(...); modals
// shown with interaction.showModal(new X()); commands registered with client.deployCommands();
// every component and modal registered in the Client, which routes interactions to their run().

/** The program's files, as a printer would print them. */
export const EXAMPLE: Readonly<Record<string, string>> = {
  'bot.ts': String.raw`// Built with Component Studio for @buape/carbon.
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  Button,
  ButtonStyle,
  ChannelSelectMenu,
  ChannelType,
  Checkbox,
  CheckboxGroup,
  Client,
  Command,
  CommandWithSubcommandGroups,
  CommandWithSubcommands,
  Container,
  Embed,
  File,
  FileUpload,
  InteractionContextType,
  Label,
  LinkButton,
  MediaGallery,
  MentionableSelectMenu,
  MessageFlags,
  Modal,
  Permission,
  RadioGroup,
  RoleSelectMenu,
  Row,
  Section,
  Separator,
  StringSelectMenu,
  TextDisplay,
  TextInput,
  TextInputStyle,
  Thumbnail,
  UserSelectMenu,
  type AutocompleteInteraction,
  type BaseInteraction,
  type ButtonInteraction,
  type ChannelSelectMenuInteraction,
  type ClientOptions,
  type CommandInteraction,
  type CommandOptions,
  type ComponentParserResult,
  type MentionableSelectMenuInteraction,
  type ModalInteraction,
  type PollSendPayload,
  type RoleSelectMenuInteraction,
  type StringSelectMenuInteraction,
  type UserSelectMenuInteraction,
} from '@buape/carbon';

// ---- The interactive components of the messages: one class each, routed by carbon to run().

/**
 * carbon routes by the part of a custom_id before ":" (release:approve and release:reject would
 * be one component): every component is routed by its whole custom_id instead.
 */
const wholeId = (id: string): ComponentParserResult => ({ key: id, data: {} });

class OpenChangesLink extends LinkButton {
  label = 'Open';
  url = 'https://example.com/changes';
}

class ApproveButton extends Button {
  customId = 'release:approve';
  customIdParser = wholeId;
  label = 'Approve';
  style = ButtonStyle.Primary;
  emoji = { name: '✅' };
  async run(interaction: ButtonInteraction) {
    await interaction.acknowledge(); // TODO: the Approve button
  }
}

class RejectButton extends Button {
  customId = 'release:reject';
  customIdParser = wholeId;
  label = 'Reject';
  style = ButtonStyle.Danger;
  disabled = true;
  async run(interaction: ButtonInteraction) {
    await interaction.acknowledge(); // TODO: the Reject button
  }
}

class ChannelPicker extends StringSelectMenu {
  customId = 'release:channel';
  customIdParser = wholeId;
  placeholder = 'Pick a channel';
  minValues = 1;
  maxValues = 2;
  options = [
    { label: 'General', value: 'general', description: 'Everyone', default: true },
    { label: 'Staff', value: 'staff', emoji: { id: '123456789012345678', name: 'staff' } },
  ];
  async run(interaction: StringSelectMenuInteraction) {
    const values: string[] = interaction.values;
    await interaction.reply({ content: 'Picked ' + values.join(', '), ephemeral: true });
  }
}

class UsersPicker extends UserSelectMenu {
  customId = 'release:users';
  customIdParser = wholeId;
  maxValues = 3;
  async run(interaction: UserSelectMenuInteraction) {
    const userIds: string[] = interaction.values;
    await interaction.reply({ content: 'Picked ' + userIds.join(', '), ephemeral: true });
  }
}

class RolesPicker extends RoleSelectMenu {
  customId = 'release:roles';
  customIdParser = wholeId;
  async run(interaction: RoleSelectMenuInteraction) {
    const roleIds: string[] = interaction.values;
    await interaction.reply({ content: 'Picked ' + roleIds.join(', '), ephemeral: true });
  }
}

class MentionablesPicker extends MentionableSelectMenu {
  customId = 'release:mentionables';
  customIdParser = wholeId;
  async run(interaction: MentionableSelectMenuInteraction) {
    const ids: string[] = interaction.values;
    await interaction.reply({ content: 'Picked ' + ids.join(', '), ephemeral: true });
  }
}

class ChannelsPicker extends ChannelSelectMenu {
  customId = 'release:channels';
  customIdParser = wholeId;
  channelTypes: ChannelSelectMenu['channelTypes'] = [ChannelType.GuildText, ChannelType.GuildAnnouncement];
  async run(interaction: ChannelSelectMenuInteraction) {
    const channelIds: string[] = interaction.values;
    await interaction.reply({ content: 'Picked ' + channelIds.join(', '), ephemeral: true });
  }
}

class DetailsButton extends Button {
  customId = 'report:details';
  customIdParser = wholeId;
  label = 'Details';
  style = ButtonStyle.Primary;
  async run(interaction: ButtonInteraction) {
    await interaction.acknowledge(); // TODO: the Details button
  }
}

class MuteButton extends Button {
  customId = 'report:mute';
  customIdParser = wholeId;
  label = 'Mute';
  style = ButtonStyle.Secondary;
  emoji = { name: '🔕' };
  async run(interaction: ButtonInteraction) {
    await interaction.acknowledge(); // TODO: the Mute button
  }
}

class DashboardLink extends LinkButton {
  label = 'Dashboard';
  url = 'https://example.com/dash';
}

/** What the Client routes: every component with a custom_id. */
const COMPONENTS = [
  new ApproveButton(),
  new RejectButton(),
  new ChannelPicker(),
  new UsersPicker(),
  new RolesPicker(),
  new MentionablesPicker(),
  new ChannelsPicker(),
  new DetailsButton(),
  new MuteButton(),
];

// ---- The modals: their fields are Labels holding the input; a submit is routed to the modal's
// run(), which reads each value from interaction.fields.

class SubjectInput extends TextInput {
  customId = 'subject';
  style = TextInputStyle.Short;
  minLength = 3;
  maxLength = 80;
  required = true;
  placeholder = 'Short summary';
}

class SubjectLabel extends Label {
  label = 'Subject';
  description = 'One line';
  component = new SubjectInput();
}

class DetailsInput extends TextInput {
  customId = 'details';
  style = TextInputStyle.Paragraph;
  required = false;
  value = "It's about…";
}

class DetailsLabel extends Label {
  label = 'Details';
  component = new DetailsInput();
}

class AreaSelect extends StringSelectMenu {
  customId = 'area';
  options = [
    { label: 'Editor', value: 'editor' },
    { label: 'Export', value: 'export' },
  ];
}

class AreaLabel extends Label {
  label = 'Area';
  component = new AreaSelect();
}

class ShotUpload extends FileUpload {
  customId = 'shot';
  minValues = 0;
  maxValues = 2;
  required = false;
}

class ShotLabel extends Label {
  label = 'Screenshot';
  component = new ShotUpload();
}

class FeedbackModal extends Modal {
  customId = 'feedback';
  customIdParser = wholeId;
  title = 'Send "feedback"';
  components = [
    new TextDisplay('Tell us what you think.'),
    new SubjectLabel(),
    new DetailsLabel(),
    new AreaLabel(),
    new ShotLabel(),
  ];
  async run(interaction: ModalInteraction) {
    const subject: string = interaction.fields.getText('subject', true);
    const details: string | undefined = interaction.fields.getText('details');
    const area: string[] = interaction.fields.getStringSelect('area', true);
    const shot = interaction.fields.getFile('shot') ?? []; // the uploaded attachments
    const shotIds: string[] = shot.map((file) => file.id);
    await interaction.reply({ content: JSON.stringify({ subject, details, area, shot: shotIds }), ephemeral: true });
  }
}

class PlanRadio extends RadioGroup {
  customId = 'plan';
  options = [
    { label: 'Free', value: 'free', description: 'No cost' },
    { label: 'Pro', value: 'pro', default: true },
  ];
}

class PlanLabel extends Label {
  label = 'Plan';
  component = new PlanRadio();
}

class TopicsCheckboxes extends CheckboxGroup {
  customId = 'topics';
  minValues = 1;
  maxValues = 2;
  options = [
    { label: 'Bots', value: 'bots' },
    { label: 'Design', value: 'design' },
    { label: 'Docs', value: 'docs' },
  ];
}

class TopicsLabel extends Label {
  label = 'Topics';
  component = new TopicsCheckboxes();
}

class SubscribeCheckbox extends Checkbox {
  customId = 'subscribe';
  default = true;
}

class SubscribeLabel extends Label {
  label = 'Subscribe';
  component = new SubscribeCheckbox();
}

class TeamSelect extends RoleSelectMenu {
  customId = 'team';
}

class TeamLabel extends Label {
  label = 'Team';
  component = new TeamSelect();
}

class ContactSelect extends MentionableSelectMenu {
  customId = 'contact';
  required = false;
}

class ContactLabel extends Label {
  label = 'Contact';
  component = new ContactSelect();
}

class SurveyModal extends Modal {
  customId = 'survey';
  customIdParser = wholeId;
  title = 'Survey';
  components = [new PlanLabel(), new TopicsLabel(), new SubscribeLabel(), new TeamLabel(), new ContactLabel()];
  async run(interaction: ModalInteraction) {
    // A radio group's value comes back as text, a checkbox group's as a list, a checkbox's as "true"/"false".
    const plan: string | undefined = interaction.fields.getText('plan');
    const topics: string[] = interaction.fields.getStringSelect('topics') ?? [];
    const subscribe: boolean = interaction.fields.getText('subscribe') === 'true';
    const team: string[] = (interaction.fields.getRoleSelect('team') ?? []).map((role) => role.id);
    const contact = interaction.fields.getMentionableSelect('contact');
    const contactIds: string[] = [...(contact?.users ?? []), ...(contact?.roles ?? [])].map((x) => x.id);
    await interaction.reply({
      content: JSON.stringify({ plan, topics, subscribe, team, contact: contactIds }),
      ephemeral: true,
    });
  }
}

/** What the Client routes: every modal. */
const MODALS = [new FeedbackModal(), new SurveyModal()];

// ---- The command set: one class per command (subcommands and groups are classes too), registered
// with deployCommands(), a bulk overwrite of the global commands.

class TicketOpen extends Command {
  name = 'open';
  description = 'Open a ticket';
  options: CommandOptions = [
    { type: ApplicationCommandOptionType.String, name: 'topic', description: 'What it is about', required: true, min_length: 3, max_length: 100 },
    {
      type: ApplicationCommandOptionType.Integer,
      name: 'priority',
      description: 'How urgent',
      choices: [
        { name: 'Low', value: 1, name_localizations: { fr: 'Basse' } },
        { name: 'High', value: 3 },
      ],
    },
    {
      type: ApplicationCommandOptionType.Channel,
      name: 'channel',
      description: 'Where',
      channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
    },
    { type: ApplicationCommandOptionType.Attachment, name: 'file', description: 'A screenshot' },
  ];
  async run(interaction: CommandInteraction) {
    await interaction.reply({ content: 'TODO: /ticket open', ephemeral: true });
  }
}

class AdminClose extends Command {
  name = 'close';
  description = 'Close one';
  options: CommandOptions = [
    { type: ApplicationCommandOptionType.User, name: 'user', description: 'Whose', required: true },
    { type: ApplicationCommandOptionType.Boolean, name: 'silent', description: 'Quietly' },
    { type: ApplicationCommandOptionType.Number, name: 'score', description: 'Rating', min_value: 0, max_value: 5.5 },
    { type: ApplicationCommandOptionType.Role, name: 'role', description: 'Role' },
    { type: ApplicationCommandOptionType.Mentionable, name: 'who', description: 'Mention' },
    {
      type: ApplicationCommandOptionType.String,
      name: 'reason',
      description: 'Why',
      autocomplete: async (interaction: AutocompleteInteraction) => {
        await interaction.respond([]); // TODO: suggestions for reason
      },
    },
  ];
  async run(interaction: CommandInteraction) {
    await interaction.reply({ content: 'TODO: /ticket admin close', ephemeral: true });
  }
}

class TicketAdmin extends CommandWithSubcommands {
  name = 'admin';
  description = 'Admin tools';
  subcommands = [new AdminClose()];
}

class TicketCommand extends CommandWithSubcommandGroups {
  name = 'ticket';
  description = 'Manage tickets';
  nameLocalizations = { fr: 'billet', de: 'vorgang' };
  descriptionLocalizations = { fr: 'Gérer les tickets', de: 'Tickets verwalten' };
  permission = Permission.ManageMessages; // default_member_permissions "8192"
  contexts = [InteractionContextType.Guild];
  integrationTypes = [ApplicationIntegrationType.GuildInstall];
  subcommands = [new TicketOpen()];
  subcommandGroups = [new TicketAdmin()];
}

class ReportMessageCommand extends Command {
  name = 'Report message';
  type = ApplicationCommandType.Message;
  contexts = [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel];
  integrationTypes = [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall];
  async run(interaction: CommandInteraction) {
    await interaction.reply({ content: 'TODO: Report message', ephemeral: true });
  }
}

// carbon cannot send nsfw (false, Discord's default, is what the design asks), and it always sends
// integration_types (GuildInstall and UserInstall unless set).
class ProfileCommand extends Command {
  name = 'Profile';
  type = ApplicationCommandType.User;
  async run(interaction: CommandInteraction) {
    await interaction.reply({ content: 'TODO: Profile', ephemeral: true });
  }
}

const COMMANDS = [new TicketCommand(), new ReportMessageCommand(), new ProfileCommand()];

// ---- The client, the messages, showing the modals and registering the commands.

export function makeClient(options: ClientOptions) {
  return new Client(options, { commands: COMMANDS, components: COMPONENTS, modals: MODALS });
}

/** The channel to send to, fetched (carbon sends through the channel's structure). */
async function textChannel(client: Client, channelId: string) {
  const channel = await client.fetchChannel(channelId);
  if (!channel || !('send' in channel)) throw new Error('Channel ' + channelId + ' cannot receive messages');
  return channel;
}

export async function sendReleaseMessage(client: Client, channelId: string) {
  const channel = await textChannel(client, channelId);
  await channel.send({
    flags: MessageFlags.IsComponentsV2,
    components: [
      new Container(
        [
          new TextDisplay("# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨"),
          new Section([new TextDisplay('Read the changelog')], new OpenChangesLink()),
          // carbon's Thumbnail has no description: "An avatar" cannot be sent.
          new Section([new TextDisplay('Avatar')], new Thumbnail('https://example.com/a.png')),
          new Separator({ divider: true, spacing: 'large' }),
          new MediaGallery([
            { url: 'https://example.com/1.png', description: 'One' },
            { url: 'attachment://two.png', spoiler: true },
          ]),
          new File('attachment://notes.txt'),
          new Row([new ApproveButton(), new RejectButton()]),
        ],
        { accentColor: 5793266 },
      ),
      new Row([new ChannelPicker()]),
      new Row([new UsersPicker()]),
      new Row([new RolesPicker()]),
      new Row([new MentionablesPicker()]),
      new Row([new ChannelsPicker()]),
    ],
    // carbon names each file in the body's attachments itself (ids 0, 1, ... in this order).
    files: [
      { name: 'two.png', data: new Blob([/* the file's bytes */]) },
      { name: 'notes.txt', data: new Blob([/* the file's bytes */]) },
    ],
  });
}

/** carbon's poll emoji type asks for both name and id; Discord wants one of them. */
type PollEmoji = { name: string; id: string };

// carbon's PollSendPayload has no duration (its own expiry key is sent as written and Discord
// does not read it): duration is added beside it and carbon passes it on.
const REPORT_POLL: PollSendPayload & { duration: number } = {
  question: { text: 'Ship it?' },
  answers: [
    { text: 'Yes', emoji: { name: '👍' } as PollEmoji },
    { text: 'No', emoji: { id: '123456789012345678' } as PollEmoji },
  ],
  duration: 24,
  expiry: 24 * 60 * 60,
  allowMultiselect: false,
  layoutType: 1,
};

export async function sendReportMessage(client: Client, channelId: string) {
  const channel = await textChannel(client, channelId);
  await channel.send({
    content: 'Hello <@123456789012345678>, the vote is open',
    tts: false,
    flags: MessageFlags.SuppressNotifications,
    allowedMentions: { parse: [], users: ['123456789012345678'] },
    embeds: [
      new Embed({
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
      }),
    ],
    poll: REPORT_POLL,
    components: [new Row([new DetailsButton(), new MuteButton(), new DashboardLink()])],
    files: [{ name: 'chart.png', data: new Blob([/* the file's bytes */]), description: 'A chart' }],
  });
}

type AnyInteraction = BaseInteraction<any>;

export async function showFeedbackModal(interaction: AnyInteraction) {
  await interaction.showModal(new FeedbackModal());
}

export async function showSurveyModal(interaction: AnyInteraction) {
  await interaction.showModal(new SurveyModal());
}

export async function registerCommands(client: Client) {
  await client.deployCommands();
}
`,
};
