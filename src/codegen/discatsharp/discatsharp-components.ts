// DisCatSharp expressions for the plan's components: each node a constructor call (its fields as
// the constructor's arguments, its slots nested inside), with `.WithId(n)` where the design sets
// one. A field the printer has no argument for is told to `Out` rather than dropped.
import { kindName } from '../../model';
import type { PlanNode } from '../../model';
import {
  Fields,
  button,
  children,
  galleryItem,
  groupOption,
  list,
  mediaUrl,
  named,
  optBool,
  optInt,
  optText,
  options,
  select,
} from './discatsharp-parts';
import type { Out } from './discatsharp-values';
import { LIBRARY, color, int, member, text } from './discatsharp-values';

function withId(f: Fields, out: Out, expr: string): string {
  if (!f.has('id')) return expr;
  const id = int(f.get('id'), out, f.path('id'));
  return id === null ? expr : `${expr}.WithId(${id})`;
}

const SPACING: Readonly<Record<number, string>> = { 1: 'Small', 2: 'Large' };

/** The label's `With...Component` for the kind it holds. */
const LABEL_WITH: Readonly<Record<string, string>> = {
  'text-input': 'WithTextComponent',
  'string-select': 'WithSelectComponent',
  'user-select': 'WithSelectComponent',
  'role-select': 'WithSelectComponent',
  'mentionable-select': 'WithSelectComponent',
  'channel-select': 'WithSelectComponent',
  'file-upload': 'WithFileUploadComponent',
  'radio-group': 'WithRadioGroupComponent',
  'checkbox-group': 'WithCheckboxGroupComponent',
  checkbox: 'WithCheckboxComponent',
};

function build(n: PlanNode, f: Fields, out: Out): string {
  switch (n.kind) {
    case 'action-row':
      return `new DiscordActionRowComponent(${list(
        'DiscordComponent',
        children(n, 'components').map((c) => component(c, out)),
      )})`;
    case 'button':
      return button(f, out);
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
      return select(n, f, out);
    case 'text-display':
      return `new DiscordTextDisplayComponent(${text(f.get('content'), out, f.path('content'))})`;
    case 'section': {
      const texts = children(n, 'components').map((c) => component(c, out));
      let expr = `new DiscordSectionComponent(${list('DiscordTextDisplayComponent', texts)})`;
      for (const acc of children(n, 'accessory')) {
        if (acc.kind === 'thumbnail') {
          const t = new Fields(acc, out);
          const args = [
            mediaUrl(t.get('media'), out, t.path('media')),
            ...named([
              ['description', optText(t, 'description', out)],
              ['spoiler', optBool(t, 'spoiler', out)],
            ]),
          ];
          t.done();
          expr += `\n    .WithThumbnailComponent(${args.join(', ')})`;
        } else expr += `\n    .WithButtonComponent(${component(acc, out)})`;
      }
      return expr;
    }
    case 'media-gallery': {
      const v = f.get('items');
      const items = Array.isArray(v)
        ? v.map((it, i) => galleryItem(it, out, `${f.path('items')}[${i}]`))
        : [];
      return `new DiscordMediaGalleryComponent(${list('DiscordMediaGalleryItem', items)})`;
    }
    case 'file':
      return `new DiscordFileDisplayComponent(${mediaUrl(f.get('file'), out, f.path('file'))}, ${optBool(f, 'spoiler', out) ?? 'null'})`;
    case 'separator': {
      const args = named([
        ['divider', optBool(f, 'divider', out)],
        [
          'spacing',
          f.has('spacing')
            ? member('SeparatorSpacingSize', SPACING, f.get('spacing'), out, f.path('spacing'))
            : null,
        ],
      ]);
      return `new DiscordSeparatorComponent(${args.join(', ')})`;
    }
    case 'container': {
      const inner = children(n, 'components').map((c) => component(c, out));
      const args = [
        list('DiscordComponent', inner),
        ...named([
          ['spoiler', optBool(f, 'spoiler', out)],
          [
            'accentColor',
            f.has('accent_color')
              ? color(f.get('accent_color'), out, f.path('accent_color'))
              : null,
          ],
        ]),
      ];
      return `new DiscordContainerComponent(${args.join(', ')})`;
    }
    case 'label': {
      const args = [text(f.get('label'), out, f.path('label'))];
      const description = optText(f, 'description', out);
      if (description !== null) args.push(description);
      let expr = `new DiscordLabelComponent(${args.join(', ')})`;
      for (const c of children(n, 'component'))
        expr += `\n    .${LABEL_WITH[c.kind] ?? 'WithSelectComponent'}(${component(c, out)})`;
      return expr;
    }
    case 'text-input': {
      const style = f.get('style') === 2 ? 'Paragraph' : 'Small';
      // DiscordTextInputComponent fills what the design leaves unset: said, as it is sent.
      if (!f.has('max_length'))
        out.note(
          f.path('max_length'),
          `not set: DiscordTextInputComponent sends ${style === 'Paragraph' ? 4000 : 256}`,
        );
      if (!f.has('required'))
        out.note(f.path('required'), 'not set: DiscordTextInputComponent sends true');
      const args = [
        `TextComponentStyle.${style}`,
        ...named([
          ['customId', text(f.get('custom_id'), out, f.path('custom_id'))],
          ['placeholder', optText(f, 'placeholder', out)],
          ['minLength', optInt(f, 'min_length', out)],
          ['maxLength', optInt(f, 'max_length', out)],
          ['required', optBool(f, 'required', out)],
          ['defaultValue', optText(f, 'value', out)],
        ]),
      ];
      return `new DiscordTextInputComponent(${args.join(', ')})`;
    }
    case 'file-upload': {
      const args = [
        text(f.get('custom_id'), out, f.path('custom_id')),
        optInt(f, 'min_values', out) ?? '1',
        optInt(f, 'max_values', out) ?? '1',
        optBool(f, 'required', out) ?? 'true',
      ];
      return `new DiscordFileUploadComponent(${args.join(', ')})`;
    }
    case 'radio-group': {
      const opts = options(f, (v, p) => groupOption('DiscordRadioGroupComponentOption', v, out, p));
      const args = [
        list('DiscordRadioGroupComponentOption', opts),
        text(f.get('custom_id'), out, f.path('custom_id')),
        ...named([['required', optBool(f, 'required', out)]]),
      ];
      return `new DiscordRadioGroupComponent(${args.join(', ')})`;
    }
    case 'checkbox-group': {
      const opts = options(f, (v, p) =>
        groupOption('DiscordCheckboxGroupComponentOption', v, out, p),
      );
      const args = [
        list('DiscordCheckboxGroupComponentOption', opts),
        text(f.get('custom_id'), out, f.path('custom_id')),
        ...named([
          ['minValues', optInt(f, 'min_values', out)],
          ['maxValues', optInt(f, 'max_values', out)],
          ['required', optBool(f, 'required', out)],
        ]),
      ];
      return `new DiscordCheckboxGroupComponent(${args.join(', ')})`;
    }
    case 'checkbox': {
      const args = [
        text(f.get('custom_id'), out, f.path('custom_id')),
        ...named([['isDefault', optBool(f, 'default', out)]]),
      ];
      return `new DiscordCheckboxComponent(${args.join(', ')})`;
    }
    default:
      out.note(n.path, `${LIBRARY} has no ${kindName(n.kind)} here: left out`);
      return 'null';
  }
}

/** The C# expression that builds component `n`, its children nested inside. */
export function component(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const expr = withId(f, out, build(n, f, out));
  f.done();
  return expr;
}
