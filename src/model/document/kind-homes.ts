// What the palette says about kinds before anything is placed: the kinds a surface offers and,
// in words, where each belongs. The palette's first frame draws these, so they stand apart from
// placement (canPlace), which loads after it.
import type { NodeKind } from '../catalog/catalog';
import { CATALOG, SELECT_KINDS, VALUE_OPTION_KINDS, entryOf, kindName } from '../catalog/catalog';
import { aKind, isCommandFamily } from '../commands/kind-names';
import type { Doc } from './document';
import { isV2 } from './document';
import { withArticle } from '../text';

export const capitalizeFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where a kind belongs, said the way a person would put it. */
export function homeOf(type: NodeKind, surface: Doc['surface']): string {
  const name = isCommandFamily(type)
    ? capitalizeFirst(aKind(type))
    : withArticle(kindName(type), true);
  switch (type) {
    case 'subcommand-group':
      return `${name} goes directly in a slash command.`;
    case 'subcommand':
      return `${name} goes in a slash command or in a subcommand group.`;
    case 'chat-input-command':
    case 'user-command':
    case 'message-command':
    case 'entry-point-command':
      return `${name} goes at the top level of a command set.`;
    case 'thumbnail':
      return `${name} can only be a Section's accessory.`;
    case 'button':
      return `${name} goes in an Action Row or as a Section's accessory.`;
    case 'text-input':
      return `${name} goes inside a Label.`;
    case 'label':
      return `${name} goes at the top level of a modal.`;
    case 'text-display':
      return surface === 'modal'
        ? `${name} goes at the top level of a modal.`
        : `${name} goes at the top level, in a Container or in a Section's text slots.`;
    case 'container':
      return `${name} goes at the top level of a message; it cannot hold another Container.`;
    default:
      if ((VALUE_OPTION_KINDS as readonly NodeKind[]).includes(type)) {
        return `${name} goes in a slash command or in a subcommand, not in a subcommand group.`;
      }
      if (SELECT_KINDS.includes(type)) {
        return surface === 'modal'
          ? `${name} goes inside a Label.`
          : `${name} needs an Action Row of its own.`;
      }
      if (
        entryOf(type)?.surfaces.includes('modal') &&
        !entryOf(type)?.surfaces.includes('message')
      ) {
        return `${name} goes inside a Label.`;
      }
      return `${name} goes at the top level or in a Container.`;
  }
}

/** The kinds that could be added somewhere on this surface (the palette's list). */
export function kindsForSurface(doc: Doc) {
  const v2 = isV2(doc);
  return CATALOG.filter(
    (e) =>
      e.surfaces.includes(doc.surface) &&
      !(doc.surface === 'message' && (v2 ? e.legacyOnly : e.v2Only)),
  );
}
