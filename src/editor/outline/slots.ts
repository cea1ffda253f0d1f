// How the outline names slots: the caption over a slot and the invitation in an empty one.
import type { NodeKind } from '../../model';
import type { SlotSpec } from '../../model';

/** "Text" and "Accessory" in a Section, "Component" in a Label, "Options" in a command, an embed's "Fields", a poll's "Answers", "Components" elsewhere. */
export function slotTitle(parentType: NodeKind, spec: SlotSpec): string {
  if (spec.name === 'accessory') return 'Accessory';
  if (spec.name === 'component') return 'Component';
  if (spec.name === 'options') return parentType === 'subcommand-group' ? 'Subcommands' : 'Options';
  if (spec.name === 'fields') return 'Fields';
  if (spec.name === 'answers') return 'Answers';
  return parentType === 'section' ? 'Text' : 'Components';
}

/** What an empty slot asks for. */
export function emptySlotLabel(parentType: NodeKind, spec: SlotSpec): string {
  if (spec.name === 'accessory') return 'Drop an accessory here';
  if (spec.name === 'component') return 'Drop a component here';
  if (spec.name === 'options')
    return parentType === 'subcommand-group'
      ? 'Drop subcommands here'
      : parentType === 'subcommand'
        ? 'Drop options here'
        : 'Drop options, subcommands or groups here';
  if (spec.name === 'fields') return 'Drop embed fields here';
  if (spec.name === 'answers') return 'Drop answers here';
  return parentType === 'section' ? 'Drop a Text Display here' : 'Drop components here';
}

/** Said over an occupied single slot while dragging: dropping there replaces its occupant. */
export function replaceLabel(spec: SlotSpec): string {
  return spec.name === 'accessory' ? 'Replace the accessory' : 'Replace the component';
}
