// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660):
// the client a bot connects with and the managers it calls, from lib/src/client.dart,
// lib/src/client_options.dart, lib/src/intents.dart, lib/src/manager_mixin.dart,
// lib/src/event_mixin.dart, lib/src/plugin/{plugin,logging,cli_integration}.dart and
// lib/src/http/managers/{channel,message,guild,emoji,application_command,interaction}_manager.dart,
// with the same names and signatures. The calls that would reach Discord record the JSON they
// would send instead (recordRequest), one JSON line each on stdout.
import 'dart:async';
import 'dart:convert';

void recordRequest(String kind, Object? body) => print(jsonEncode({'kind': kind, 'body': body}));

// lib/src/client.dart
abstract class Nyxx {
  static Future<NyxxRest> connectRest(String token, {RestClientOptions options = const RestClientOptions()}) async => NyxxRest._(options);

  static Future<NyxxGateway> connectGateway(String token, Flags<GatewayIntents> intents, {GatewayClientOptions options = const GatewayClientOptions()}) async =>
      NyxxGateway._(options);

  Future<void> close();
}

class NyxxRest extends Nyxx with ManagerMixin {
  final RestClientOptions options;

  NyxxRest._(this.options);

  @override
  Future<void> close() async {}
}

class NyxxGateway extends Nyxx with ManagerMixin, EventMixin implements NyxxRest {
  @override
  final GatewayClientOptions options;

  NyxxGateway._(this.options);

  @override
  Future<void> close() async {}
}

// lib/src/manager_mixin.dart
mixin ManagerMixin implements Nyxx {
  UserManager get users => UserManager(this as NyxxRest);

  ChannelManager get channels => ChannelManager(this as NyxxRest);

  GuildManager get guilds => GuildManager(this as NyxxRest);

  GlobalApplicationCommandManager get commands => GlobalApplicationCommandManager(this as NyxxRest);

  InteractionManager get interactions => InteractionManager(this as NyxxRest);
}

// lib/src/event_mixin.dart
mixin EventMixin implements Nyxx {
  Stream<DispatchEvent> get onEvent => const Stream.empty();

  Stream<InteractionCreateEvent> get onInteractionCreate => const Stream.empty();

  Stream<InteractionCreateEvent<ApplicationCommandInteraction>> get onApplicationCommandInteraction => const Stream.empty();

  Stream<InteractionCreateEvent<MessageComponentInteraction>> get onMessageComponentInteraction => const Stream.empty();

  Stream<InteractionCreateEvent<ModalSubmitInteraction>> get onModalSubmitInteraction => const Stream.empty();

  Stream<ReadyEvent> get onReady => const Stream.empty();
}

// lib/src/models/gateway/event.dart, lib/src/models/gateway/events/ready.dart
abstract class DispatchEvent {
  DispatchEvent();
}

class ReadyEvent extends DispatchEvent {
  final User user;

  ReadyEvent({required this.user});
}

// lib/src/client_options.dart
abstract class ClientOptions {
  final Iterable<NyxxPlugin> plugins;

  final String loggerName;

  final Duration rateLimitWarningThreshold;

  const ClientOptions({
    this.plugins = const [],
    this.loggerName = 'Nyxx',
    this.rateLimitWarningThreshold = const Duration(seconds: 10),
  });
}

class RestClientOptions extends ClientOptions {
  const RestClientOptions({super.plugins, super.loggerName, super.rateLimitWarningThreshold});
}

class GatewayClientOptions extends RestClientOptions {
  final Duration minimumSessionStarts;

  const GatewayClientOptions({
    this.minimumSessionStarts = const Duration(seconds: 10),
    super.plugins,
    super.loggerName,
    super.rateLimitWarningThreshold,
  });
}

// lib/src/plugin/plugin.dart, logging.dart, cli_integration.dart
abstract class NyxxPlugin<ClientType extends Nyxx> {
  String get name;
}

class Logging extends NyxxPlugin<Nyxx> {
  @override
  String get name => 'Logging';
}

final logging = Logging();

class CliIntegration extends NyxxPlugin<Nyxx> {
  @override
  String get name => 'CliIntegration';
}

final cliIntegration = CliIntegration();

// lib/src/intents.dart
class GatewayIntents extends Flags<GatewayIntents> {
  static const guilds = Flag<GatewayIntents>.fromOffset(0);
  static const guildMembers = Flag<GatewayIntents>.fromOffset(1);
  static const guildModeration = Flag<GatewayIntents>.fromOffset(2);
  static const guildExpressions = Flag<GatewayIntents>.fromOffset(3);
  @Deprecated('Use GatewayIntents.guildExpressions instead')
  static const guildEmojisAndStickers = guildExpressions;
  static const guildIntegrations = Flag<GatewayIntents>.fromOffset(4);
  static const guildWebhooks = Flag<GatewayIntents>.fromOffset(5);
  static const guildInvites = Flag<GatewayIntents>.fromOffset(6);
  static const guildVoiceStates = Flag<GatewayIntents>.fromOffset(7);
  static const guildPresences = Flag<GatewayIntents>.fromOffset(8);
  static const guildMessages = Flag<GatewayIntents>.fromOffset(9);
  static const guildMessageReactions = Flag<GatewayIntents>.fromOffset(10);
  static const guildMessageTyping = Flag<GatewayIntents>.fromOffset(11);
  static const directMessages = Flag<GatewayIntents>.fromOffset(12);
  static const directMessageReactions = Flag<GatewayIntents>.fromOffset(13);
  static const directMessageTyping = Flag<GatewayIntents>.fromOffset(14);
  static const messageContent = Flag<GatewayIntents>.fromOffset(15);
  static const guildScheduledEvents = Flag<GatewayIntents>.fromOffset(16);
  static const autoModerationConfiguration = Flag<GatewayIntents>.fromOffset(20);
  static const autoModerationExecution = Flag<GatewayIntents>.fromOffset(21);
  static const guildMessagePolls = Flag<GatewayIntents>.fromOffset(24);
  static const directMessagePolls = Flag<GatewayIntents>.fromOffset(25);
  static const all = GatewayIntents(0x331ffff);
  static const allUnprivileged = GatewayIntents(0x3317efd);
  static const allPrivileged = GatewayIntents(0x8102);
  static const none = GatewayIntents(0);
  const GatewayIntents(super.value);
}

// lib/src/http/managers/*.dart
class UserManager {
  final NyxxRest client;

  UserManager(this.client);

  PartialUser operator [](Snowflake id) => PartialUser(id: id);
}

class ChannelManager {
  final NyxxRest client;

  ChannelManager(this.client);

  PartialChannel operator [](Snowflake id) => PartialTextChannel(id: id, manager: this);

  Future<Channel> get(Snowflake id) async => throw UnsupportedError('the stand-in fetches nothing');
}

class MessageManager {
  final NyxxRest client;

  final Snowflake channelId;

  MessageManager(this.client, {required this.channelId});

  Future<Message> create(MessageBuilder builder) async {
    // As the real create(): the files go as multipart parts files[i], and each attachment
    // object of the JSON gets its index as a string id.
    final payload = builder.build();
    final attachments = builder.attachments ?? <AttachmentBuilder>[];
    for (int i = 0; i < attachments.length; i++) {
      ((payload['attachments'] as List)[i] as Map)['id'] = i.toString();
    }
    recordRequest('message', {
      'channel_id': channelId.toString(),
      'payload': payload,
      'files': [for (final a in attachments) a.fileName],
    });
    return Message(id: Snowflake.zero, manager: this, content: builder.content ?? '');
  }
}

class GuildManager {
  final NyxxRest client;

  GuildManager(this.client);

  PartialGuild operator [](Snowflake id) => PartialGuild(id: id, manager: this);
}

abstract class EmojiManager {
  final NyxxRest client;

  EmojiManager(this.client);

  PartialEmoji operator [](Snowflake id) => PartialEmoji(id: id, manager: this);
}

class GuildEmojiManager extends EmojiManager {
  final Snowflake guildId;

  GuildEmojiManager(super.client, {required this.guildId});
}

abstract class ApplicationCommandManager {
  final NyxxRest client;

  final Snowflake applicationId;

  ApplicationCommandManager(this.client, {required this.applicationId});

  Future<ApplicationCommand> create(ApplicationCommandBuilder builder) async {
    recordRequest('command', builder.build());
    return ApplicationCommand(id: Snowflake.zero, name: builder.name, type: builder.type);
  }

  Future<List<ApplicationCommand>> bulkOverride(List<ApplicationCommandBuilder> builders) async {
    recordRequest('commands', [for (final b in builders) b.build()]);
    return [for (final b in builders) ApplicationCommand(id: Snowflake.zero, name: b.name, type: b.type)];
  }
}

class GlobalApplicationCommandManager extends ApplicationCommandManager {
  GlobalApplicationCommandManager(super.client) : super(applicationId: Snowflake.zero);
}

class GuildApplicationCommandManager extends ApplicationCommandManager {
  final Snowflake guildId;

  GuildApplicationCommandManager(super.client, {required this.guildId}) : super(applicationId: Snowflake.zero);
}

class InteractionManager {
  final NyxxRest client;

  InteractionManager(this.client);

  Future<InteractionCallbackResponse?> createResponse(Snowflake id, String token, InteractionResponseBuilder builder, {bool? withResponse}) async {
    recordRequest(builder.type == InteractionCallbackType.modal ? 'modal' : 'interaction_response', builder.build());
    return null;
  }

  Future<Message> createFollowup(String token, MessageBuilder builder, {bool? isEphemeral}) async {
    recordRequest('followup', builder.build());
    return Message(id: Snowflake.zero, manager: MessageManager(client, channelId: Snowflake.zero), content: builder.content ?? '');
  }
}
