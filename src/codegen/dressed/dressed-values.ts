// TypeScript expressions for the dressed printer: a plan node as dressed's builder call (Button,
// SelectMenu, Container, Label...) or, where dressed has no builder or its builder would add a key,
// as Discord's plain JSON typed by discord-api-types; enum names for flags, channel types,
// contexts and install types; and the import lines the expressions need. Every string of the
// design goes through jsString (../common/source).
import type { Json, PlanField, PlanNode } from '../../model';
import { CHANNEL_TYPES } from '../common/shared';
import { jsString, list, literal, objectKey } from '../common/source';

/** What one printed file imports, collected while its expressions are printed. */
export class Imports {
  private readonly from = new Map<string, Set<string>>();

  add(module: string, ...names: string[]): void {
    const set = this.from.get(module) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    this.from.set(module, set);
  }

  /** The import lines, discord-api-types first, names sorted (types after values). */
  lines(): string[] {
    const order = ['node:fs/promises', 'discord-api-types/v10', 'dressed'];
    return order.flatMap((module) => {
      const names = this.from.get(module);
      if (!names || names.size === 0) return [];
      const sorted = [...names].sort((a, b) => {
        const ta = a.startsWith('type ');
        const tb = b.startsWith('type ');
        return ta === tb ? a.localeCompare(b) : ta ? 1 : -1;
      });
      return [`import ${list('{', sorted, '}', 'js', ' ')} from '${module}';`];
    });
  }
}

/** A JSON value as a TypeScript literal. */
export const lit = (value: unknown) => literal(value, 'js');

/**
 * An object literal of `entries` (key and printed value); `extra` keys the types do not know are
 * spread from an object cast to `{}`, so that dressed sends them as written without an error.
 */
export function objectOf(entries: readonly (readonly [string, string])[], extra: PlanField[] = []) {
  const items = entries.map(([k, v]) => `${objectKey(k, 'js')}: ${v}`);
  if (extra.length > 0)
    items.push(`...(${lit(Object.fromEntries(extra.map((f) => [f.key, f.value])))} as {})`);
  return list('{', items, '}', 'js', ' ');
}

const BUTTON_STYLES: Record<number, string> = {
  1: 'Primary',
  2: 'Secondary',
  3: 'Success',
  4: 'Danger',
};

const SELECT_TYPES: Partial<Record<string, string>> = {
  'string-select': 'String',
  'user-select': 'User',
  'role-select': 'Role',
  'mentionable-select': 'Mentionable',
  'channel-select': 'Channel',
};

/** discord-api-types' ComponentType member for a component type number. */
const COMPONENT_TYPES: Record<number, string> = {
  1: 'ActionRow',
  2: 'Button',
  3: 'StringSelect',
  4: 'TextInput',
  5: 'UserSelect',
  6: 'RoleSelect',
  7: 'MentionableSelect',
  8: 'ChannelSelect',
  9: 'Section',
  10: 'TextDisplay',
  11: 'Thumbnail',
  12: 'MediaGallery',
  13: 'File',
  14: 'Separator',
  17: 'Container',
  18: 'Label',
  19: 'FileUpload',
  21: 'RadioGroup',
  22: 'CheckboxGroup',
  23: 'Checkbox',
};

/** `[ChannelType.GuildText, ...]`, a number where discord-api-types has no name for it. */
export function channelTypes(value: Json, imports: Imports): string {
  if (!Array.isArray(value)) return lit(value);
  return list(
    '[',
    value.map((v) => {
      const name = typeof v === 'number' ? CHANNEL_TYPES[v]?.js : undefined;
      if (!name) return lit(v);
      imports.add('discord-api-types/v10', 'ChannelType');
      return `ChannelType.${name}`;
    }),
    ']',
    'js',
  );
}

const field = (n: PlanNode, key: string) => n.fields.find((f) => f.key === key);
const without = (n: PlanNode, ...keys: string[]) => n.fields.filter((f) => !keys.includes(f.key));
const children = (n: PlanNode, slot: string) => n.slots.find((s) => s.slot === slot)?.nodes ?? [];

/** A field's value; channel types by name. */
function valueOf(f: PlanField, imports: Imports): string {
  return f.key === 'channel_types' ? channelTypes(f.value, imports) : lit(f.value);
}

const entriesOf = (fields: readonly PlanField[], imports: Imports) =>
  fields.map((f): [string, string] => [f.key, valueOf(f, imports)]);

/** A component as Discord's JSON, `type` named by ComponentType, its children printed. */
function plain(n: PlanNode, imports: Imports): string {
  const typeName = n.type !== null ? COMPONENT_TYPES[n.type] : undefined;
  if (typeName) imports.add('discord-api-types/v10', 'ComponentType');
  const entries: [string, string][] = [
    ['type', typeName ? `ComponentType.${typeName}` : lit(n.type)],
    ...entriesOf(n.fields, imports),
  ];
  for (const slot of n.slots) {
    const printed = slot.nodes.map((c) => component(c, imports));
    entries.push([slot.slot, slot.single ? (printed[0] ?? 'null') : list('[', printed, ']', 'js')]);
  }
  return objectOf(entries);
}

/** dressed's `builder(...args)`, imported from dressed. */
function built(builder: string, args: readonly string[], imports: Imports): string {
  imports.add('dressed', builder);
  return list(`${builder}(`, args, ')', 'js');
}

/** The optional config object of a builder: nothing when there are no fields. */
const config = (fields: readonly PlanField[], imports: Imports) =>
  fields.length > 0 ? [objectOf(entriesOf(fields, imports))] : [];

/** A component of a message or a modal, the way dressed builds it. */
export function component(n: PlanNode, imports: Imports): string {
  const kids = (slot: string) => children(n, slot).map((c) => component(c, imports));
  switch (n.kind) {
    case 'action-row':
      return n.fields.length === 0
        ? built('ActionRow', kids('components'), imports)
        : plain(n, imports);
    case 'button': {
      const style = field(n, 'style')?.value;
      if (field(n, 'custom_id') && typeof style === 'number' && BUTTON_STYLES[style]) {
        const rest = entriesOf(without(n, 'style'), imports);
        return built(
          'Button',
          [objectOf([...rest, ['style', jsString(BUTTON_STYLES[style])]])],
          imports,
        );
      }
      const own = (field(n, 'url') && style === 5) || (field(n, 'sku_id') && style === 6);
      return own
        ? built('Button', [objectOf(entriesOf(without(n, 'style'), imports))], imports)
        : plain(n, imports);
    }
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
      return built(
        'SelectMenu',
        [objectOf([['type', jsString(SELECT_TYPES[n.kind]!)], ...entriesOf(n.fields, imports)])],
        imports,
      );
    case 'container':
      return n.fields.length === 0
        ? built('Container', kids('components'), imports)
        : built(
            'Container',
            [list('[', kids('components'), ']', 'js'), ...config(n.fields, imports)],
            imports,
          );
    case 'text-display': {
      const content = field(n, 'content');
      if (!content || typeof content.value !== 'string') return plain(n, imports);
      return built(
        'TextDisplay',
        [lit(content.value), ...config(without(n, 'content'), imports)],
        imports,
      );
    }
    case 'section': {
      const accessory = children(n, 'accessory')[0];
      if (!accessory) return plain(n, imports);
      return built(
        'Section',
        [
          list('[', kids('components'), ']', 'js'),
          component(accessory, imports),
          ...config(n.fields, imports),
        ],
        imports,
      );
    }
    case 'thumbnail':
    case 'file': {
      const key = n.kind === 'thumbnail' ? 'media' : 'file';
      const media = field(n, key);
      if (!media) return plain(n, imports);
      const only = media.value && typeof media.value === 'object' && !Array.isArray(media.value);
      const url =
        only && Object.keys(media.value as object).length === 1
          ? (media.value as { url?: Json }).url
          : undefined;
      const first = typeof url === 'string' ? lit(url) : lit(media.value);
      return built(
        n.kind === 'thumbnail' ? 'Thumbnail' : 'File',
        [first, ...config(without(n, key), imports)],
        imports,
      );
    }
    case 'media-gallery': {
      const items = field(n, 'items');
      if (!items || !Array.isArray(items.value)) return plain(n, imports);
      const printed = items.value.map((i) => lit(i));
      const rest = without(n, 'items');
      return rest.length === 0
        ? built('MediaGallery', printed, imports)
        : built('MediaGallery', [list('[', printed, ']', 'js'), ...config(rest, imports)], imports);
    }
    case 'separator': {
      const spacing = field(n, 'spacing')?.value;
      if (spacing !== 1 && spacing !== 2) return plain(n, imports);
      const rest = entriesOf(without(n, 'spacing'), imports);
      return built(
        'Separator',
        [objectOf([...rest, ['spacing', jsString(spacing === 1 ? 'Small' : 'Large')]])],
        imports,
      );
    }
    case 'label': {
      const inner = children(n, 'component')[0];
      const label = field(n, 'label');
      if (!inner || !label || typeof label.value !== 'string') return plain(n, imports);
      const description = field(n, 'description');
      const rest = without(n, 'label', 'description');
      const args = [lit(label.value), component(inner, imports)];
      if (description || rest.length > 0)
        args.push(description ? lit(description.value) : 'undefined');
      return built('Label', [...args, ...config(rest, imports)], imports);
    }
    case 'text-input': {
      const style = field(n, 'style')?.value;
      if (style !== 1 && style !== 2) return plain(n, imports);
      const rest = entriesOf(without(n, 'style'), imports);
      return built(
        'TextInput',
        [objectOf([...rest, ['style', jsString(style === 1 ? 'Short' : 'Paragraph')]])],
        imports,
      );
    }
    case 'file-upload':
      return built('FileUpload', [objectOf(entriesOf(n.fields, imports))], imports);
    default:
      return plain(n, imports);
  }
}

/** An embed: its fields as Discord's JSON, its `fields` slot as a list. */
export function embed(n: PlanNode): string {
  const entries: [string, string][] = n.fields.map((f) => [f.key, lit(f.value)]);
  const parts = children(n, 'fields');
  if (parts.length > 0)
    entries.push([
      'fields',
      list(
        '[',
        parts.map((p) => objectOf(p.fields.map((f) => [f.key, lit(f.value)]))),
        ']',
        'js',
      ),
    ]);
  return objectOf(entries);
}

/** A poll answer's `poll_media`, its emoji through the pollEmoji() cast the printer declares. */
function pollMedia(value: Json, uses: { pollEmoji: boolean }): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return lit(value);
  return objectOf(
    Object.entries(value).map(([k, v]) => {
      if (k !== 'emoji') return [k, lit(v)];
      uses.pollEmoji = true;
      return [k, `pollEmoji(${lit(v)})`];
    }),
  );
}

/** A poll: its fields as Discord's JSON, its answers with their emoji cast (see pollEmoji). */
export function poll(n: PlanNode, uses: { pollEmoji: boolean }): string {
  const entries: [string, string][] = n.fields.map((f) => [f.key, lit(f.value)]);
  const answers = children(n, 'answers').map((a) =>
    objectOf(
      a.fields.map((f) => [
        f.key,
        f.key === 'poll_media' ? pollMedia(f.value, uses) : lit(f.value),
      ]),
    ),
  );
  entries.splice(1, 0, ['answers', list('[', answers, ']', 'js')]);
  return objectOf(entries);
}
