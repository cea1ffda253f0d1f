// The reference nyxx 6.9.0 bot for the nyxx check: it builds the five sample designs
// (src/codegen/testing/designs/*.json) with nyxx's public API, sends both messages to a channel,
// shows both modals as an interaction response, registers the command set with one bulk
// overwrite, routes every button, select and modal submit by its custom_id, and reads each
// modal field with its type. Checked against the stand-in by check.ts (no Dart compiler here).
import 'dart:io';

import 'package:nyxx/nyxx.dart';

// A custom emoji, as nyxx's builders take it: a GuildEmoji (its name may be null).
GuildEmoji customEmoji(NyxxRest client, Snowflake id, String? name) => GuildEmoji(
      id: id,
      manager: client.guilds[Snowflake.zero].emojis,
      name: name,
      roleIds: null,
      user: null,
      requiresColons: null,
      isManaged: null,
      isAnimated: false,
      isAvailable: null,
    );

// A Unicode emoji, as nyxx's builders take it.
TextEmoji textEmoji(NyxxRest client, String name) =>
    TextEmoji(id: Snowflake.zero, manager: client.guilds[Snowflake.zero].emojis, name: name);

// message-v2.json
MessageBuilder buildReleaseMessage(NyxxRest client) => MessageBuilder(
      flags: MessageFlags.isComponentsV2,
      attachments: [
        AttachmentBuilder(data: File('two.png').readAsBytesSync(), fileName: 'two.png'),
        AttachmentBuilder(data: File('notes.txt').readAsBytesSync(), fileName: 'notes.txt'),
      ],
      components: [
        ContainerComponentBuilder(
          accentColor: DiscordColor(5793266),
          components: [
            TextDisplayComponentBuilder(
                content: '# Release "v2"\nNotes with \'quotes\', a \\ backslash and ünïcödé ✨'),
            SectionComponentBuilder(
              components: [TextDisplayComponentBuilder(content: 'Read the changelog')],
              accessory: ButtonBuilder.link(label: 'Open', url: Uri.parse('https://example.com/changes')),
            ),
            SectionComponentBuilder(
              components: [TextDisplayComponentBuilder(content: 'Avatar')],
              accessory: ThumbnailComponentBuilder(
                media: UnfurledMediaItemBuilder(url: Uri.parse('https://example.com/a.png')),
                description: 'An avatar',
              ),
            ),
            SeparatorComponentBuilder(isDivider: true, spacing: SeparatorSpacingSize.large),
            MediaGalleryComponentBuilder(items: [
              MediaGalleryItemBuilder(
                media: UnfurledMediaItemBuilder(url: Uri.parse('https://example.com/1.png')),
                description: 'One',
              ),
              MediaGalleryItemBuilder(
                media: UnfurledMediaItemBuilder(url: Uri.parse('attachment://two.png')),
                isSpoiler: true,
              ),
            ]),
            FileComponentBuilder(file: UnfurledMediaItemBuilder(url: Uri.parse('attachment://notes.txt'))),
            ActionRowBuilder(components: [
              ButtonBuilder.primary(label: 'Approve', customId: 'release:approve', emoji: textEmoji(client, '✅')),
              ButtonBuilder.danger(label: 'Reject', customId: 'release:reject', isDisabled: true),
            ]),
          ],
        ),
        ActionRowBuilder(components: [
          SelectMenuBuilder.stringSelect(
            customId: 'release:channel',
            placeholder: 'Pick a channel',
            minValues: 1,
            maxValues: 2,
            options: [
              SelectMenuOptionBuilder(label: 'General', value: 'general', description: 'Everyone', isDefault: true),
              SelectMenuOptionBuilder(
                label: 'Staff',
                value: 'staff',
                emoji: customEmoji(client, Snowflake(123456789012345678), 'staff'),
              ),
            ],
          ),
        ]),
        ActionRowBuilder(components: [SelectMenuBuilder.userSelect(customId: 'release:users', maxValues: 3)]),
        ActionRowBuilder(components: [SelectMenuBuilder.roleSelect(customId: 'release:roles')]),
        ActionRowBuilder(components: [SelectMenuBuilder.mentionableSelect(customId: 'release:mentionables')]),
        ActionRowBuilder(components: [
          // SelectMenuBuilder.channelSelect takes no channelTypes: the general constructor does.
          SelectMenuBuilder(
            type: ComponentType.channelSelect,
            customId: 'release:channels',
            channelTypes: [ChannelType.guildText, ChannelType.guildAnnouncement],
          ),
        ]),
      ],
    );

// message-legacy.json
MessageBuilder buildReportMessage(NyxxRest client) => MessageBuilder(
      content: 'Hello <@123456789012345678>, the vote is open',
      tts: false,
      flags: MessageFlags.suppressNotifications,
      allowedMentions: AllowedMentions(parse: [], users: [Snowflake(123456789012345678)]),
      embeds: [
        EmbedBuilder(
          title: 'Weekly report',
          description: 'All "green"\nsee below',
          url: Uri.parse('https://example.com/report'),
          color: DiscordColor(3066993),
          timestamp: DateTime.parse('2026-11-29T12:00:00.000Z'),
          author: EmbedAuthorBuilder(
            name: 'Report bot',
            url: Uri.parse('https://example.com'),
            iconUrl: Uri.parse('https://example.com/bot.png'),
          ),
          footer: EmbedFooterBuilder(text: 'Generated', iconUrl: Uri.parse('https://example.com/f.png')),
          thumbnail: EmbedThumbnailBuilder(url: Uri.parse('https://example.com/t.png')),
          image: EmbedImageBuilder(url: Uri.parse('attachment://chart.png')),
          fields: [
            EmbedFieldBuilder(name: 'Uptime', value: '99.9%', isInline: true),
            EmbedFieldBuilder(name: 'Errors', value: '3', isInline: true),
            EmbedFieldBuilder(name: 'Notes', value: 'None', isInline: false),
          ],
        ),
      ],
      poll: PollBuilder(
        question: PollMediaBuilder(text: 'Ship it?'),
        answers: [
          PollAnswerBuilder.text('Yes', textEmoji(client, '👍')),
          PollAnswerBuilder(
            pollMedia: PollMediaBuilder(text: 'No', emoji: customEmoji(client, Snowflake(123456789012345678), null)),
          ),
        ],
        duration: Duration(hours: 24),
        allowMultiselect: false,
        layoutType: PollLayoutType.defaultLayout,
      ),
      components: [
        ActionRowBuilder(components: [
          ButtonBuilder.primary(label: 'Details', customId: 'report:details'),
          ButtonBuilder.secondary(label: 'Mute', customId: 'report:mute', emoji: textEmoji(client, '🔕')),
          ButtonBuilder.link(label: 'Dashboard', url: Uri.parse('https://example.com/dash')),
        ]),
      ],
      attachments: [
        AttachmentBuilder(data: File('chart.png').readAsBytesSync(), fileName: 'chart.png', description: 'A chart'),
      ],
    );

// modal.json
ModalBuilder buildFeedbackModal() => ModalBuilder(
      customId: 'feedback',
      title: 'Send "feedback"',
      components: [
        TextDisplayComponentBuilder(content: 'Tell us what you think.'),
        LabelComponentBuilder(
          label: 'Subject',
          description: 'One line',
          component: TextInputBuilder(
            customId: 'subject',
            style: TextInputStyle.short,
            minLength: 3,
            maxLength: 80,
            isRequired: true,
            placeholder: 'Short summary',
          ),
        ),
        LabelComponentBuilder(
          label: 'Details',
          component: TextInputBuilder(
            customId: 'details',
            style: TextInputStyle.paragraph,
            isRequired: false,
            value: 'It\'s about…',
          ),
        ),
        LabelComponentBuilder(
          label: 'Area',
          component: SelectMenuBuilder.stringSelect(customId: 'area', options: [
            SelectMenuOptionBuilder(label: 'Editor', value: 'editor'),
            SelectMenuOptionBuilder(label: 'Export', value: 'export'),
          ]),
        ),
        LabelComponentBuilder(
          label: 'Screenshot',
          component: FileUploadComponentBuilder(customId: 'shot', minValues: 0, maxValues: 2, isRequired: false),
        ),
      ],
    );

// modal-choices.json
ModalBuilder buildSurveyModal() => ModalBuilder(
      customId: 'survey',
      title: 'Survey',
      components: [
        LabelComponentBuilder(
          label: 'Plan',
          component: RadioGroupComponentBuilder(customId: 'plan', options: [
            RadioGroupOptionBuilder(label: 'Free', value: 'free', description: 'No cost'),
            RadioGroupOptionBuilder(label: 'Pro', value: 'pro', defaultValue: true),
          ]),
        ),
        LabelComponentBuilder(
          label: 'Topics',
          component: CheckboxGroupComponentBuilder(customId: 'topics', minValues: 1, maxValues: 2, options: [
            CheckboxGroupOptionBuilder(label: 'Bots', value: 'bots'),
            CheckboxGroupOptionBuilder(label: 'Design', value: 'design'),
            CheckboxGroupOptionBuilder(label: 'Docs', value: 'docs'),
          ]),
        ),
        LabelComponentBuilder(
          label: 'Subscribe',
          component: CheckboxComponentBuilder(customId: 'subscribe', defaultValue: true),
        ),
        LabelComponentBuilder(label: 'Team', component: SelectMenuBuilder.roleSelect(customId: 'team')),
        LabelComponentBuilder(
          label: 'Contact',
          component: SelectMenuBuilder.mentionableSelect(customId: 'contact', isRequired: false),
        ),
      ],
    );

// commands.json
List<ApplicationCommandBuilder> buildCommands() => [
      ApplicationCommandBuilder.chatInput(
        name: 'ticket',
        description: 'Manage tickets',
        nameLocalizations: {Locale.fr: 'billet', Locale.de: 'vorgang'},
        descriptionLocalizations: {Locale.fr: 'Gérer les tickets', Locale.de: 'Tickets verwalten'},
        defaultMemberPermissions: Permissions(8192),
        contexts: [InteractionContextType.guild],
        integrationTypes: [ApplicationIntegrationType.guildInstall],
        options: [
          CommandOptionBuilder.subCommand(name: 'open', description: 'Open a ticket', options: [
            CommandOptionBuilder.string(
                name: 'topic', description: 'What it is about', isRequired: true, minLength: 3, maxLength: 100),
            CommandOptionBuilder.integer(name: 'priority', description: 'How urgent', choices: [
              CommandOptionChoiceBuilder(name: 'Low', value: 1, nameLocalizations: {Locale.fr: 'Basse'}),
              CommandOptionChoiceBuilder(name: 'High', value: 3),
            ]),
            CommandOptionBuilder.channel(
                name: 'channel', description: 'Where', channelTypes: [ChannelType.guildText, ChannelType.guildAnnouncement]),
            CommandOptionBuilder.attachment(name: 'file', description: 'A screenshot'),
          ]),
          CommandOptionBuilder.subCommandGroup(name: 'admin', description: 'Admin tools', options: [
            CommandOptionBuilder.subCommand(name: 'close', description: 'Close one', options: [
              CommandOptionBuilder.user(name: 'user', description: 'Whose', isRequired: true),
              CommandOptionBuilder.boolean(name: 'silent', description: 'Quietly'),
              CommandOptionBuilder.number(name: 'score', description: 'Rating', minValue: 0, maxValue: 5.5),
              CommandOptionBuilder.role(name: 'role', description: 'Role'),
              CommandOptionBuilder.mentionable(name: 'who', description: 'Mention'),
              CommandOptionBuilder.string(name: 'reason', description: 'Why', hasAutocomplete: true),
            ]),
          ]),
        ],
      ),
      ApplicationCommandBuilder.message(
        name: 'Report message',
        contexts: [InteractionContextType.guild, InteractionContextType.botDm, InteractionContextType.privateChannel],
        integrationTypes: [ApplicationIntegrationType.guildInstall, ApplicationIntegrationType.userInstall],
      ),
      ApplicationCommandBuilder.user(name: 'Profile', isNsfw: false),
    ];

// Modal values: nyxx gives each field inside its SubmittedLabelComponent.
String? submittedText(List<SubmittedComponent> components, String customId) {
  for (final component in components) {
    if (component is SubmittedLabelComponent) {
      final inner = component.component;
      if (inner is SubmittedTextInputComponent && inner.customId == customId) return inner.value;
    }
  }
  return null;
}

List<String> submittedSelect(List<SubmittedComponent> components, String customId) {
  for (final component in components) {
    if (component is SubmittedLabelComponent) {
      final inner = component.component;
      if (inner is SubmittedSelectMenuComponent && inner.customId == customId) return inner.values;
    }
  }
  return [];
}

List<Snowflake> submittedFiles(List<SubmittedComponent> components, String customId) {
  for (final component in components) {
    if (component is SubmittedLabelComponent) {
      final inner = component.component;
      if (inner is SubmittedFileUploadComponent && inner.customId == customId) return inner.values;
    }
  }
  return [];
}

String? submittedRadio(List<SubmittedComponent> components, String customId) {
  for (final component in components) {
    if (component is SubmittedLabelComponent) {
      final inner = component.component;
      if (inner is SubmittedRadioGroupComponent && inner.customId == customId) return inner.value;
    }
  }
  return null;
}

List<String> submittedCheckboxes(List<SubmittedComponent> components, String customId) {
  for (final component in components) {
    if (component is SubmittedLabelComponent) {
      final inner = component.component;
      if (inner is SubmittedCheckboxGroupComponent && inner.customId == customId) return inner.values;
    }
  }
  return [];
}

bool submittedCheckbox(List<SubmittedComponent> components, String customId) {
  for (final component in components) {
    if (component is SubmittedLabelComponent) {
      final inner = component.component;
      if (inner is SubmittedCheckboxComponent && inner.customId == customId) return inner.value;
    }
  }
  return false;
}

// Routing: one listener per kind of interaction, a case per custom_id.
void registerHandlers(NyxxGateway client) {
  client.onApplicationCommandInteraction.listen((event) async {
    final interaction = event.interaction;
    switch (interaction.data.name) {
      case 'ticket':
        await interaction.respondModal(buildFeedbackModal());
      case 'Report message':
        await interaction.respondModal(buildSurveyModal());
      case 'Profile':
        await interaction.respond(MessageBuilder(content: 'Profile'));
    }
  });

  client.onMessageComponentInteraction.listen((event) async {
    final interaction = event.interaction;
    switch (interaction.data.customId) {
      case 'release:approve':
        await interaction.respond(MessageBuilder(content: 'Approved'));
      case 'release:reject':
        await interaction.respond(MessageBuilder(content: 'Rejected'));
      case 'release:channel':
        final List<String> picked = interaction.data.values ?? [];
        await interaction.respond(MessageBuilder(content: 'Picked ${picked.join(', ')}'));
      case 'release:users':
      case 'release:roles':
      case 'release:mentionables':
      case 'release:channels':
        final List<String> ids = interaction.data.values ?? [];
        await interaction.respond(MessageBuilder(content: 'Picked ${ids.length}'));
      case 'report:details':
        await interaction.respond(MessageBuilder(content: 'Details'));
      case 'report:mute':
        await interaction.respond(MessageBuilder(content: 'Muted'));
    }
  });

  client.onModalSubmitInteraction.listen((event) async {
    final interaction = event.interaction;
    final components = interaction.data.components;
    switch (interaction.data.customId) {
      case 'feedback':
        final String? subject = submittedText(components, 'subject');
        final String? details = submittedText(components, 'details');
        final List<String> area = submittedSelect(components, 'area');
        final List<Snowflake> shot = submittedFiles(components, 'shot');
        await interaction.respond(MessageBuilder(content: 'subject=$subject details=$details area=$area shot=$shot'));
      case 'survey':
        final String? plan = submittedRadio(components, 'plan');
        final List<String> topics = submittedCheckboxes(components, 'topics');
        final bool subscribe = submittedCheckbox(components, 'subscribe');
        final List<String> team = submittedSelect(components, 'team');
        final List<String> contact = submittedSelect(components, 'contact');
        await interaction.respond(
            MessageBuilder(content: 'plan=$plan topics=$topics subscribe=$subscribe team=$team contact=$contact'));
    }
  });
}

Future<void> main() async {
  final client = await Nyxx.connectGateway(
    Platform.environment['TOKEN']!,
    GatewayIntents.allUnprivileged,
    options: GatewayClientOptions(plugins: [logging, cliIntegration]),
  );
  registerHandlers(client);
  await client.commands.bulkOverride(buildCommands());
  final channel = client.channels[Snowflake.parse(Platform.environment['CHANNEL']!)] as PartialTextChannel;
  await channel.sendMessage(buildReleaseMessage(client));
  await channel.sendMessage(buildReportMessage(client));
}
