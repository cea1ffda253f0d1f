// One entry per kind of node, keyed by kind name: the component kinds here, the command and option
// kinds from ../commands/catalog.ts, the legacy message's parts from ../embeds/catalog.ts. Type
// number, names, surfaces and slots; the fields the inspector shows are the catalog's other half,
// ./fields.ts (`fieldsOf`), which the first screen does not load. The palette, the outline, the
// inspector, the placement rules and the validator read these two; nothing else lists kinds.
import { COMMAND_ENTRIES } from '../commands/catalog';
import { PART_ENTRIES } from '../embeds/catalog';
import type { CatalogEntry, ComponentKind, NodeKind, SlotSpec } from './kinds';
import { CONTAINER_CHILDREN, ComponentType, LABEL_CHILDREN, SELECT_KINDS } from './kinds';
import type { Node, SlotName } from '../document/document';
import { LIMITS } from '../limits';

export * from './kinds';

const T = ComponentType;
const SELECTS = SELECT_KINDS;

// A component kind is interactive (sends an interaction, carries a custom_id) when it is in the
// interactive group (catalog.test.ts holds this against the fields).
const entry = (
  e: Omit<CatalogEntry, 'family' | 'v2Only' | 'interactive' | 'slots'> & Partial<CatalogEntry>,
): CatalogEntry => ({
  family: 'component',
  v2Only: false,
  interactive: e.group === 'interactive',
  slots: [],
  ...e,
});
const autoSelect = (type: ComponentType, kind: ComponentKind, name: string) =>
  entry({ type, kind, name, group: 'interactive', surfaces: ['message', 'modal'] });

const COMPONENT_ENTRIES: readonly CatalogEntry[] = [
  entry({
    type: T.ActionRow,
    kind: 'action-row',
    name: 'Action Row',
    group: 'layout',
    surfaces: ['message'],
    slots: [
      {
        name: 'components',
        single: false,
        accepts: { message: ['button', ...SELECTS], modal: ['text-input'] },
        min: 1,
        max: LIMITS.buttonsPerRow,
      },
    ],
  }),
  entry({
    type: T.Button,
    kind: 'button',
    name: 'Button',
    group: 'interactive',
    surfaces: ['message'],
  }),
  entry({
    type: T.StringSelect,
    kind: 'string-select',
    name: 'String Select',
    group: 'interactive',
    surfaces: ['message', 'modal'],
  }),
  entry({
    type: T.TextInput,
    kind: 'text-input',
    name: 'Text Input',
    group: 'interactive',
    surfaces: ['modal'],
  }),
  autoSelect(T.UserSelect, 'user-select', 'User Select'),
  autoSelect(T.RoleSelect, 'role-select', 'Role Select'),
  autoSelect(T.MentionableSelect, 'mentionable-select', 'Mentionable Select'),
  autoSelect(T.ChannelSelect, 'channel-select', 'Channel Select'),
  entry({
    type: T.Section,
    kind: 'section',
    name: 'Section',
    group: 'layout',
    surfaces: ['message'],
    v2Only: true,
    slots: [
      {
        name: 'components',
        single: false,
        accepts: { message: ['text-display'] },
        min: LIMITS.sectionTexts.min,
        max: LIMITS.sectionTexts.max,
      },
      {
        name: 'accessory',
        single: true,
        accepts: { message: ['button', 'thumbnail'] },
        min: 1,
        max: 1,
      },
    ],
  }),
  entry({
    type: T.TextDisplay,
    kind: 'text-display',
    name: 'Text Display',
    group: 'content',
    surfaces: ['message', 'modal'],
    v2Only: true,
  }),
  entry({
    type: T.Thumbnail,
    kind: 'thumbnail',
    name: 'Thumbnail',
    group: 'content',
    surfaces: ['message'],
    v2Only: true,
  }),
  entry({
    type: T.MediaGallery,
    kind: 'media-gallery',
    name: 'Media Gallery',
    group: 'content',
    surfaces: ['message'],
    v2Only: true,
  }),
  entry({
    type: T.File,
    kind: 'file',
    name: 'File',
    group: 'content',
    surfaces: ['message'],
    v2Only: true,
  }),
  entry({
    type: T.Separator,
    kind: 'separator',
    name: 'Separator',
    group: 'layout',
    surfaces: ['message'],
    v2Only: true,
  }),
  entry({
    type: T.Container,
    kind: 'container',
    name: 'Container',
    group: 'layout',
    surfaces: ['message'],
    v2Only: true,
    slots: [
      {
        name: 'components',
        single: false,
        accepts: { message: CONTAINER_CHILDREN },
        min: 1,
        max: LIMITS.v2Components,
      },
    ],
  }),
  entry({
    type: T.Label,
    kind: 'label',
    name: 'Label',
    group: 'layout',
    surfaces: ['modal'],
    slots: [
      { name: 'component', single: true, accepts: { modal: LABEL_CHILDREN }, min: 1, max: 1 },
    ],
  }),
  entry({
    type: T.FileUpload,
    kind: 'file-upload',
    name: 'File Upload',
    group: 'interactive',
    surfaces: ['modal'],
  }),
  entry({
    type: T.RadioGroup,
    kind: 'radio-group',
    name: 'Radio Group',
    group: 'interactive',
    surfaces: ['modal'],
  }),
  entry({
    type: T.CheckboxGroup,
    kind: 'checkbox-group',
    name: 'Checkbox Group',
    group: 'interactive',
    surfaces: ['modal'],
  }),
  entry({
    type: T.Checkbox,
    kind: 'checkbox',
    name: 'Checkbox',
    group: 'interactive',
    surfaces: ['modal'],
  }),
];

/** Every kind: components, then a message's embeds and poll, then commands and their options. */
export const CATALOG: readonly CatalogEntry[] = [
  ...COMPONENT_ENTRIES,
  ...PART_ENTRIES,
  ...COMMAND_ENTRIES,
];

const BY_KIND = new Map<string, CatalogEntry>(CATALOG.map((e) => [e.kind, e]));
const BY_TYPE: Record<CatalogEntry['family'], Map<number, CatalogEntry>> = {
  component: new Map(),
  command: new Map(),
  option: new Map(),
  part: new Map(),
};
// Embeds and polls have no wire type: they are found by the field they stand in, not by `type`.
for (const e of CATALOG) if (e.family !== 'part') BY_TYPE[e.family].set(e.type, e);

/** The catalog entry of a kind; undefined for `unknown` (or any name that is not a kind). */
export function entryOf(kind: string): CatalogEntry | undefined {
  return BY_KIND.get(kind);
}

/** The kind of a payload object by its family and `type` number; `unknown` when Discord has none. */
export function kindOfType(family: CatalogEntry['family'], type: number): NodeKind {
  return BY_TYPE[family].get(type)?.kind ?? 'unknown';
}

/** The catalog entry of a component type number, or undefined for a type Discord does not have. */
export function componentEntry(type: number): CatalogEntry | undefined {
  return BY_TYPE.component.get(type);
}

/** The `type` number a node is sent with: its kind's, or an unknown node's own (NaN when it has none). */
export function wireType(node: Pick<Node, 'kind' | 'props'>): number {
  const entry = BY_KIND.get(node.kind);
  if (entry) return entry.type;
  return typeof node.props.type === 'number' ? node.props.type : NaN;
}

/** "Text Display", "Subcommand", or "unknown component". */
export function kindName(kind: string): string {
  return BY_KIND.get(kind)?.name ?? 'unknown component';
}

export function slotSpec(kind: string, slot: SlotName): SlotSpec | undefined {
  return BY_KIND.get(kind)?.slots.find((x) => x.name === slot);
}
