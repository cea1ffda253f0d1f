// discordgo's component structs: each component kind's Go type and the table of its fields.
import type { PlanNode } from '../../model';
import type { Out, GoField } from './discordgo-go';
import {
  str,
  int,
  bool,
  named,
  literal,
  entriesOf,
  f,
  emoji,
  media,
  ptrOf,
  channelTypes,
  SELECT_TYPES,
  DEFAULT_VALUE,
  listOf,
  selectOptions,
} from './discordgo-go';

export const ID = f('ID', int, true);

const SELECT: Record<string, GoField> = {
  id: ID,
  custom_id: f('CustomID', str, true),
  placeholder: f('Placeholder', str),
  min_values: f('MinValues', ptrOf(int)),
  max_values: f('MaxValues', int, true),
  default_values: f(
    'DefaultValues',
    listOf('[]discordgo.SelectMenuDefaultValue', DEFAULT_VALUE, 'a default value'),
  ),
  options: f('Options', selectOptions),
  disabled: f('Disabled', bool),
  required: f('Required', ptrOf(bool)),
  channel_types: f('ChannelTypes', channelTypes),
};

const BUTTON_STYLES: Record<number, string> = {
  1: 'PrimaryButton',
  2: 'SecondaryButton',
  3: 'SuccessButton',
  4: 'DangerButton',
  5: 'LinkButton',
  6: 'PremiumButton',
};

const SPACING: Record<number, string> = {
  1: 'SeparatorSpacingSizeSmall',
  2: 'SeparatorSpacingSizeLarge',
};

/** Local types for what discordgo has no type for: radio group, checkbox group, checkbox. */
export const CHOICE_TYPES: Record<string, { type: string; number: number }> = {
  'radio-group': { type: 'RadioGroup', number: 21 },
  'checkbox-group': { type: 'CheckboxGroup', number: 22 },
  checkbox: { type: 'Checkbox', number: 23 },
};

const CHOICE_OPTION: Record<string, GoField> = {
  label: f('Label', str),
  value: f('Value', str),
  description: f('Description', str, true),
  default: f('Default', bool, true),
};

/** Each component kind: its Go type and the table of its keys. */
function componentTable(kind: string, out: Out): { type: string; table: Record<string, GoField> } {
  const choiceOptions = listOf(`[]${out.helper}ChoiceOption`, CHOICE_OPTION, 'an option');
  switch (kind) {
    case 'action-row':
      return { type: 'discordgo.ActionsRow', table: { id: ID } };
    case 'button':
      return {
        type: 'discordgo.Button',
        table: {
          id: ID,
          style: f('Style', (v) => named(BUTTON_STYLES, 'ButtonStyle', v)),
          label: f('Label', str),
          emoji: f('Emoji', emoji),
          custom_id: f('CustomID', str, true),
          url: f('URL', str, true),
          sku_id: f('SKUID', str, true),
          disabled: f('Disabled', bool),
        },
      };
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
      return { type: 'discordgo.SelectMenu', table: SELECT };
    case 'text-input':
      return {
        type: 'discordgo.TextInput',
        table: {
          id: ID,
          custom_id: f('CustomID', str),
          label: f('Label', str, true),
          style: f('Style', (v) =>
            named({ 1: 'TextInputShort', 2: 'TextInputParagraph' }, 'TextInputStyle', v),
          ),
          placeholder: f('Placeholder', str, true),
          value: f('Value', str, true),
          required: f('Required', ptrOf(bool)),
          min_length: f('MinLength', int, true),
          max_length: f('MaxLength', int, true),
        },
      };
    case 'section':
      return { type: 'discordgo.Section', table: { id: ID } };
    case 'text-display':
      return { type: 'discordgo.TextDisplay', table: { content: f('Content', str) } };
    case 'thumbnail':
      return {
        type: 'discordgo.Thumbnail',
        table: {
          id: ID,
          media: f('Media', media),
          description: f('Description', ptrOf(str)),
          spoiler: f('Spoiler', bool, true),
        },
      };
    case 'media-gallery':
      return {
        type: 'discordgo.MediaGallery',
        table: {
          id: ID,
          items: f(
            'Items',
            listOf(
              '[]discordgo.MediaGalleryItem',
              {
                media: f('Media', media),
                description: f('Description', ptrOf(str)),
                spoiler: f('Spoiler', bool),
              },
              'a gallery item',
            ),
          ),
        },
      };
    case 'file':
      return {
        type: 'discordgo.FileComponent',
        table: { id: ID, file: f('File', media), spoiler: f('Spoiler', bool) },
      };
    case 'separator':
      return {
        type: 'discordgo.Separator',
        table: {
          id: ID,
          divider: f('Divider', ptrOf(bool)),
          spacing: f('Spacing', (v, o) => {
            const x = named(SPACING, 'SeparatorSpacingSize', v);
            return x === null ? null : o.ptr(x);
          }),
        },
      };
    case 'container':
      return {
        type: 'discordgo.Container',
        table: {
          id: ID,
          accent_color: f('AccentColor', ptrOf(int)),
          spoiler: f('Spoiler', bool),
        },
      };
    case 'label':
      return {
        type: 'discordgo.Label',
        table: {
          id: ID,
          label: f('Label', str),
          description: f('Description', str, true),
        },
      };
    case 'file-upload':
      return {
        type: 'discordgo.FileUpload',
        table: {
          id: ID,
          custom_id: f('CustomID', str, true),
          min_values: f('MinValues', ptrOf(int)),
          max_values: f('MaxValues', int, true),
          required: f('Required', ptrOf(bool)),
        },
      };
    case 'radio-group':
      return {
        type: `${out.helper}RadioGroup`,
        table: {
          id: ID,
          custom_id: f('CustomID', str),
          options: f('Options', choiceOptions),
          required: f('Required', ptrOf(bool)),
        },
      };
    case 'checkbox-group':
      return {
        type: `${out.helper}CheckboxGroup`,
        table: {
          id: ID,
          custom_id: f('CustomID', str),
          min_values: f('MinValues', ptrOf(int)),
          max_values: f('MaxValues', int, true),
          options: f('Options', choiceOptions),
          required: f('Required', ptrOf(bool)),
        },
      };
    case 'checkbox':
      return {
        type: `${out.helper}Checkbox`,
        table: { id: ID, custom_id: f('CustomID', str), default: f('Default', bool, true) },
      };
    default:
      return { type: '', table: {} };
  }
}

const COMPONENT_NAMES: Record<string, string> = {
  'string-select': 'a string select',
  'user-select': 'a user select',
  'role-select': 'a role select',
  'mentionable-select': 'a mentionable select',
  'channel-select': 'a channel select',
};

/** The choice types the printed file declares, by kind. */
export function usedChoiceKinds(nodes: readonly PlanNode[]): Set<string> {
  return new Set(nodes.filter((n) => n.kind in CHOICE_TYPES).map((n) => n.kind));
}

/** A component as a discordgo value, its children nested. */
export function component(n: PlanNode, out: Out, indent: string): string {
  const { type, table } = componentTable(n.kind, out);
  const what = COMPONENT_NAMES[n.kind] ?? `a ${n.kind.replace(/-/g, ' ')}`;
  const entries: string[] = [];
  if (SELECT_TYPES[n.kind]) entries.push(`MenuType: discordgo.${SELECT_TYPES[n.kind]}`);
  entries.push(...entriesOf(n.fields, table, what, out, `${indent}\t`));
  for (const slot of n.slots) {
    if (slot.single) {
      const child = slot.nodes[0];
      if (child) entries.push(`${goSlot(slot.slot)}: ${component(child, out, `${indent}\t`)}`);
    } else {
      entries.push(`${goSlot(slot.slot)}: ${components(slot.nodes, out, `${indent}\t`)}`);
    }
  }
  return literal(type, entries, indent);
}

const goSlot = (slot: string) => slot.charAt(0).toUpperCase() + slot.slice(1);

export function components(nodes: readonly PlanNode[], out: Out, indent: string): string {
  const inner = `${indent}\t`;
  if (nodes.length === 0) return '[]discordgo.MessageComponent{}';
  return `[]discordgo.MessageComponent{\n${nodes
    .map((c) => `${inner}${component(c, out, inner)},`)
    .join('\n')}\n${indent}}`;
}
