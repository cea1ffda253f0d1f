// A Components V2 Container as an embed, where it fits: one that holds only Text Displays,
// Sections with a Thumbnail, Media Galleries and Separators. Its texts are read the way
// convert-embeds.ts writes an embed (a `-# ` author line and a heading, `**name**` fields, a `-# `
// footer with `<t:unix:f>`); any other text becomes the description. Whatever an embed cannot
// hold, or holds less of, is named.
import type { Node } from '../document/document';
import { makeNode } from '../document/document';
import { LIMITS } from '../limits';
import { plural } from '../text';
import type { LossSink } from './convert-losses';
import { Tally, obj, str } from './convert-losses';
import { clipText, readFields, readFooter, readHeading } from './embed-markdown';
import { fitEmbedText } from './fit-embeds';

const E = LIMITS.embed;

const KEYS = ['spoiler', 'more-pictures', 'alt', 'picture-spoiler'] as const;
type Key = (typeof KEYS)[number];

function say(key: Key, n: number): string {
  switch (key) {
    case 'spoiler':
      return `The spoiler setting of ${plural(n, 'Container')} (an embed cannot be a spoiler).`;
    case 'alt':
      return `The descriptions (alt text) of ${plural(n, 'picture')} (an embed's image and thumbnail have none).`;
    case 'picture-spoiler':
      return `The spoiler setting of ${plural(n, 'picture')} (an embed's image and thumbnail cannot be spoilers).`;
    case 'more-pictures':
      return `${plural(n, 'Media Gallery item')} after the first (an embed shows one image).`;
  }
}

const isText = (n: Node) => n.kind === 'text-display';

/** Whether a Container can become an embed: nothing in it needs to be clicked or is a file. */
export function embedShaped(container: Node): boolean {
  if (container.kind !== 'container') return false;
  return (container.slots.components ?? []).every(
    (child) =>
      isText(child) ||
      child.kind === 'media-gallery' ||
      child.kind === 'separator' ||
      (child.kind === 'section' &&
        (child.slots.components ?? []).every(isText) &&
        (child.slots.accessory ?? []).every((a) => a.kind === 'thumbnail')),
  );
}

const textOf = (node: Node): string =>
  typeof node.props.content === 'string' ? node.props.content : '';

/** The picture an embed keeps of a Thumbnail or gallery item: its URL; the rest is counted. */
function picture(media: Record<string, unknown>, tally: Tally<Key>) {
  if (!absentOrEmpty(media.description)) tally.add('alt');
  if (media.spoiler === true) tally.add('picture-spoiler');
  const url = str(obj(media.media)?.url);
  return url ? { url } : undefined;
}

const absentOrEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** An embed's text, cut to its limit; a cut is named. */
function clipper(n: number, sink: LossSink) {
  return (text: string, max: number, what: string): string => {
    if (text.length <= max) return text;
    sink.note(
      `The end of embed ${n}'s ${what} (an embed's ${what} holds at most ${max} characters).`,
    );
    return clipText(text, max);
  };
}

interface Contents {
  texts: string[];
  galleries: Node[];
  thumbnails: Node[];
}

/** A Container's texts, galleries and thumbnails in order; its Separators are named as lost. */
function contentsOf(container: Node, sink: LossSink): Contents {
  const out: Contents = { texts: [], galleries: [], thumbnails: [] };
  for (const child of container.slots.components ?? []) {
    if (child.kind === 'section') {
      out.texts.push(...(child.slots.components ?? []).map(textOf));
      out.thumbnails.push(...(child.slots.accessory ?? []));
    } else if (isText(child)) out.texts.push(textOf(child));
    else if (child.kind === 'media-gallery') out.galleries.push(child);
    else sink.node(child);
  }
  out.texts = out.texts.filter((t) => t !== '');
  return out;
}

/** The `n`th embed, made of an embed-shaped Container. */
function containerToEmbed(container: Node, n: number, tally: Tally<Key>, sink: LossSink): Node {
  const clip = clipper(n, sink);
  const { texts, galleries, thumbnails } = contentsOf(container, sink);
  const props: Record<string, unknown> = {};
  const rest = [...texts];

  const heading = rest.length > 0 ? readHeading(rest[0]!, rest.length > 1) : null;
  if (heading) rest[0] = heading.rest;
  if (heading?.author) {
    const { text, url } = heading.author;
    props.author = { name: clip(text, E.author, 'author'), ...(url ? { url } : {}) };
  }
  if (heading?.title) {
    props.title = clip(heading.title.text, E.title, 'title');
    if (heading.title.url) props.url = heading.title.url;
  }
  // The last text is the footer when it is all small text (and not the heading itself).
  const last = rest.length - 1;
  const footer = last > 0 || (last === 0 && !heading) ? readFooter(rest[last]!) : null;
  if (footer) rest.pop();

  const description: string[] = [];
  const fields: Node[] = [];
  for (const text of rest.filter((t) => t !== '')) {
    const read = readFields(text);
    if (!read) description.push(text);
    else
      for (const { name, value } of read)
        fields.push(
          makeNode('embed-field', {
            name: clip(name, E.fieldName, 'field name'),
            value: clip(value, E.fieldValue, 'field value'),
            ...(read.length > 1 ? { inline: true } : {}),
          }),
        );
  }
  if (description.length > 0)
    props.description = clip(description.join('\n\n'), E.description, 'description');
  if (typeof container.props.accent_color === 'number') props.color = container.props.accent_color;
  if (container.props.spoiler === true) tally.add('spoiler');

  const [thumbnail, ...otherThumbnails] = thumbnails;
  if (thumbnail) {
    const pic = picture(thumbnail.props, tally);
    if (pic) props.thumbnail = pic;
  }
  otherThumbnails.forEach((t) => sink.node(t));
  const [gallery, ...otherGalleries] = galleries;
  const items = Array.isArray(gallery?.props.items) ? (gallery.props.items as unknown[]) : [];
  const first = obj(items[0]);
  if (first) {
    const pic = picture(first, tally);
    if (pic) props.image = pic;
  }
  for (let i = 1; i < items.length; i += 1) tally.add('more-pictures');
  otherGalleries.forEach((g) => sink.node(g));

  if (footer?.text) props.footer = { text: clip(footer.text, E.footer, 'footer') };
  if (footer?.timestamp) props.timestamp = footer.timestamp;

  if (fields.length > E.fields)
    sink.note(
      `${plural(fields.length - E.fields, 'field')} of embed ${n} past the ${E.fields} an embed holds.`,
    );
  const kept = fields.slice(0, E.fields);
  return makeNode('embed', props, kept.length > 0 ? { fields: kept } : {});
}

/**
 * Embed-shaped Containers as embeds, within a message's limits: 10 embeds (the Containers after
 * the 10th are named and dropped) and the 6000 characters all embeds share.
 */
export function containersToEmbeds(containers: readonly Node[], sink: LossSink): Node[] {
  const tally = new Tally<Key>(say, KEYS);
  const extra = containers.length - LIMITS.embeds;
  if (extra > 0)
    sink.note(
      `${plural(extra, 'Container')} past the ${LIMITS.embeds}th (a legacy message holds at most ${LIMITS.embeds} embeds; ${extra === 1 ? 'this one' : 'these'} would have been ${extra === 1 ? 'an embed' : 'embeds'}).`,
    );
  const embeds = containers
    .slice(0, LIMITS.embeds)
    .map((c, i) => containerToEmbed(c, i + 1, tally, sink));
  tally.flush(sink);
  return fitEmbedText(embeds, sink);
}
