// What the mention helper lists, and what the app around the editor can add to it: a real guild
// loaded with the send panel's bot token, and slash commands whose ids the page knows. The editor
// only describes these; the app (which holds the token and the designs) provides them.

export interface MentionUser {
  id: string;
  /** What Discord shows: the nickname, else the display name, else the username. */
  name: string;
  username: string;
  bot: boolean;
}

export interface MentionRole {
  id: string;
  name: string;
  /** 0 for no colour. */
  color: number;
}

export interface MentionChannel {
  id: string;
  name: string;
  /** Discord's channel type (0 text, 2 voice, 5 announcement, 13 stage, 15 forum, ...). */
  type: number;
}

/** The users, roles and channels a mention can name. */
export interface MentionDirectory {
  source: 'sample' | 'guild';
  guildId: string;
  /** "Sample guild (Component Studio Lab)", "Guild 1300…". */
  label: string;
  users: MentionUser[];
  /** Without @everyone, which is written `@everyone`. */
  roles: MentionRole[];
  /** Without categories. */
  channels: MentionChannel[];
  /** What could not be read, in sentences (members without the Server Members intent). */
  notes: string[];
}

/** A slash command (or one of its subcommands) that can be mentioned. */
export interface KnownCommand {
  /** The command's name, then a group's and a subcommand's. */
  path: string[];
  /** Its id; null when it is designed but this page has not seen it registered. */
  id: string | null;
  /** Where it comes from: "global commands", "commands of guild 1300…", a design's name. */
  where: string;
}

/** What loading a guild can go on: the send panel's token, and a channel to read a guild from. */
export interface GuildAccess {
  hasToken: boolean;
  /** The send panel's channel id ('' when there is none). */
  channelId: string;
  /** The guild id loaded or typed last in this page session ('' at first). */
  guildId: string;
}

export type GuildLoad = { ok: true; directory: MentionDirectory } | { ok: false; message: string };

export interface MentionSources {
  commands(): KnownCommand[];
  guildAccess(): GuildAccess;
  /** The guild loaded in this page session, if any (kept in memory only). */
  loadedGuild(): MentionDirectory | null;
  /** Loads a guild's roles, channels and members; '' reads the guild of the send panel's channel. */
  loadGuild(guildId: string, signal: AbortSignal): Promise<GuildLoad>;
  /** Goes back to the sample guild (forgets the loaded one). */
  forgetGuild(): void;
}
