// A legacy message's embeds as Components V2 Containers, one each: the author and title as a
// heading Text Display, the description, the thumbnail as a Section's accessory beside them, the
// fields as Text Displays, the image as a Media Gallery and the footer with its timestamp as small
// text (embed-pieces.ts). What does not fit a V2 message's 40 components and 4000 characters of
// text is dropped from the end, and named.
import type { Node } from '../document/document';
import { makeNode } from '../document/document';
import { LIMITS } from '../limits';
import { plural } from '../text';
import type { LossSink } from './convert-losses';
import { listing } from './convert-losses';
import { clipText } from './embed-markdown';
import type { Piece } from './embed-pieces';
import { pieceLosses, piecesOf } from './embed-pieces';

/** What is left of a V2 message's limits for the embeds' Containers. */
export interface V2Budget {
  components: number;
  chars: number;
}

/** A Container of the pieces kept: a thumbnail beside the first texts in a Section. */
function containerOf(pieces: readonly Piece[], accent: number | null | undefined): Node {
  const td = (piece: Piece) => makeNode('text-display', { content: piece.text });
  const gallery = (url: string) => makeNode('media-gallery', { items: [{ media: { url } }] });
  const children: Node[] = [];
  let rest = pieces;
  const first = rest[0];
  if (first?.kind === 'thumbnail') {
    rest = rest.slice(1);
    // The heading and the description sit beside the thumbnail, as in the embed; without them
    // the first fields do. With no text at all, the picture is shown the one way left: a gallery.
    let lead = 0;
    while (lead < 2 && (rest[lead]?.kind === 'heading' || rest[lead]?.kind === 'description'))
      lead += 1;
    if (lead === 0 && rest[0]?.kind === 'fields') lead = 1;
    if (lead === 0) children.push(gallery(first.text));
    else {
      const thumbnail = makeNode('thumbnail', { media: { url: first.text } });
      const texts = rest.slice(0, lead).map(td);
      children.push(makeNode('section', {}, { components: texts, accessory: [thumbnail] }));
    }
    rest = rest.slice(lead);
  }
  for (const piece of rest) children.push(piece.kind === 'image' ? gallery(piece.text) : td(piece));
  return makeNode('container', accent === undefined ? {} : { accent_color: accent }, {
    components: children,
  });
}

type Stop = 'components' | 'chars';

const WHY: Record<Stop, string> = {
  components: `a Components V2 message holds at most ${LIMITS.v2Components} components, counting every level`,
  chars: `a Components V2 message holds at most ${LIMITS.textDisplayTotal} characters across its Text Displays`,
};

/** "its description, 3 fields and its image": what a loss names, fields counted together. */
function partNames(pieces: readonly Piece[]): string[] {
  const names: string[] = [];
  const fields = pieces.reduce((n, p) => n + (p.fields ?? 0), 0);
  let fieldsNamed = false;
  for (const piece of pieces) {
    if (piece.kind !== 'fields') names.push(piece.label);
    else if (!fieldsNamed) {
      names.push(plural(fields, 'field'));
      fieldsNamed = true;
    }
  }
  return names;
}

/**
 * The embeds as Containers, one each, within what is left of the message's limits: once a piece
 * does not fit, it and everything after it is dropped (a description is cut to what fits), and
 * each drop is named.
 */
export function embedsToContainers(
  embeds: readonly Node[],
  budget: V2Budget,
  sink: LossSink,
): Node[] {
  const tally = pieceLosses();
  const out: Node[] = [];
  const droppedWhole: number[] = [];
  let left = { ...budget };
  let stop: Stop | null = null;
  embeds.forEach((embed, index) => {
    const { pieces, accent } = piecesOf(embed, tally);
    if (pieces.length === 0) {
      tally.add('empty');
      return;
    }
    const kept: Piece[] = [];
    let clipped = false;
    let components = left.components - 1; // the Container itself
    let chars = left.chars;
    for (const piece of stop ? [] : pieces) {
      const cost = piece.kind === 'thumbnail' ? 2 : 1;
      const length = piece.kind === 'thumbnail' || piece.kind === 'image' ? 0 : piece.text.length;
      if (cost > components) stop = 'components';
      else if (length > chars) {
        stop = 'chars';
        if (piece.kind === 'description' && chars > 0) {
          kept.push({ ...piece, text: clipText(piece.text, chars) });
          clipped = true;
          components -= 1;
          chars = 0;
        }
      }
      if (stop) break;
      kept.push(piece);
      components -= cost;
      chars -= length;
    }
    if (kept.length === 0) {
      droppedWhole.push(index + 1);
      return;
    }
    left = { components, chars };
    out.push(containerOf(kept, accent));
    const lost = partNames(pieces.slice(kept.length));
    if (clipped) lost.unshift('the end of its description');
    if (lost.length > 0 && stop)
      sink.note(`From embed ${index + 1}: ${listing(lost)} (${WHY[stop]}).`);
  });
  if (droppedWhole.length > 0 && stop) {
    const which = droppedWhole.length === 1 ? 'Embed' : 'Embeds';
    sink.note(`${which} ${listing(droppedWhole.map(String))} (${WHY[stop]}).`);
  }
  tally.flush(sink);
  return out;
}
