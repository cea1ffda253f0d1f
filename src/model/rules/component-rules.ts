// Per-kind rules that zod cannot express: cross-field constraints, slot counts, guidelines.
import { AUTO_SELECT_KINDS, SELECT_KINDS, kindName } from '../catalog/catalog';
import type { Node } from '../document/document';
import { LIMITS } from '../limits';
import type { NodeSite, RuleContext } from './context';
import { at, plural } from './context';

type Props = Record<string, unknown>;

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const has = (p: Props, k: string) => p[k] !== undefined;

type Report = ReturnType<typeof at>;

function buttonRules(p: Props, r: Report): void {
  const style = num(p.style);
  if (style === undefined) return;
  const styleName =
    ['', 'Primary', 'Secondary', 'Success', 'Danger', 'Link', 'Premium'][style] ?? `style ${style}`;
  const forbid = (field: string, why: string) => {
    if (has(p, field))
      r.error('button-style-field', `A ${styleName} button cannot have \`${field}\`; ${why}`, [
        field,
      ]);
  };
  if (style >= 1 && style <= 4) {
    if (!has(p, 'custom_id'))
      r.error(
        'missing-field',
        `A ${styleName} button needs a \`custom_id\`: it is what your bot receives on a click.`,
        ['custom_id'],
      );
    forbid('url', 'only Link buttons have a URL.');
    forbid('sku_id', 'only Premium buttons have a SKU.');
  } else if (style === 5) {
    if (!has(p, 'url')) r.error('missing-field', 'A Link button needs a `url`.', ['url']);
    forbid('custom_id', 'Link buttons open their URL and send no interaction.');
    forbid('sku_id', 'only Premium buttons have a SKU.');
  } else if (style === 6) {
    if (!has(p, 'sku_id'))
      r.error('missing-field', 'A Premium button needs a `sku_id`.', ['sku_id']);
    for (const f of ['custom_id', 'label', 'url', 'emoji'])
      forbid(f, 'Discord draws the SKU name, price and shop icon itself.');
    return;
  }
  const label = typeof p.label === 'string' ? p.label : '';
  if (label === '' && !has(p, 'emoji'))
    r.error('button-empty', 'A button needs a `label` or an `emoji`.');
  const guideline = has(p, 'emoji')
    ? LIMITS.buttonLabelGuideline.withEmoji
    : LIMITS.buttonLabelGuideline.withoutEmoji;
  if (label.length > guideline && label.length <= LIMITS.buttonLabel) {
    r.warn(
      'button-label-long',
      `This button's label is ${label.length} characters; Discord recommends at most ${guideline}${has(p, 'emoji') ? ' with an emoji' : ''}, or it is cut off on small screens.`,
      ['label'],
    );
  }
}

function emojiRule(emoji: unknown, r: Report, field: (string | number)[]): void {
  if (emoji && typeof emoji === 'object' && !Array.isArray(emoji)) {
    const e = emoji as Props;
    if ((e.id === undefined || e.id === null) && (typeof e.name !== 'string' || e.name === '')) {
      r.error(
        'invalid-emoji',
        'An emoji needs a `name` (a unicode emoji) or an `id` (a custom emoji).',
        field,
      );
    }
  }
}

/** min/max counts shared by selects, checkbox groups and file uploads. */
function valueBounds(
  ctx: RuleContext,
  p: Props,
  r: Report,
  what: string,
  defaultMax: number,
  choices?: number,
): void {
  const min = num(p.min_values) ?? 1;
  const max = num(p.max_values) ?? defaultMax;
  const options = (n: number) => (n === 1 ? 'is only 1 option' : `are only ${n} options`);
  if (choices !== undefined && has(p, 'max_values') && max > choices) {
    r.error('max-values-over-options', `\`max_values\` is ${max} but there ${options(choices)}.`, [
      'max_values',
    ]);
  }
  // Only a min_values that is set can be wrong: the default (1) against no options is already
  // reported as too few options.
  if (has(p, 'min_values') && choices !== undefined && min > choices) {
    r.error('min-values-over-options', `\`min_values\` is ${min} but there ${options(choices)}.`, [
      'min_values',
    ]);
  } else if (has(p, 'min_values') && min > max) {
    // A default max_values counts too: a select's is 1, so min_values 2 alone is refused.
    const maxText = has(p, 'max_values') ? `${max}` : `${max}, its default`;
    r.error(
      'min-greater-than-max',
      `\`min_values\` (${min}) is greater than \`max_values\` (${maxText}).`,
      ['min_values'],
    );
  }
  if (ctx.doc.surface === 'modal' && p.required !== false && has(p, 'min_values') && min < 1) {
    r.error(
      'min-values-required',
      `A required ${what} needs \`min_values\` of at least 1 (or omitted); set \`required\` to false to allow ${what === 'File Upload' ? 'no file' : 'no choice'}.`,
      ['min_values'],
    );
  }
}

function optionRules(
  options: unknown[],
  r: Report,
  field: string,
  canDefaultMany: boolean,
): number {
  const seen = new Set<unknown>();
  let defaults = 0;
  options.forEach((o, i) => {
    if (!o || typeof o !== 'object') return;
    const opt = o as Props;
    if (seen.has(opt.value))
      r.error(
        'duplicate-option-value',
        `Two options share the value ${JSON.stringify(opt.value)}; each option needs its own value.`,
        [field, i, 'value'],
      );
    seen.add(opt.value);
    if (opt.default === true) defaults += 1;
    emojiRule(opt.emoji, r, [field, i, 'emoji']);
  });
  if (!canDefaultMany && defaults > 1)
    r.error('multiple-defaults', `Only one option can be the default; ${defaults} are.`, [field]);
  return defaults;
}

function selectRules(ctx: RuleContext, node: Node, r: Report): void {
  const p = node.props;
  const modal = ctx.doc.surface === 'modal';
  // Discord refuses a disabled component in a modal (MODAL_COMPONENT_DISABLED); JDA and discordgo
  // send `disabled: false` on every select, which it accepts.
  if (modal && p.disabled === true)
    r.error(
      'disabled-in-modal',
      'A select in a modal cannot be disabled (`disabled: true`): Discord refuses disabled components in modals.',
      ['disabled'],
    );
  if (!modal && has(p, 'required'))
    r.warn('ignored-field', '`required` is ignored in messages; it only applies in modals.', [
      'required',
    ]);
  const options = node.kind === 'string-select' ? arr(p.options) : undefined;
  valueBounds(ctx, p, r, 'select', 1, options?.length);
  const min = num(p.min_values) ?? 1;
  const max = num(p.max_values) ?? 1;
  const inRange = (n: number, what: string, field: string) => {
    if (n > 0 && (n < min || n > max)) {
      r.error(
        'defaults-out-of-range',
        `${plural(n, what)} ${n === 1 ? 'is' : 'are'} pre-selected, but this select takes ${min === max ? min : `${min} to ${max}`}.`,
        [field],
      );
    }
  };
  if (options) inRange(optionRules(options, r, 'options', true), 'default option', 'options');
  if (AUTO_SELECT_KINDS.includes(node.kind)) {
    const defaults = arr(p.default_values);
    inRange(defaults.length, 'default value', 'default_values');
    const allowed =
      {
        'user-select': ['user'],
        'role-select': ['role'],
        'mentionable-select': ['user', 'role'],
        'channel-select': ['channel'],
      }[node.kind as string] ?? [];
    defaults.forEach((d, i) => {
      const type = d && typeof d === 'object' ? (d as Props).type : undefined;
      if (
        typeof type === 'string' &&
        ['user', 'role', 'channel'].includes(type) &&
        !allowed.includes(type)
      ) {
        r.error(
          'invalid-default-type',
          `A ${kindName(node.kind)} cannot default to a ${type}; use ${allowed.join(' or ')}.`,
          ['default_values', i, 'type'],
        );
      }
    });
  }
}

function textInputRules(ctx: RuleContext, site: NodeSite, r: Report): void {
  const p = site.node.props;
  const min = num(p.min_length);
  const max = num(p.max_length);
  if (min !== undefined && max !== undefined && min > max) {
    r.error(
      'min-greater-than-max',
      `\`min_length\` (${min}) is greater than \`max_length\` (${max}).`,
      ['min_length'],
    );
  }
  const inLabel = site.parent?.kind === 'label';
  if (inLabel && has(p, 'label')) {
    r.error(
      'label-in-label',
      'A Text Input inside a Label cannot have its own `label`; the Label names it.',
      ['label'],
    );
  } else if (
    ctx.doc.surface === 'modal' &&
    site.parent?.kind === 'action-row' &&
    !has(p, 'label')
  ) {
    // Only the deprecated modal row needs it; a Text Input in a message is a placement error.
    r.error(
      'missing-field',
      'A Text Input in an Action Row needs a `label` (better: put it in a Label).',
      ['label'],
    );
  }
  if (typeof p.value === 'string') {
    if (max !== undefined && p.value.length > max) {
      r.error(
        'value-too-long',
        `The pre-filled \`value\` is ${p.value.length} characters; \`max_length\` is ${max}.`,
        ['value'],
      );
    } else if (min !== undefined && p.value.length > 0 && p.value.length < min) {
      r.warn(
        'value-too-short',
        `The pre-filled \`value\` is ${p.value.length} characters; the user must reach \`min_length\` ${min} before submitting.`,
        ['value'],
      );
    }
  }
}

function actionRowRules(ctx: RuleContext, node: Node, r: Report): void {
  const children = node.slots.components ?? [];
  if (children.length === 0) {
    r.error(
      'empty-action-row',
      'An Action Row needs at least one component: up to 5 Buttons or one Select.',
    );
    return;
  }
  const selects = children.filter((c) => SELECT_KINDS.includes(c.kind)).length;
  if (selects > 0 && children.length > 1) {
    r.error(
      'select-not-alone',
      `A select needs an Action Row of its own; this row holds ${plural(children.length, 'component')}.`,
      ['components'],
    );
  }
  if (ctx.doc.surface === 'modal' && children.length > 1) {
    r.error('too-many', 'An Action Row in a modal holds exactly one Text Input.', ['components']);
  }
  const buttons = children.filter((c) => c.kind === 'button');
  if (buttons.length > LIMITS.buttonsPerRow) {
    r.error(
      'too-many-buttons',
      `An Action Row holds at most ${LIMITS.buttonsPerRow} Buttons; this one has ${buttons.length}.`,
      ['components'],
    );
  }
  const primaries = buttons.filter((b) => b.props.style === 1).length;
  if (primaries > 1) {
    r.warn(
      'multiple-primary',
      `This row has ${primaries} Primary buttons; Discord recommends one Primary per group and Secondary for equal choices.`,
      ['components'],
    );
  }
}

function slotCountRules(node: Node, r: Report): void {
  switch (node.kind) {
    case 'section': {
      const texts = node.slots.components?.length ?? 0;
      if (texts < LIMITS.sectionTexts.min || texts > LIMITS.sectionTexts.max) {
        r.error('section-texts', `A Section holds 1 to 3 Text Displays; this one has ${texts}.`, [
          'components',
        ]);
      }
      if (!node.slots.accessory?.length && !has(node.props, 'accessory')) {
        r.error('missing-accessory', 'A Section needs an `accessory`: a Button or a Thumbnail.', [
          'accessory',
        ]);
      }
      break;
    }
    case 'container':
      if (!node.slots.components?.length && !has(node.props, 'components')) {
        r.error('empty-container', 'A Container needs at least one component.');
      }
      break;
    case 'label':
      if (!node.slots.component?.length && !has(node.props, 'component')) {
        r.error(
          'missing-component',
          'A Label needs a `component`: a Text Input, a select, a File Upload, a Radio Group, a Checkbox Group or a Checkbox.',
          ['component'],
        );
      }
      break;
  }
}

/** Rules for one node beyond its schema. */
export function componentRules(ctx: RuleContext, site: NodeSite): void {
  const { node } = site;
  const r = at(ctx, site);
  const p = node.props;
  slotCountRules(node, r);
  switch (node.kind) {
    case 'action-row':
      actionRowRules(ctx, node, r);
      break;
    case 'button':
      buttonRules(p, r);
      emojiRule(p.emoji, r, ['emoji']);
      break;
    case 'text-input':
      textInputRules(ctx, site, r);
      break;
    case 'file-upload':
      valueBounds(ctx, p, r, 'File Upload', 1);
      break;
    case 'radio-group':
      optionRules(arr(p.options), r, 'options', false);
      break;
    case 'checkbox-group': {
      const options = arr(p.options);
      const defaults = optionRules(options, r, 'options', true);
      valueBounds(ctx, p, r, 'Checkbox Group', options.length, options.length);
      const max = num(p.max_values) ?? options.length;
      if (defaults > max)
        r.error(
          'defaults-out-of-range',
          `${defaults} options are checked by default, but at most ${max} may be chosen.`,
          ['options'],
        );
      break;
    }
    default:
      if (SELECT_KINDS.includes(node.kind)) selectRules(ctx, node, r);
  }
}
