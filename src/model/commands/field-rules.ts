// The rules of one command or option that involve more than one field, given its props alone
// (children are the tree rules' business). The schemas check each field by itself, including
// `handler` anywhere but on an entry point and every other field of another kind.
import type { PathSegment, RelativeProblem } from '../rules/problems';
import { formatPath } from '../rules/problems';
import type { CommandFamilyKind } from './kind-names';
import { aKind, kindInfo, subjectOf } from './kind-names';
import type { Locale } from './locales';
import { LOCALE_FALLBACKS, isLocale } from './locales';
import { emptyDescriptionProblem } from './names';

type Props = Readonly<Record<string, unknown>>;

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;
const isDict = (v: unknown): v is Props => v !== null && typeof v === 'object' && !Array.isArray(v);
/** `name_localizations.de` as a sentence names it. */
const field = (path: readonly PathSegment[]) => `\`${formatPath(path).slice(2)}\``;

const CHOICE_KINDS = new Set<CommandFamilyKind>([
  'string-option',
  'integer-option',
  'number-option',
]);
const VALUE_BOUND_KINDS = new Set<CommandFamilyKind>(['integer-option', 'number-option']);
const CONTEXT_MENUS = new Set<CommandFamilyKind>(['user-command', 'message-command']);

function bounds(
  out: RelativeProblem[],
  props: Props,
  minField: string,
  maxField: string,
  subject: string,
): void {
  const min = num(props[minField]);
  const max = num(props[maxField]);
  if (min !== undefined && max !== undefined && min > max) {
    out.push({
      severity: 'error',
      code: 'min-greater-than-max',
      path: [minField],
      message: `\`${minField}\` (${min}) of ${subject} is greater than its \`${maxField}\` (${max}); no value could be entered.`,
    });
  }
}

/**
 * A localized value equal to the default is ignored by Discord. It is kept quiet where it matters:
 * under en-US when en-GB differs (or the other way round, or es-419 with es-ES), the default given
 * under its own locale is what stops the fallback's value from showing (Discord's advice).
 */
function sameAsDefault(
  out: RelativeProblem[],
  defaultValue: unknown,
  dict: unknown,
  path: readonly PathSegment[],
  what: string,
  subject: string,
): void {
  if (typeof defaultValue !== 'string' || !isDict(dict)) return;
  for (const [locale, value] of Object.entries(dict)) {
    if (value !== defaultValue || !isLocale(locale)) continue;
    const fallback: Locale | undefined = LOCALE_FALLBACKS[locale];
    const other = fallback === undefined ? undefined : dict[fallback];
    if (typeof other === 'string' && other !== defaultValue) continue;
    out.push({
      severity: 'warning',
      code: 'localization-same-as-default',
      path: [...path, locale],
      message: `${field([...path, locale])} of ${subject} is the same as the default ${what} (${JSON.stringify(defaultValue)}); Discord ignores it, so it can be left out.`,
    });
  }
}

/** Every cross-field problem of one command or option's props, in field order. */
export function fieldRules(kind: CommandFamilyKind, props: Props): RelativeProblem[] {
  const out: RelativeProblem[] = [];
  const subject = subjectOf(kind);
  const name = kindInfo(kind).name;

  if (CONTEXT_MENUS.has(kind)) {
    const problem = emptyDescriptionProblem(props.description, name);
    if (problem)
      out.push({
        severity: 'error',
        code: problem.code,
        path: ['description'],
        message: `\`description\` of ${subject} ${problem.fragment}.`,
      });
    const dict = props.description_localizations;
    if (isDict(dict) && Object.values(dict).some((v) => typeof v === 'string' && v !== ''))
      out.push({
        severity: 'warning',
        code: 'ignored-field',
        path: ['description_localizations'],
        message: `\`description_localizations\` of ${subject} is ignored: ${aKind(kind)} shows no description.`,
      });
  }

  sameAsDefault(out, props.name, props.name_localizations, ['name_localizations'], 'name', subject);
  if (!CONTEXT_MENUS.has(kind))
    sameAsDefault(
      out,
      props.description,
      props.description_localizations,
      ['description_localizations'],
      'description',
      subject,
    );

  if (CHOICE_KINDS.has(kind) && Array.isArray(props.choices)) {
    props.choices.forEach((choice: unknown, i) => {
      if (isDict(choice))
        sameAsDefault(
          out,
          choice.name,
          choice.name_localizations,
          ['choices', i, 'name_localizations'],
          'choice name',
          subject,
        );
    });
    const n = props.choices.length;
    if (props.autocomplete === true && n > 0)
      out.push({
        severity: 'error',
        code: 'autocomplete-with-choices',
        path: ['autocomplete'],
        message: `${subject.charAt(0).toUpperCase()}${subject.slice(1)} has \`autocomplete\` and ${n === 1 ? '1 choice' : `${n} choices`}; an option offers fixed choices or answers autocomplete, not both.`,
      });
  }

  if (VALUE_BOUND_KINDS.has(kind)) bounds(out, props, 'min_value', 'max_value', subject);
  if (kind === 'string-option') bounds(out, props, 'min_length', 'max_length', subject);

  if (typeof props.dm_permission === 'boolean')
    out.push({
      severity: 'warning',
      code: 'deprecated-field',
      path: ['dm_permission'],
      message: `\`dm_permission\` is deprecated; use \`contexts\` instead (${props.dm_permission ? '[0, 1] for servers and DMs with the app' : '[0] for servers only'}).`,
    });
  if (typeof props.default_permission === 'boolean')
    out.push({
      severity: 'warning',
      code: 'deprecated-field',
      path: ['default_permission'],
      message:
        '`default_permission` is deprecated; use `default_member_permissions` instead ("0" for administrators only, null for everyone).',
    });
  return out;
}
