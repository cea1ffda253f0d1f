// What the carbon printer's parts share: the TypeScript words (names cased from the plan's words,
// string and value literals from ../common/source), the imports a printed file needs, and the
// class declarations it collects in the order they are printed.
import type { PlanField, PlanNode, Words } from '../../model';
import { Notes } from '../common/header';
import { comment, jsString, literal } from '../common/source';

/** Identifiers the file imports or declares itself: a class never takes one of these names. */
const TAKEN = [
  'Client',
  'Command',
  'Modal',
  'Embed',
  'File',
  'Row',
  'Label',
  'Button',
  'LinkButton',
  'PremiumButton',
  'Container',
  'Section',
  'Separator',
  'Thumbnail',
  'TextDisplay',
  'TextInput',
  'MediaGallery',
  'FileUpload',
  'RadioGroup',
  'CheckboxGroup',
  'Checkbox',
  'StringSelectMenu',
  'UserSelectMenu',
  'RoleSelectMenu',
  'MentionableSelectMenu',
  'ChannelSelectMenu',
  'CommandWithSubcommands',
  'CommandWithSubcommandGroups',
  'Permission',
  'PollEmoji',
  'Blob',
  'Object',
  'JSON',
  'Promise',
];

const KEYWORDS = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with as implements interface let package private protected ' +
    'public static yield await async of type any arguments eval undefined interaction values ' +
    'fields'
  ).split(' '),
);

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** `['release', 'approve']` -> `ReleaseApprove`. */
export const pascal = (words: Words) => words.map(cap).join('');

/** `['release', 'approve']` -> `releaseApprove`, never a keyword or a name the handler uses. */
export function camel(words: Words): string {
  const name = words.map((w, i) => (i === 0 ? w : cap(w))).join('');
  return KEYWORDS.has(name) ? `${name}Value` : name;
}

export const str = jsString;
/** A JSON value as a TypeScript literal. */
export const js = (value: unknown) => literal(value, 'js');
/** `//` lines holding design text, safe whatever it holds. */
export const note = (lines: readonly string[], indent = '') => comment(lines, 'js', indent);

/** The value of a node's field, when it has it. */
export const field = (n: PlanNode, key: string): PlanField['value'] | undefined =>
  n.fields.find((f) => f.key === key)?.value;

/** The nodes of a node's slot (empty when it has none). */
export const slot = (n: PlanNode, name: string): readonly PlanNode[] =>
  n.slots.find((s) => s.slot === name)?.nodes ?? [];

/** Indents every line of `text` by `by`. */
export const indent = (text: string, by = '  ') =>
  text
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');

/**
 * What the printed file needs: its imports and its class declarations, in order; and (Notes) what
 * carbon drops or alters of a value, said in the header.
 */
export class Ctx extends Notes {
  readonly imports = new Set<string>();
  readonly types = new Set<string>();
  readonly classes: string[] = [];
  /** The `new X()` of every component the Client routes. */
  readonly registered: string[] = [];
  /** The `new X()` of every modal the Client routes. */
  readonly modals: string[] = [];
  /** The `new X()` of every top-level command. */
  readonly commands: string[] = [];
  wholeId = false;
  pollEmoji = false;
  readsFiles = false;
  private readonly used = new Set(TAKEN);

  /** Imports `name` from carbon and gives it back. */
  use(name: string): string {
    this.imports.add(name);
    return name;
  }

  /** Imports the type `name` from carbon and gives it back. */
  type(name: string): string {
    this.types.add(name);
    return name;
  }

  /** A class name made of `words` and `suffix`, free in this file. */
  className(words: Words, suffix: string): string {
    let base = pascal(words);
    if (!base.replace(/\d+$/, '').endsWith(suffix)) base += suffix;
    if (this.used.has(base) && TAKEN.includes(base)) base = `My${base}`;
    let name = base;
    for (let n = 2; this.used.has(name); n += 1) name = `${base}${n}`;
    this.used.add(name);
    return name;
  }

  /** `class name extends base { members }`, collected for the file. */
  declare(name: string, base: string, members: readonly string[]): void {
    this.classes.push(
      `class ${name} extends ${this.use(base)} {\n${members.map((m) => indent(m)).join('\n')}\n}`,
    );
  }
}
