// What both code generators share: their options, the list of what could not be expressed, and
// facts about the payload (message flags, channel types, the files a design refers to).
import type { NodeKind } from '../../../model';
import { SELECT_KINDS, isPlainObject, toPayload, walk } from '../../../model';
import type { Doc, Envelope } from '../../../model';

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

/** JSON of a value for a comment: compact and on one line. */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
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

/** The set bits of a flags value, each with its name when it has one. */
export function flagBits(flags: number): { bit: number; name: FlagName | undefined }[] {
  const bits: { bit: number; name: FlagName | undefined }[] = [];
  for (let i = 0; i < 31; i += 1) {
    const bit = 1 << i;
    if ((flags & bit) !== 0) bits.push({ bit, name: MESSAGE_FLAGS.find((f) => f.bit === bit) });
  }
  return bits;
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

const ATTACHMENT = 'attachment://';

/**
 * The body fields of a message or modal, without its components: what the send call says besides
 * the components. Read from the payload, whatever editor nodes the fields are kept in.
 */
export function bodyOf(doc: Doc): Record<string, unknown> {
  if (doc.surface === 'commands') return {};
  const payload = toPayload(doc, doc.envelope);
  // Interaction responses wrap the body: { type, data }.
  const wrapped =
    doc.envelope === 'response-4' || doc.envelope === 'response-7' || doc.envelope === 'modal-9';
  const body = wrapped && isPlainObject(payload.data) ? payload.data : payload;
  const { components: _components, ...rest } = body;
  return rest;
}

/** Where an embed may show an uploaded file: its image, thumbnail and icons. */
function embedUrls(embeds: unknown): (string | null)[] {
  if (!Array.isArray(embeds)) return [];
  return embeds.flatMap((e: unknown) =>
    isPlainObject(e)
      ? [mediaUrl(e.image), mediaUrl(e.thumbnail), iconUrl(e.author), iconUrl(e.footer)]
      : [],
  );
}

const iconUrl = (o: unknown) =>
  isPlainObject(o) && typeof o.icon_url === 'string' ? o.icon_url : null;

function mediaUrl(media: unknown): string | null {
  return isPlainObject(media) && typeof media.url === 'string' ? media.url : null;
}

export interface FileRef {
  filename: string;
  description?: string;
}

/**
 * The files the message uploads: its `attachments` entries and every `attachment://` name a File,
 * Thumbnail, gallery item or embed refers to, once each, in the order they appear.
 */
export function filesOf(doc: Doc): FileRef[] {
  const files = new Map<string, FileRef>();
  const body = bodyOf(doc);
  const attachments = body.attachments;
  if (Array.isArray(attachments)) {
    for (const a of attachments) {
      if (!isPlainObject(a) || typeof a.filename !== 'string') continue;
      files.set(a.filename, {
        filename: a.filename,
        ...(typeof a.description === 'string' ? { description: a.description } : {}),
      });
    }
  }
  const refer = (url: string | null) => {
    if (!url?.startsWith(ATTACHMENT)) return;
    const filename = url.slice(ATTACHMENT.length);
    if (filename && !files.has(filename)) files.set(filename, { filename });
  };
  embedUrls(body.embeds).forEach(refer);
  walk(doc.nodes, (n) => {
    if (n.kind === 'file') refer(mediaUrl(n.props.file));
    if (n.kind === 'thumbnail') refer(mediaUrl(n.props.media));
    if (n.kind === 'media-gallery' && Array.isArray(n.props.items)) {
      for (const item of n.props.items) if (isPlainObject(item)) refer(mediaUrl(item.media));
    }
  });
  return [...files.values()];
}

/**
 * Where the exported code reads a file from: the folder it runs in, whatever the name says. A name
 * from a stranger's design such as `../../.ssh/id_rsa` would otherwise have the code upload that
 * file to Discord; the name Discord is given stays as it is.
 */
export function localPath(filename: string): string {
  const base = filename.replace(/[/\\]/g, '_');
  return `./${base === '.' || base === '..' ? `_${base}` : base}`;
}

/** `components[0].accessory`: where a node sits in the body, for notes. */
export const childPath = (parent: string, slot: string, index: number, single: boolean) =>
  single ? `${parent}.${slot}` : `${parent}.${slot}[${index}]`;
