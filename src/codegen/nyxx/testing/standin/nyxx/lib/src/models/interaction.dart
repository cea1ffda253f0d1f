// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660),
// lib/src/models/interaction.dart and lib/src/models/gateway/events/interaction.dart: the
// interactions a bot answers (a command, a component, a modal submit), with the same classes,
// mixins and response methods; cut down to the fields a bot reads. The responses go through
// InteractionManager.createResponse, which the stand-in records (client.dart).

final class InteractionContextType extends EnumLike<int, InteractionContextType> {
  static const InteractionContextType guild = InteractionContextType(0);
  static const InteractionContextType botDm = InteractionContextType(1);
  static const InteractionContextType privateChannel = InteractionContextType(2);

  const InteractionContextType(super.value);
}

abstract class Interaction<T> {
  final InteractionManager manager;

  final Snowflake id;

  final Snowflake applicationId;

  final InteractionType type;

  final T data;

  final Snowflake? guildId;

  final PartialChannel? channel;

  final Snowflake? channelId;

  final Member? member;

  final User? user;

  final String token;

  final Message? message;

  final Locale? locale;

  Interaction({
    required this.manager,
    required this.id,
    required this.applicationId,
    required this.type,
    required this.data,
    required this.guildId,
    required this.channel,
    required this.channelId,
    required this.member,
    required this.user,
    required this.token,
    required this.message,
    required this.locale,
  });

  PartialGuild? get guild => guildId == null ? null : manager.client.guilds[guildId!];
}

mixin MessageResponse<T> on Interaction<T> {
  Future<InteractionCallbackResponse?> acknowledge({bool? isEphemeral, bool? withResponse}) async =>
      manager.createResponse(id, token, InteractionResponseBuilder.deferredChannelMessage(isEphemeral: isEphemeral), withResponse: withResponse);

  Future<InteractionCallbackResponse?> respond(
    MessageBuilder builder, {
    @Deprecated('Use MessageBuilder.flags instead') bool? isEphemeral,
    bool? withResponse,
  }) async =>
      manager.createResponse(id, token, InteractionResponseBuilder.channelMessage(builder), withResponse: withResponse);

  Future<Message> createFollowup(MessageBuilder builder, {bool? isEphemeral}) => manager.createFollowup(token, builder, isEphemeral: isEphemeral);
}

mixin ModalResponse<T> on Interaction<T> {
  Future<void> respondModal(ModalBuilder builder) async {
    await manager.createResponse(id, token, InteractionResponseBuilder.modal(builder));
  }
}

class ApplicationCommandInteraction extends Interaction<ApplicationCommandInteractionData>
    with MessageResponse<ApplicationCommandInteractionData>, ModalResponse<ApplicationCommandInteractionData> {
  ApplicationCommandInteraction({
    required super.manager,
    required super.id,
    required super.applicationId,
    required super.type,
    required super.data,
    required super.guildId,
    required super.channel,
    required super.channelId,
    required super.member,
    required super.user,
    required super.token,
    required super.message,
    required super.locale,
  });
}

class MessageComponentInteraction extends Interaction<MessageComponentInteractionData>
    with MessageResponse<MessageComponentInteractionData>, ModalResponse<MessageComponentInteractionData> {
  MessageComponentInteraction({
    required super.manager,
    required super.id,
    required super.applicationId,
    required super.type,
    required super.data,
    required super.guildId,
    required super.channel,
    required super.channelId,
    required super.member,
    required super.user,
    required super.token,
    required super.message,
    required super.locale,
  });

  @override
  Future<InteractionCallbackResponse?> acknowledge({bool? updateMessage, bool? isEphemeral, bool? withResponse}) async => manager.createResponse(
      id, token, updateMessage == true ? InteractionResponseBuilder.deferredUpdateMessage() : InteractionResponseBuilder.deferredChannelMessage(isEphemeral: isEphemeral),
      withResponse: withResponse);

  @override
  Future<InteractionCallbackResponse?> respond(
    Builder<Message> builder, {
    bool? updateMessage,
    @Deprecated('Use MessageBuilder.flags instead') bool? isEphemeral,
    bool? withResponse,
  }) async =>
      manager.createResponse(
          id,
          token,
          updateMessage == true
              ? InteractionResponseBuilder.updateMessage(builder as MessageUpdateBuilder)
              : InteractionResponseBuilder.channelMessage(builder as MessageBuilder),
          withResponse: withResponse);
}

class ModalSubmitInteraction extends Interaction<ModalSubmitInteractionData> with MessageResponse<ModalSubmitInteractionData> {
  ModalSubmitInteraction({
    required super.manager,
    required super.id,
    required super.applicationId,
    required super.type,
    required super.data,
    required super.guildId,
    required super.channel,
    required super.channelId,
    required super.member,
    required super.user,
    required super.token,
    required super.message,
    required super.locale,
  });
}

final class InteractionType extends EnumLike<int, InteractionType> {
  static const ping = InteractionType(1);
  static const applicationCommand = InteractionType(2);
  static const messageComponent = InteractionType(3);
  static const applicationCommandAutocomplete = InteractionType(4);
  static const modalSubmit = InteractionType(5);

  const InteractionType(super.value);
}

class ApplicationCommandInteractionData {
  final Snowflake id;

  final String name;

  final ApplicationCommandType type;

  final ResolvedData? resolved;

  final List<InteractionOption>? options;

  final Snowflake? guildId;

  final Snowflake? targetId;

  ApplicationCommandInteractionData({
    required this.id,
    required this.name,
    required this.type,
    required this.resolved,
    required this.options,
    required this.guildId,
    required this.targetId,
  });
}

class ResolvedData {
  final Map<Snowflake, User>? users;

  final Map<Snowflake, Member>? members;

  final Map<Snowflake, Role>? roles;

  final Map<Snowflake, PartialChannel>? channels;

  final Map<Snowflake, PartialMessage>? messages;

  final Map<Snowflake, Attachment>? attachments;

  ResolvedData({
    required this.users,
    required this.members,
    required this.roles,
    required this.channels,
    required this.messages,
    required this.attachments,
  });
}

class InteractionOption {
  final String name;

  final CommandOptionType type;

  final dynamic value;

  final List<InteractionOption>? options;

  final bool? isFocused;

  InteractionOption({required this.name, required this.type, required this.value, required this.options, required this.isFocused});
}

class MessageComponentInteractionData {
  final String customId;

  final ComponentType type;

  final List<String>? values;

  final ResolvedData? resolved;

  MessageComponentInteractionData({required this.customId, required this.type, required this.values, required this.resolved});
}

class ModalSubmitInteractionData {
  final String customId;

  final List<SubmittedComponent> components;

  ModalSubmitInteractionData({required this.customId, required this.components});
}

class InteractionCallbackResponse {
  const InteractionCallbackResponse();
}

// lib/src/models/gateway/events/interaction.dart
class InteractionCreateEvent<T extends Interaction<dynamic>> {
  final T interaction;

  InteractionCreateEvent({required this.interaction});
}
