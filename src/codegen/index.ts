// The code generators, loaded by the export panel only when a code tab is chosen.
import type { Doc } from '../model';
import { discordJsCode } from './discordjs/discordjs';
import { discordJsCommands } from './discordjs/discordjs-commands';
import { discordPyCode } from './discordpy/discordpy';
import { discordPyCommands } from './discordpy/discordpy-commands';
import { comment } from './common/source';
import type { CodegenOptions } from './common/shared';

export type { CodegenOptions } from './common/shared';
export { discordJsCode, discordJsCommands, discordPyCode, discordPyCommands };

export type CodeLang = 'discordjs' | 'discordpy';

/** Code for `doc` in `lang`; a generator bug gives a comment saying so, never an exception. */
export function generateCode(lang: CodeLang, doc: Doc, options: CodegenOptions): string {
  try {
    if (doc.surface === 'commands')
      return lang === 'discordjs'
        ? discordJsCommands(doc, options)
        : discordPyCommands(doc, options);
    return lang === 'discordjs' ? discordJsCode(doc, options) : discordPyCode(doc, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `${comment([`Could not write code for this design: ${reason}`], lang === 'discordjs' ? 'js' : 'py')}\n`;
  }
}
