import type { Locator } from '@playwright/test';
import { DrawnEmbed, DrawnPoll } from './drawn-embed';

export type MentionKind = 'user' | 'channel';

/**
 * A message as the preview draws it (in the editor, the validator, or a search hit), by the
 * classes of Discord's look, since the drawing carries no test ids: its header, avatar, content,
 * mentions and pictures, its embeds and its poll. Everything is looked for inside `root`.
 */
export class DrawnMessage {
  readonly article: Locator;
  /** The author's name, the APP tag and the time. */
  readonly header: Locator;
  readonly appTag: Locator;
  readonly avatar: Locator;
  readonly content: Locator;
  /** "Only you can see this • Dismiss message", under an ephemeral reply. */
  readonly ephemeralNote: Locator;
  /** Every picture drawn (images, thumbnails, emoji, avatars). */
  readonly images: Locator;
  /** Pictures the browser holds itself (files attached to the design). */
  readonly blobImages: Locator;
  /** Every link drawn. */
  readonly links: Locator;
  /** Links that would run script: none may be drawn. */
  readonly scriptLinks: Locator;
  /** Every mention drawn, of any kind. */
  readonly mentions: Locator;
  readonly timestamp: Locator;
  /** The embeds and the poll the editor draws, one per node of the design. */
  readonly embedNodes: Locator;
  readonly pollNodes: Locator;
  /** The embeds drawn, in order; see `embed(n)` for the parts of one. */
  readonly embeds: Locator;
  readonly poll: DrawnPoll;

  constructor(readonly root: Locator) {
    this.article = root.locator('article.dp-message');
    this.header = root.locator('.dp-message-header');
    this.appTag = this.header.locator('.dp-app-tag');
    this.avatar = root.locator('.dp-message-avatar img');
    this.content = root.locator('.dp-message-content');
    this.ephemeralNote = root.getByTestId('ephemeral-note');
    this.images = root.locator('img');
    this.blobImages = root.locator('img[src^="blob:"]');
    this.links = root.locator('a');
    this.scriptLinks = root.locator('a[href^="javascript"]');
    this.mentions = root.locator('.dp-md-mention');
    this.timestamp = root.locator('time.dp-md-timestamp');
    this.embedNodes = root.locator('[data-node-key][data-kind="embed"]');
    this.pollNodes = root.locator('[data-node-key][data-kind="poll"]');
    this.embeds = root.locator('.dp-embed');
    this.poll = new DrawnPoll(root.locator('.dp-poll'));
  }

  /** Text drawn anywhere in the message. */
  text(text: string): Locator {
    return this.root.getByText(text);
  }

  /** Pictures whose address holds `part` (a host, a file name). */
  imagesFrom(part: string): Locator {
    return this.root.locator(`img[src*="${part}"]`);
  }

  /** Pictures whose address is exactly `src`. */
  imagesAt(src: string): Locator {
    return this.root.locator(`img[src="${src}"]`);
  }

  /** A custom emoji drawn, by its name. */
  emoji(name: string): Locator {
    return this.root.locator(`img[alt=":${name}:"]`);
  }

  /** A mention of a member (`@Cleo`) or a channel (`#general`). */
  mention(kind: MentionKind): Locator {
    return this.root.locator(`.dp-md-mention-${kind}`);
  }

  /** The n-th embed drawn (from 0), by its parts. */
  embed(n = 0): DrawnEmbed {
    return new DrawnEmbed(this.embeds.nth(n));
  }
}
