// The hand-written reference program for the discordeno check: what a printer's output must
// look like, kept as text (the check type-checks and runs it). It builds the five sample designs
// with @discordeno/bot's public API: plain camelCase objects typed by discordeno, sent with
// bot.helpers (discordeno turns the keys into Discord's snake_case), and one handler per
// interactive component and per modal, routed in bot.events.interactionCreate by customId.

/** The program's files, as a printer would print them. */
export const EXAMPLE: Readonly<Record<string, string>> = {
  'bot.ts': String.raw`// Built with Component Studio for @discordeno/bot.
import {
  ApplicationCommandOptionTypes,
  ApplicationCommandTypes,
  ButtonStyles,
  ChannelTypes,
  DiscordApplicationIntegrationType,
  DiscordInteractionContextType,
  InteractionTypes,
  MessageComponentTypes,
  MessageFlags,
  SeparatorSpacingSize,
  TextStyles,
  createBot,
  type BigString,
  type Bot,
  type Component,
  type FileComponent,
  type LabelComponent,
  type CreateApplicationCommand,
  type Interaction,
} from '@discordeno/bot';

export function makeBot(token: string) {
  const bot = createBot({
    token,
    desiredProperties: {
      interaction: { id: true, type: true, token: true, data: true },
      // What a handler reads of a clicked component or a submitted modal's fields.
      component: { type: true, customId: true, value: true, values: true, component: true, components: true },
    },
  });
  bot.events.interactionCreate = (interaction) => route(interaction);
  return bot;
}

type StudioBot = ReturnType<typeof makeBot>;
type StudioInteraction = Parameters<NonNullable<StudioBot['events']['interactionCreate']>>[0];

export async function sendReleaseMessage(bot: StudioBot, channelId: BigString) {
  await bot.helpers.sendMessage(channelId, {
    flags: MessageFlags.IsComponentsV2,
    attachments: [
      { id: '0', filename: 'two.png' },
      { id: '1', filename: 'notes.txt' },
    ],
    files: [
      { name: 'two.png', blob: new Blob([/* the file's bytes */]) },
      { name: 'notes.txt', blob: new Blob([/* the file's bytes */]) },
    ],
    components: [
      {
        type: MessageComponentTypes.Container,
        accentColor: 5793266,
        components: [
          {
            type: MessageComponentTypes.TextDisplay,
            content: "# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨",
          },
          {
            type: MessageComponentTypes.Section,
            components: [{ type: MessageComponentTypes.TextDisplay, content: 'Read the changelog' }],
            accessory: {
              type: MessageComponentTypes.Button,
              style: ButtonStyles.Link,
              label: 'Open',
              url: 'https://example.com/changes',
            },
          },
          {
            type: MessageComponentTypes.Section,
            components: [{ type: MessageComponentTypes.TextDisplay, content: 'Avatar' }],
            accessory: {
              type: MessageComponentTypes.Thumbnail,
              media: { url: 'https://example.com/a.png' },
              description: 'An avatar',
            },
          },
          { type: MessageComponentTypes.Separator, divider: true, spacing: SeparatorSpacingSize.Large },
          {
            type: MessageComponentTypes.MediaGallery,
            items: [
              { media: { url: 'https://example.com/1.png' }, description: 'One' },
              { media: { url: 'attachment://two.png' }, spoiler: true },
            ],
          },
          // discordeno's FileComponent also asks for the name and size Discord sends back.
          { type: MessageComponentTypes.File, file: { url: 'attachment://notes.txt' } } as FileComponent,
          {
            type: MessageComponentTypes.ActionRow,
            components: [
              {
                type: MessageComponentTypes.Button,
                style: ButtonStyles.Primary,
                label: 'Approve',
                customId: 'release:approve',
                emoji: { name: '✅' },
              },
              {
                type: MessageComponentTypes.Button,
                style: ButtonStyles.Danger,
                label: 'Reject',
                customId: 'release:reject',
                disabled: true,
              },
            ],
          },
        ],
      },
      {
        type: MessageComponentTypes.ActionRow,
        components: [
          {
            type: MessageComponentTypes.StringSelect,
            customId: 'release:channel',
            placeholder: 'Pick a channel',
            minValues: 1,
            maxValues: 2,
            options: [
              { label: 'General', value: 'general', description: 'Everyone', default: true },
              { label: 'Staff', value: 'staff', emoji: { id: 123456789012345678n, name: 'staff' } },
            ],
          },
        ],
      },
      {
        type: MessageComponentTypes.ActionRow,
        components: [{ type: MessageComponentTypes.UserSelect, customId: 'release:users', maxValues: 3 }],
      },
      {
        type: MessageComponentTypes.ActionRow,
        components: [{ type: MessageComponentTypes.RoleSelect, customId: 'release:roles' }],
      },
      {
        type: MessageComponentTypes.ActionRow,
        components: [{ type: MessageComponentTypes.MentionableSelect, customId: 'release:mentionables' }],
      },
      {
        type: MessageComponentTypes.ActionRow,
        components: [
          {
            type: MessageComponentTypes.ChannelSelect,
            customId: 'release:channels',
            channelTypes: [ChannelTypes.GuildText, ChannelTypes.GuildAnnouncement],
          },
        ],
      },
    ],
  });
}

export async function sendReportMessage(bot: StudioBot, channelId: BigString) {
  await bot.helpers.sendMessage(channelId, {
    content: 'Hello <@123456789012345678>, the vote is open',
    tts: false,
    flags: MessageFlags.SuppressNotifications,
    allowedMentions: { parse: [], users: [123456789012345678n] },
    embeds: [
      {
        title: 'Weekly report',
        description: 'All "green"\nsee below',
        url: 'https://example.com/report',
        color: 3066993,
        timestamp: '2026-11-29T12:00:00.000Z',
        author: { name: 'Report bot', url: 'https://example.com', iconUrl: 'https://example.com/bot.png' },
        footer: { text: 'Generated', iconUrl: 'https://example.com/f.png' },
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
        { pollMedia: { text: 'Yes', emoji: { name: '👍' } } },
        { pollMedia: { text: 'No', emoji: { id: '123456789012345678' } } },
      ],
      duration: 24,
      allowMultiselect: false,
      layoutType: 1,
    },
    components: [
      {
        type: MessageComponentTypes.ActionRow,
        components: [
          { type: MessageComponentTypes.Button, style: ButtonStyles.Primary, label: 'Details', customId: 'report:details' },
          {
            type: MessageComponentTypes.Button,
            style: ButtonStyles.Secondary,
            label: 'Mute',
            customId: 'report:mute',
            emoji: { name: '🔕' },
          },
          { type: MessageComponentTypes.Button, style: ButtonStyles.Link, label: 'Dashboard', url: 'https://example.com/dash' },
        ],
      },
    ],
    attachments: [{ id: '0', filename: 'chart.png', description: 'A chart' }],
    files: [{ name: 'chart.png', blob: new Blob([/* the file's bytes */]) }],
  });
}

/** A label's component that this discordeno's types do not allow there; Discord receives it as written. */
const untyped = (component: Record<string, unknown>) => component as unknown as LabelComponent['component'];

export async function showFeedbackModal(interaction: StudioInteraction) {
  await interaction.respond({
    customId: 'feedback',
    title: 'Send "feedback"',
    components: [
      { type: MessageComponentTypes.TextDisplay, content: 'Tell us what you think.' },
      {
        type: MessageComponentTypes.Label,
        label: 'Subject',
        description: 'One line',
        component: {
          type: MessageComponentTypes.TextInput,
          customId: 'subject',
          style: TextStyles.Short,
          minLength: 3,
          maxLength: 80,
          required: true,
          placeholder: 'Short summary',
        },
      },
      {
        type: MessageComponentTypes.Label,
        label: 'Details',
        component: {
          type: MessageComponentTypes.TextInput,
          customId: 'details',
          style: TextStyles.Paragraph,
          required: false,
          value: 'It\'s about…',
        },
      },
      {
        type: MessageComponentTypes.Label,
        label: 'Area',
        component: {
          type: MessageComponentTypes.StringSelect,
          customId: 'area',
          options: [
            { label: 'Editor', value: 'editor' },
            { label: 'Export', value: 'export' },
          ],
        },
      },
      {
        type: MessageComponentTypes.Label,
        label: 'Screenshot',
        // Not in this discordeno's types: a file upload (type 19), sent as written.
        component: untyped({ type: 19, customId: 'shot', minValues: 0, maxValues: 2, required: false }),
      },
    ],
  });
}

export async function showSurveyModal(interaction: StudioInteraction) {
  // Not in this discordeno's types: radio groups (21), checkbox groups (22) and checkboxes (23),
  // nor a role or mentionable select in a label; sent as written.
  await interaction.respond({
    customId: 'survey',
    title: 'Survey',
    components: [
      {
        type: MessageComponentTypes.Label,
        label: 'Plan',
        component: untyped({
          type: 21,
          customId: 'plan',
          options: [
            { label: 'Free', value: 'free', description: 'No cost' },
            { label: 'Pro', value: 'pro', default: true },
          ],
        }),
      },
      {
        type: MessageComponentTypes.Label,
        label: 'Topics',
        component: untyped({
          type: 22,
          customId: 'topics',
          minValues: 1,
          maxValues: 2,
          options: [
            { label: 'Bots', value: 'bots' },
            { label: 'Design', value: 'design' },
            { label: 'Docs', value: 'docs' },
          ],
        }),
      },
      {
        type: MessageComponentTypes.Label,
        label: 'Subscribe',
        component: untyped({ type: 23, customId: 'subscribe', default: true }),
      },
      { type: MessageComponentTypes.Label, label: 'Team', component: untyped({ type: MessageComponentTypes.RoleSelect, customId: 'team' }) },
      {
        type: MessageComponentTypes.Label,
        label: 'Contact',
        component: untyped({ type: MessageComponentTypes.MentionableSelect, customId: 'contact', required: false }),
      },
    ],
  });
}

// discordeno's REST transform throws on defaultMemberPermissions: null (and the request never
// settles), so the snake_case key, which it passes through as written, carries the null.
const PROFILE = {
  name: 'Profile',
  type: ApplicationCommandTypes.User,
  nsfw: false,
  default_member_permissions: null,
};

const COMMANDS: CreateApplicationCommand[] = [
  {
    name: 'ticket',
    type: ApplicationCommandTypes.ChatInput,
    description: 'Manage tickets',
    nameLocalizations: { fr: 'billet', de: 'vorgang' },
    descriptionLocalizations: { fr: 'Gérer les tickets', de: 'Tickets verwalten' },
    defaultMemberPermissions: '8192',
    contexts: [DiscordInteractionContextType.Guild],
    integrationTypes: [DiscordApplicationIntegrationType.GuildInstall],
    options: [
      {
        type: ApplicationCommandOptionTypes.SubCommand,
        name: 'open',
        description: 'Open a ticket',
        options: [
          { type: ApplicationCommandOptionTypes.String, name: 'topic', description: 'What it is about', required: true, minLength: 3, maxLength: 100 },
          {
            type: ApplicationCommandOptionTypes.Integer,
            name: 'priority',
            description: 'How urgent',
            choices: [
              { name: 'Low', value: 1, nameLocalizations: { fr: 'Basse' } },
              { name: 'High', value: 3 },
            ],
          },
          {
            type: ApplicationCommandOptionTypes.Channel,
            name: 'channel',
            description: 'Where',
            channelTypes: [ChannelTypes.GuildText, ChannelTypes.GuildAnnouncement],
          },
          { type: ApplicationCommandOptionTypes.Attachment, name: 'file', description: 'A screenshot' },
        ],
      },
      {
        type: ApplicationCommandOptionTypes.SubCommandGroup,
        name: 'admin',
        description: 'Admin tools',
        options: [
          {
            type: ApplicationCommandOptionTypes.SubCommand,
            name: 'close',
            description: 'Close one',
            options: [
              { type: ApplicationCommandOptionTypes.User, name: 'user', description: 'Whose', required: true },
              { type: ApplicationCommandOptionTypes.Boolean, name: 'silent', description: 'Quietly' },
              { type: ApplicationCommandOptionTypes.Number, name: 'score', description: 'Rating', minValue: 0, maxValue: 5.5 },
              { type: ApplicationCommandOptionTypes.Role, name: 'role', description: 'Role' },
              { type: ApplicationCommandOptionTypes.Mentionable, name: 'who', description: 'Mention' },
              { type: ApplicationCommandOptionTypes.String, name: 'reason', description: 'Why', autocomplete: true },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Report message',
    type: ApplicationCommandTypes.Message,
    contexts: [
      DiscordInteractionContextType.Guild,
      DiscordInteractionContextType.BotDm,
      DiscordInteractionContextType.PrivateChannel,
    ],
    integrationTypes: [DiscordApplicationIntegrationType.GuildInstall, DiscordApplicationIntegrationType.UserInstall],
  },
  PROFILE,
];

export async function registerCommands(bot: StudioBot) {
  await bot.helpers.upsertGlobalApplicationCommands(COMMANDS);
}

/** A modal field's component, found by its custom_id (fields arrive inside their labels). */
function field(interaction: StudioInteraction, customId: string): Component | undefined {
  for (const top of interaction.data?.components ?? []) {
    const inner = top.component ?? top.components?.[0];
    if (inner?.customId === customId) return inner;
  }
  return undefined;
}

const componentHandlers: Record<string, (interaction: StudioInteraction) => Promise<void>> = {
  'release:approve': async (interaction) => {
    await interaction.deferEdit(); // TODO: the Approve button
  },
  'release:reject': async (interaction) => {
    await interaction.deferEdit(); // TODO: the Reject button
  },
  'release:channel': async (interaction) => {
    const values: string[] = interaction.data?.values ?? [];
    await interaction.respond({ content: 'Picked ' + values.join(', '), flags: MessageFlags.Ephemeral });
  },
  'release:users': async (interaction) => {
    const userIds: string[] = interaction.data?.values ?? [];
    await interaction.respond({ content: 'Picked ' + userIds.join(', '), flags: MessageFlags.Ephemeral });
  },
  'release:roles': async (interaction) => {
    const roleIds: string[] = interaction.data?.values ?? [];
    await interaction.respond({ content: 'Picked ' + roleIds.join(', '), flags: MessageFlags.Ephemeral });
  },
  'release:mentionables': async (interaction) => {
    const ids: string[] = interaction.data?.values ?? [];
    await interaction.respond({ content: 'Picked ' + ids.join(', '), flags: MessageFlags.Ephemeral });
  },
  'release:channels': async (interaction) => {
    const channelIds: string[] = interaction.data?.values ?? [];
    await interaction.respond({ content: 'Picked ' + channelIds.join(', '), flags: MessageFlags.Ephemeral });
  },
  'report:details': async (interaction) => {
    await interaction.deferEdit(); // TODO: the Details button
  },
  'report:mute': async (interaction) => {
    await interaction.deferEdit(); // TODO: the Mute button
  },
};

const modalHandlers: Record<string, (interaction: StudioInteraction) => Promise<void>> = {
  feedback: async (interaction) => {
    const subject: string = field(interaction, 'subject')?.value ?? '';
    const details: string = field(interaction, 'details')?.value ?? '';
    const area: string[] = field(interaction, 'area')?.values ?? [];
    const shot: string[] = field(interaction, 'shot')?.values ?? []; // attachment ids
    await interaction.respond({ content: JSON.stringify({ subject, details, area, shot }), flags: MessageFlags.Ephemeral });
  },
  survey: async (interaction) => {
    const plan: string | undefined = field(interaction, 'plan')?.value;
    const topics: string[] = field(interaction, 'topics')?.values ?? [];
    // A checkbox's value is a boolean, which discordeno's Component type does not declare.
    const subscribe: boolean = (field(interaction, 'subscribe')?.value as unknown) === true;
    const team: string[] = field(interaction, 'team')?.values ?? [];
    const contact: string[] = field(interaction, 'contact')?.values ?? [];
    await interaction.respond({ content: JSON.stringify({ plan, topics, subscribe, team, contact }), flags: MessageFlags.Ephemeral });
  },
};

async function route(interaction: StudioInteraction) {
  const customId = interaction.data?.customId;
  if (customId === undefined) return;
  if (interaction.type === InteractionTypes.MessageComponent) await componentHandlers[customId]?.(interaction);
  if (interaction.type === InteractionTypes.ModalSubmit) await modalHandlers[customId]?.(interaction);
}

// Kept for a printer's reference: the types a handler may want.
export type { Bot, Interaction };
`,
};
