// The printers, loaded by the export panel only when a code tab is chosen, and by the CLI's
// `export`; which targets there are is ./targets.ts.
import type { Doc } from '../model';
import { discordJsCode } from './discordjs/discordjs';
import { discordJsCommands } from './discordjs/discordjs-commands';
import { discordPyCode } from './discordpy/discordpy';
import { discordPyCommands } from './discordpy/discordpy-commands';
import { comment } from './common/source';
import type { CodegenOptions } from './common/shared';
import type { TargetId } from './targets';

export type { CodegenOptions } from './common/shared';
export { discordJsCode, discordJsCommands, discordPyCode, discordPyCommands };

export type { Target, TargetId } from './targets';
export { TARGETS, targetNamed } from './targets';

/** Code for `doc` in `lang`; a generator bug gives a comment saying so, never an exception. */
export function generateCode(lang: TargetId, doc: Doc, options: CodegenOptions): string {
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
