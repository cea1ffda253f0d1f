// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660):
// the small models a bot names when it builds messages, modals and commands, each with the
// same name, constructor and members as in the real file named above it. Cut down: only the
// members a bot uses are here; the classes are the real ones.

// lib/src/models/snowflake.dart
class Snowflake implements Comparable<Snowflake> {
  static const zero = Snowflake(0);

  final int value;

  bool get isZero => value == 0;

  const Snowflake(this.value);

  factory Snowflake.parse(Object /* String | int */ value) {
    if (value is! int) {
      value = int.parse(value.toString());
    }
    return Snowflake(value);
  }

  @override
  int compareTo(Snowflake other) => value.compareTo(other.value);

  @override
  String toString() => value.toString();
}

// lib/src/models/discord_color.dart
class DiscordColor {
  final int value;

  const DiscordColor(this.value) : assert(value >= 0 && value <= 0xffffff, 'value must be between 0 and 16777215');

  const DiscordColor.fromRgb(int r, int g, int b) : value = r << 16 | g << 8 | b;

  factory DiscordColor.parseHexString(String color) => DiscordColor(int.parse(color.replaceFirst('#', ''), radix: 16));
}

// lib/src/models/permissions.dart
class Permissions extends Flags<Permissions> {
  static const createInstantInvite = Flag<Permissions>.fromOffset(0);
  static const kickMembers = Flag<Permissions>.fromOffset(1);
  static const banMembers = Flag<Permissions>.fromOffset(2);
  static const administrator = Flag<Permissions>.fromOffset(3);
  static const manageChannels = Flag<Permissions>.fromOffset(4);
  static const manageGuild = Flag<Permissions>.fromOffset(5);
  static const addReactions = Flag<Permissions>.fromOffset(6);
  static const viewAuditLog = Flag<Permissions>.fromOffset(7);
  static const prioritySpeaker = Flag<Permissions>.fromOffset(8);
  static const stream = Flag<Permissions>.fromOffset(9);
  static const viewChannel = Flag<Permissions>.fromOffset(10);
  static const sendMessages = Flag<Permissions>.fromOffset(11);
  static const sendTtsMessages = Flag<Permissions>.fromOffset(12);
  static const manageMessages = Flag<Permissions>.fromOffset(13);
  static const embedLinks = Flag<Permissions>.fromOffset(14);
  static const attachFiles = Flag<Permissions>.fromOffset(15);
  static const readMessageHistory = Flag<Permissions>.fromOffset(16);
  static const mentionEveryone = Flag<Permissions>.fromOffset(17);
  static const useExternalEmojis = Flag<Permissions>.fromOffset(18);
  static const viewGuildInsights = Flag<Permissions>.fromOffset(19);
  static const connect = Flag<Permissions>.fromOffset(20);
  static const speak = Flag<Permissions>.fromOffset(21);
  static const muteMembers = Flag<Permissions>.fromOffset(22);
  static const deafenMembers = Flag<Permissions>.fromOffset(23);
  static const moveMembers = Flag<Permissions>.fromOffset(24);
  static const useVad = Flag<Permissions>.fromOffset(25);
  static const changeNickname = Flag<Permissions>.fromOffset(26);
  static const manageNicknames = Flag<Permissions>.fromOffset(27);
  static const manageRoles = Flag<Permissions>.fromOffset(28);
  static const manageWebhooks = Flag<Permissions>.fromOffset(29);
  @Deprecated('Use manageGuildExpressions instead')
  static const manageEmojisAndStickers = Flag<Permissions>.fromOffset(30);
  static const manageGuildExpressions = Flag<Permissions>.fromOffset(30);
  static const useApplicationCommands = Flag<Permissions>.fromOffset(31);
  static const requestToSpeak = Flag<Permissions>.fromOffset(32);
  static const manageEvents = Flag<Permissions>.fromOffset(33);
  static const manageThreads = Flag<Permissions>.fromOffset(34);
  static const createPublicThreads = Flag<Permissions>.fromOffset(35);
  static const createPrivateThreads = Flag<Permissions>.fromOffset(36);
  static const useExternalStickers = Flag<Permissions>.fromOffset(37);
  static const sendMessagesInThreads = Flag<Permissions>.fromOffset(38);
  static const useEmbeddedActivities = Flag<Permissions>.fromOffset(39);
  static const moderateMembers = Flag<Permissions>.fromOffset(40);
  static const viewCreatorMonetizationAnalytics = Flag<Permissions>.fromOffset(41);
  static const useSoundboard = Flag<Permissions>.fromOffset(42);
  @Deprecated('Use createGuildExpressions instead')
  static const createEmojiAndStickers = Flag<Permissions>.fromOffset(43);
  static const createGuildExpressions = Flag<Permissions>.fromOffset(43);
  static const createEvents = Flag<Permissions>.fromOffset(44);
  static const useExternalSounds = Flag<Permissions>.fromOffset(45);
  static const sendVoiceMessages = Flag<Permissions>.fromOffset(46);
  static const setVoiceChannelStatus = Flag<Permissions>.fromOffset(48);
  static const sendPolls = Flag<Permissions>.fromOffset(49);
  static const useExternalApps = Flag<Permissions>.fromOffset(50);
  static const pinMessages = Flag<Permissions>.fromOffset(51);
  static const bypassSlowmode = Flag<Permissions>.fromOffset(52);
  static const allPermissions = Permissions(8866461766385663);
  @Deprecated('Use canManageGuildExpressions instead')
  @Deprecated('Use canCreateGuildExpressions instead')
  const Permissions(super.value);
}

// lib/src/models/message/message.dart
class MessageFlags extends Flags<MessageFlags> {
  static const crossposted = Flag<MessageFlags>.fromOffset(0);
  static const isCrosspost = Flag<MessageFlags>.fromOffset(1);
  static const suppressEmbeds = Flag<MessageFlags>.fromOffset(2);
  static const sourceMessageDeleted = Flag<MessageFlags>.fromOffset(3);
  static const urgent = Flag<MessageFlags>.fromOffset(4);
  static const hasThread = Flag<MessageFlags>.fromOffset(5);
  static const ephemeral = Flag<MessageFlags>.fromOffset(6);
  static const loading = Flag<MessageFlags>.fromOffset(7);
  static const failedToMentionSomeRolesInThread = Flag<MessageFlags>.fromOffset(8);
  static const suppressNotifications = Flag<MessageFlags>.fromOffset(12);
  static const isVoiceMessage = Flag<MessageFlags>.fromOffset(13);
  static const hasSnapshot = Flag<MessageFlags>.fromOffset(14);
  static const isComponentsV2 = Flag<MessageFlags>.fromOffset(15);
  bool get wasCrossposted => has(crossposted);
  bool get isACrosspost => has(isCrosspost);
  bool get suppressesEmbeds => has(suppressEmbeds);
  bool get sourceMessageWasDeleted => has(sourceMessageDeleted);
  bool get isUrgent => has(urgent);
  bool get hasAThread => has(hasThread);
  bool get isEphemeral => has(ephemeral);
  bool get isLoading => has(loading);
  bool get didFailToMentionSomeRolesInThread => has(failedToMentionSomeRolesInThread);
  bool get suppressesNotifications => has(suppressNotifications);
  bool get isAVoiceMessage => has(isVoiceMessage);
  bool get hasASnapshot => has(hasSnapshot);
  bool get hasComponentsV2 => has(isComponentsV2);
  const MessageFlags(super.value);
}

// lib/src/models/message/message.dart
class PartialMessage extends WritableSnowflakeEntity<Message> {
  final MessageManager manager;

  PartialMessage({required super.id, required this.manager});
}

class Message extends PartialMessage {
  final String content;

  Message({required super.id, required super.manager, required this.content});
}

// lib/src/models/message/reference.dart
class MessageReference {
  final MessageReferenceType type;

  final Snowflake? messageId;

  MessageReference({required this.type, required this.messageId});
}

final class MessageReferenceType extends EnumLike<int, MessageReferenceType> {
  static const defaultType = MessageReferenceType(0);
  static const forward = MessageReferenceType(1);

  const MessageReferenceType(super.value);
}

// lib/src/models/message/poll.dart
final class PollLayoutType extends EnumLike<int, PollLayoutType> {
  static const defaultLayout = PollLayoutType(1);

  const PollLayoutType(super.value);
}

// lib/src/models/snowflake_entity/snowflake_entity.dart
abstract class SnowflakeEntity<T extends SnowflakeEntity<T>> {
  final Snowflake id;

  SnowflakeEntity({required this.id});
}

abstract class ManagedSnowflakeEntity<T extends ManagedSnowflakeEntity<T>> extends SnowflakeEntity<T> {
  ManagedSnowflakeEntity({required super.id});
}

abstract class WritableSnowflakeEntity<T extends WritableSnowflakeEntity<T>> extends ManagedSnowflakeEntity<T> {
  WritableSnowflakeEntity({required super.id});
}

// lib/src/models/channel/channel.dart
class PartialChannel extends ManagedSnowflakeEntity<Channel> {
  final ChannelManager manager;

  PartialChannel({required super.id, required this.manager});
}

abstract class Channel extends PartialChannel {
  ChannelType get type;

  Channel({required super.id, required super.manager});
}

final class ChannelType extends EnumLike<int, ChannelType> {
  static const guildText = ChannelType(0);
  static const dm = ChannelType(1);
  static const guildVoice = ChannelType(2);
  static const groupDm = ChannelType(3);
  static const guildCategory = ChannelType(4);
  static const guildAnnouncement = ChannelType(5);
  static const announcementThread = ChannelType(10);
  static const publicThread = ChannelType(11);
  static const privateThread = ChannelType(12);
  static const guildStageVoice = ChannelType(13);
  static const guildDirectory = ChannelType(14);
  static const guildForum = ChannelType(15);
  static const guildMedia = ChannelType(16);

  const ChannelType(super.value);
}

// lib/src/models/channel/text_channel.dart
class PartialTextChannel extends PartialChannel {
  MessageManager get messages => MessageManager(manager.client, channelId: id);

  PartialTextChannel({required super.id, required super.manager});

  Future<Message> sendMessage(MessageBuilder builder) => messages.create(builder);
}

abstract class TextChannel extends PartialTextChannel implements Channel {
  TextChannel({required super.id, required super.manager});
}

// lib/src/models/commands/application_command.dart
class PartialApplicationCommand extends WritableSnowflakeEntity<ApplicationCommand> {
  PartialApplicationCommand({required super.id});
}

class ApplicationCommand extends PartialApplicationCommand {
  final String name;

  final ApplicationCommandType type;

  ApplicationCommand({required super.id, required this.name, required this.type});
}

final class ApplicationCommandType extends EnumLike<int, ApplicationCommandType> {
  static const chatInput = ApplicationCommandType(1);
  static const user = ApplicationCommandType(2);
  static const message = ApplicationCommandType(3);

  const ApplicationCommandType(super.value);
}

// lib/src/models/commands/application_command_option.dart
final class CommandOptionType extends EnumLike<int, CommandOptionType> {
  static const subCommand = CommandOptionType(1);
  static const subCommandGroup = CommandOptionType(2);
  static const string = CommandOptionType(3);
  static const integer = CommandOptionType(4);
  static const boolean = CommandOptionType(5);
  static const user = CommandOptionType(6);
  static const channel = CommandOptionType(7);
  static const role = CommandOptionType(8);
  static const mentionable = CommandOptionType(9);
  static const number = CommandOptionType(10);
  static const attachment = CommandOptionType(11);

  const CommandOptionType(super.value);
}

abstract interface class CommandOptionMentionable<T extends CommandOptionMentionable<T>> implements SnowflakeEntity<T> {}

// lib/src/models/application.dart
final class ApplicationIntegrationType extends EnumLike<int, ApplicationIntegrationType> {
  static const guildInstall = ApplicationIntegrationType(0);
  static const userInstall = ApplicationIntegrationType(1);

  const ApplicationIntegrationType(super.value);
}

// lib/src/models/emoji.dart
class PartialEmoji extends WritableSnowflakeEntity<Emoji> {
  final EmojiManager manager;

  PartialEmoji({required super.id, required this.manager});
}

abstract class Emoji extends PartialEmoji {
  String? get name;

  Emoji({required super.id, required super.manager});
}

class TextEmoji extends Emoji {
  @override
  final String name;

  TextEmoji({required super.id, required super.manager, required this.name});
}

class GuildEmoji extends Emoji {
  @override
  final String? name;

  final List<Snowflake>? roleIds;

  final User? user;

  final bool? requiresColons;

  final bool? isManaged;

  final bool? isAnimated;

  final bool? isAvailable;

  GuildEmoji({
    required super.id,
    required GuildEmojiManager super.manager,
    required this.name,
    required this.roleIds,
    required this.user,
    required this.requiresColons,
    required this.isManaged,
    required this.isAnimated,
    required this.isAvailable,
  });
}

// lib/src/models/user/user.dart, lib/src/models/role.dart, lib/src/models/guild/member.dart
class PartialUser extends ManagedSnowflakeEntity<User> implements CommandOptionMentionable<User> {
  PartialUser({required super.id});
}

class User extends PartialUser {
  final String username;

  User({required super.id, required this.username});
}

class PartialRole extends WritableSnowflakeEntity<Role> implements CommandOptionMentionable<Role> {
  PartialRole({required super.id});
}

class Role extends PartialRole {
  final String name;

  Role({required super.id, required this.name});
}

class PartialMember extends WritableSnowflakeEntity<Member> {
  PartialMember({required super.id});
}

class Member extends PartialMember {
  Member({required super.id});
}

// lib/src/models/guild/guild.dart
class PartialGuild extends WritableSnowflakeEntity<Guild> {
  final GuildManager manager;

  PartialGuild({required super.id, required this.manager});

  GuildEmojiManager get emojis => GuildEmojiManager(manager.client, guildId: id);

  GuildApplicationCommandManager get commands => GuildApplicationCommandManager(manager.client, guildId: id);
}

class Guild extends PartialGuild {
  Guild({required super.id, required super.manager});
}

// lib/src/models/message/attachment.dart
class Attachment extends SnowflakeEntity<Attachment> {
  final String fileName;

  final Uri url;

  Attachment({required super.id, required this.fileName, required this.url});
}
