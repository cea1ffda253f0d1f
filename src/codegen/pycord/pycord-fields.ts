// py-cord 2.8.1 expressions for the plan's nodes in a modal: a text display, and each field in
// its discord.ui.Label (InputText, Select of any kind, FileUpload, RadioGroup, CheckboxGroup,
// Checkbox), built with their keyword constructors. A field py-cord has no keyword for is named
// in the header, never dropped.
import type { PlanNode } from '../../model';
import { call } from '../common/source';
import { SELECT_TYPES, options, selectArgs, textDisplay } from './pycord-components';
import type { Ctx } from './pycord-py';
import { bool, idArg, kwargs, member, py } from '../common/python';

/** The item expression of a component node of a modal. */
export function modalItem(n: PlanNode, ctx: Ctx): string {
  switch (n.kind) {
    case 'text-display':
      return textDisplay(n, ctx);
    case 'label': {
      const label = n.fields.find((f) => f.key === 'label');
      const field = n.slots.flatMap((s) => s.nodes)[0];
      const args = kwargs(n, ctx, (f) => {
        if (f.key === 'label') return null;
        if (f.key === 'description') return `description=${py(f.value)}`;
        return idArg(f);
      });
      return call(
        'discord.ui.Label',
        [py(label?.value ?? ''), ...(field ? [modalItem(field, ctx)] : []), ...args],
        'py',
      );
    }
    case 'text-input':
      return call(
        'discord.ui.InputText',
        kwargs(n, ctx, (f) => {
          if (
            ['custom_id', 'placeholder', 'value', 'min_length', 'max_length', 'label'].includes(
              f.key,
            )
          )
            return `${f.key}=${py(f.value)}`;
          if (f.key === 'required') return `required=${bool(f.value)}`;
          if (f.key === 'style')
            return `style=${member('discord.InputTextStyle', { 1: 'short', 2: 'paragraph' }, f.value)}`;
          return idArg(f);
        }),
        'py',
      );
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select': {
      const type = `discord.ComponentType.${SELECT_TYPES[n.kind]}`;
      const args = selectArgs(n, ctx, true);
      return call('discord.ui.Select', n.kind === 'string-select' ? args : [type, ...args], 'py');
    }
    case 'file-upload':
      return call(
        'discord.ui.FileUpload',
        kwargs(n, ctx, (f) =>
          ['custom_id', 'min_values', 'max_values', 'required'].includes(f.key)
            ? `${f.key}=${py(f.value)}`
            : idArg(f),
        ),
        'py',
      );
    case 'radio-group':
    case 'checkbox-group': {
      const radio = n.kind === 'radio-group';
      const cls = radio ? 'RadioGroupOption' : 'CheckboxGroupOption';
      const keys = radio
        ? ['custom_id', 'required']
        : ['custom_id', 'min_values', 'max_values', 'required'];
      return call(
        `discord.ui.${radio ? 'RadioGroup' : 'CheckboxGroup'}`,
        kwargs(n, ctx, (f) => {
          if (keys.includes(f.key)) return `${f.key}=${py(f.value)}`;
          if (f.key === 'options') return options(cls, f, ctx);
          return idArg(f);
        }),
        'py',
      );
    }
    case 'checkbox':
      return call(
        'discord.ui.Checkbox',
        kwargs(n, ctx, (f) =>
          f.key === 'custom_id' || f.key === 'default' ? `${f.key}=${py(f.value)}` : idArg(f),
        ),
        'py',
      );
    default:
      ctx.note(n.path, 'the py-cord printer has no item for it: left out');
      return 'None';
  }
}
