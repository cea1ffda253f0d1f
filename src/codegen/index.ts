// The printers, loaded by the export panel only when a code tab is chosen, and by the CLI's
// `export`; which targets there are is ./targets.ts.
import type { Doc } from '../model';
import { printDiscordJs } from './discordjs/discordjs';
import { discordPyCode } from './discordpy/discordpy';
import { discordPyCommands } from './discordpy/discordpy-commands';
import { commentLines } from './common/literals';
import { comment } from './common/source';
import { printDiscordgo } from './discordgo/discordgo';
import { printDpp } from './dpp/dpp';
import { printHikari } from './hikari/hikari';
import { printSerenity } from './serenity/serenity';
import type { CodegenOptions } from './common/shared';
import { targetWithId } from './targets';
import type { TargetId } from './targets';

export type { CodegenOptions } from './common/shared';
export { printDiscordJs, discordPyCode, discordPyCommands };

export type { Target, TargetId } from './targets';
export { TARGETS, targetNamed, targetWithId } from './targets';

const PRINTERS: Record<TargetId, (doc: Doc, options: CodegenOptions) => string> = {
  discordjs: printDiscordJs,
  discordpy: (doc, options) =>
    doc.surface === 'commands' ? discordPyCommands(doc, options) : discordPyCode(doc, options),
  hikari: printHikari,
  dpp: printDpp,
  serenity: printSerenity,
  discordgo: printDiscordgo,
};

/** Code for `doc` in `lang`; a printer bug gives a comment saying so, never an exception. */
export function generateCode(lang: TargetId, doc: Doc, options: CodegenOptions): string {
  try {
    return PRINTERS[lang](doc, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const sentence = `Could not write code for this design: ${reason}`;
    const { language } = targetWithId(lang);
    if (language === 'Python') return `${comment([sentence], 'py')}\n`;
    if (language === 'JavaScript' || language === 'TypeScript')
      return `${comment([sentence], 'js')}\n`;
    return `${commentLines([sentence])}\n`;
  }
}
