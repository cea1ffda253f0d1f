// What both code generators share: their options, the list of what could not be expressed, and
// discord.js's and discord.py's names for message flags and channel types. The facts about the
// payload (its body, its flags' bits, the files it uploads) are the model's plan's.
import type { NodeKind } from '../../model';
import { SELECT_KINDS, flagBits as setBits } from '../../model';
import type { Envelope } from '../../model';

export { bodyOf, filesOf, localPath, shown } from '../../model';
export type { PlanFile as FileRef } from '../../model';

/** What an Action Row of a message holds: buttons and the five selects. */
export const ROW_ITEMS: readonly NodeKind[] = ['button', ...SELECT_KINDS];

export interface CodegenOptions {
  /** The target to write code for; one of the document's surface. */
  envelope: Envelope;
  /** The design's name, for the header comment. */
  name?: string;
  /** How many errors the validator found: such code may not compile, and Discord refuses it. */
  errors?: number;
}

/** Fields the code could not express, said in the header so that nothing is dropped silently. */
export class Notes {
  readonly lines: string[] = [];

  leftOut(path: string, what: string): void {
    this.lines.push(`${path}: ${what}`);
  }
}

export interface FlagName {
  bit: number;
  /** The member of discord.js's MessageFlags. */
  js: string;
}

/** Message flags a design may carry, by the names discord.js (discord-api-types) gives them. */
export const MESSAGE_FLAGS: readonly FlagName[] = [
  { bit: 1 << 0, js: 'Crossposted' },
  { bit: 1 << 1, js: 'IsCrosspost' },
  { bit: 1 << 2, js: 'SuppressEmbeds' },
  { bit: 1 << 3, js: 'SourceMessageDeleted' },
  { bit: 1 << 4, js: 'Urgent' },
  { bit: 1 << 5, js: 'HasThread' },
  { bit: 1 << 6, js: 'Ephemeral' },
  { bit: 1 << 7, js: 'Loading' },
  { bit: 1 << 8, js: 'FailedToMentionSomeRolesInThread' },
  { bit: 1 << 12, js: 'SuppressNotifications' },
  { bit: 1 << 13, js: 'IsVoiceMessage' },
  { bit: 1 << 14, js: 'HasSnapshot' },
  { bit: 1 << 15, js: 'IsComponentsV2' },
];

/** The set bits of a flags value, each with its discord.js name when it has one. */
export function flagBits(flags: number): { bit: number; name: FlagName | undefined }[] {
  return setBits(flags).map(({ bit }) => ({ bit, name: MESSAGE_FLAGS.find((f) => f.bit === bit) }));
}

/** Channel types by number: discord.js's ChannelType member and discord.py's ChannelType name. */
export const CHANNEL_TYPES: Readonly<Record<string, { js: string; py: string }>> = {
  0: { js: 'GuildText', py: 'text' },
  1: { js: 'DM', py: 'private' },
  2: { js: 'GuildVoice', py: 'voice' },
  3: { js: 'GroupDM', py: 'group' },
  4: { js: 'GuildCategory', py: 'category' },
  5: { js: 'GuildAnnouncement', py: 'news' },
  10: { js: 'AnnouncementThread', py: 'news_thread' },
  11: { js: 'PublicThread', py: 'public_thread' },
  12: { js: 'PrivateThread', py: 'private_thread' },
  13: { js: 'GuildStageVoice', py: 'stage_voice' },
  14: { js: 'GuildDirectory', py: 'directory' },
  15: { js: 'GuildForum', py: 'forum' },
  16: { js: 'GuildMedia', py: 'media' },
};

/** `components[0].accessory`: where a node sits in the body, for notes. */
export const childPath = (parent: string, slot: string, index: number, single: boolean) =>
  single ? `${parent}.${slot}` : `${parent}.${slot}[${index}]`;
