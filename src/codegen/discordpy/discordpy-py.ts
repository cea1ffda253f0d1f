// What the discord.py printer's parts share: Python names from the plan's words, and functions
// with a docstring.
import type { Words } from '../../model';
import { indentRest } from '../common/source';

const KEYWORDS = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except ' +
    'finally for from global if import in is lambda nonlocal not or pass raise return try while ' +
    'with yield match case type'
  ).split(' '),
);

/** Names the printed code uses itself, which a name from the design must not take. */
const TAKEN = new Set(
  (
    'discord ui app_commands datetime interaction values fields custom_id handler view modal ' +
    'embeds embed poll build_view build_modal build_embeds build_poll send_design ' +
    'reply_with_design update_with_design show_design route_component route_modal ' +
    'submitted List Dict Optional Any Union str int bool list dict id type object print len'
  ).split(' '),
);

/** The plan's words as a snake_case Python name that is no keyword or name the code uses. */
export function pyName(words: Words): string {
  const name = words.join('_');
  return KEYWORDS.has(name) || TAKEN.has(name) ? `${name}_` : name;
}

const IND = '    ';

/** `signature` with a docstring and body lines, indented. */
export const def = (signature: string, doc: string, body: readonly string[]) =>
  `${signature}\n${IND}"""${indentRest(doc, IND)}"""\n${body.map((l) => `${IND}${indentRest(l, IND)}`).join('\n')}`;
