// The 6000 characters all embeds of a message share, kept when Containers become embeds: text is
// dropped from the end (a description is cut to what is left), pictures stay, and an embed left
// with nothing to show goes. Each drop is named.
import type { Node } from '../document/document';
import { LIMITS } from '../limits';
import { plural } from '../text';
import type { LossSink } from './convert-losses';
import { itOrThem, listing, obj, str } from './convert-losses';
import { clipText } from './embed-markdown';

const WHY = `a message's embeds hold at most ${LIMITS.embed.total} characters together`;

const SHOWS = ['title', 'description', 'author', 'footer', 'image', 'thumbnail'];

/** Whether an embed has anything Discord draws (a timestamp or a colour alone draws nothing). */
export function showsSomething(embed: Node): boolean {
  return (
    (embed.slots.fields?.length ?? 0) > 0 ||
    SHOWS.some((k) => embed.props[k] !== undefined && embed.props[k] !== null)
  );
}

/** One embed's text within the `left` characters, from the start; what does not fit is dropped. */
function fitOne(embed: Node, budget: { left: number }): { embed: Node; lost: string[] } {
  const props = { ...embed.props };
  const lost: string[] = [];
  let over = false;
  const fits = (length: number): boolean => {
    if (!over && length <= budget.left) {
      budget.left -= length;
      return true;
    }
    over = true;
    return false;
  };
  const name = str(obj(props.author)?.name);
  if (name && !fits(name.length)) {
    delete props.author;
    lost.push('its author');
  }
  const title = str(props.title);
  if (title && !fits(title.length)) {
    delete props.title;
    delete props.url;
    lost.push('its title');
  }
  const description = str(props.description);
  const wasOver = over;
  if (description && !fits(description.length)) {
    if (!wasOver && budget.left > 0) {
      props.description = clipText(description, budget.left);
      budget.left = 0;
      lost.push('the end of its description');
    } else {
      delete props.description;
      lost.push('its description');
    }
  }
  const fields = (embed.slots.fields ?? []).filter((f) =>
    fits(String(f.props.name ?? '').length + String(f.props.value ?? '').length),
  );
  const droppedFields = (embed.slots.fields?.length ?? 0) - fields.length;
  if (droppedFields > 0) lost.push(plural(droppedFields, 'field'));
  const footer = str(obj(props.footer)?.text);
  if (footer && !fits(footer.length)) {
    delete props.footer;
    lost.push('its footer');
  }
  if (lost.length === 0) return { embed, lost };
  const slots = fields.length > 0 ? { ...embed.slots, fields } : {};
  return { embed: { ...embed, props, slots }, lost };
}

/**
 * The embeds within the characters they share; an embed with nothing to show (a Container of
 * Separators only) is named and left out.
 */
export function fitEmbedText(embeds: readonly Node[], sink: LossSink): Node[] {
  const budget = { left: LIMITS.embed.total };
  const out: Node[] = [];
  let empty = 0;
  embeds.forEach((embed, i) => {
    if (!showsSomething(embed)) {
      empty += 1;
      return;
    }
    const fitted = fitOne(embed, budget);
    if (!showsSomething(fitted.embed)) sink.note(`Embed ${i + 1} (${WHY}).`);
    else {
      if (fitted.lost.length > 0)
        sink.note(`From embed ${i + 1}: ${listing(fitted.lost)} (${WHY}).`);
      out.push(fitted.embed);
    }
  });
  if (empty > 0)
    sink.note(
      `${plural(empty, 'Container')} with nothing in ${itOrThem(empty)} that an embed can show.`,
    );
  return out;
}
