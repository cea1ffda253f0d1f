// The printers, loaded by the export panel only when a code tab is chosen, and by the CLI's
// `export`; which targets there are is ./targets.ts.
import type { Doc } from '../model';
import { printDiscordJs, printDiscordJsTs } from './discordjs/discordjs';
import { printDiscordPy } from './discordpy/discordpy';
import { commentLines } from './common/literals';
import { comment } from './common/source';
import { printCarbon } from './carbon/carbon';
import { printDiscatsharp } from './discatsharp/discatsharp';
import { printDiscordeno } from './discordeno/discordeno';
import { printDiscordgo } from './discordgo/discordgo';
import { printDiscordNet } from './discordnet/discordnet';
import { printDressed } from './dressed/dressed';
import { printDpp } from './dpp/dpp';
import { printHikari } from './hikari/hikari';
import { printJda } from './jda/jda';
import { printNyxx } from './nyxx/nyxx';
import { printPycord } from './pycord/pycord';
import { printSerenity } from './serenity/serenity';
import type { CodegenOptions } from './common/shared';
import { targetWithId } from './targets';
import type { TargetId } from './targets';

export type { CodegenOptions } from './common/shared';
export { printDiscordJs, printDiscordJsTs, printDiscordPy };

export type { Target, TargetId } from './targets';
export { TARGETS, targetNamed, targetWithId } from './targets';

const PRINTERS: Record<TargetId, (doc: Doc, options: CodegenOptions) => string> = {
  discordjs: printDiscordJs,
  'discordjs-ts': printDiscordJsTs,
  carbon: printCarbon,
  dressed: printDressed,
  discordeno: printDiscordeno,
  discordpy: printDiscordPy,
  pycord: printPycord,
  hikari: printHikari,
  jda: printJda,
  discordnet: printDiscordNet,
  discatsharp: printDiscatsharp,
  dpp: printDpp,
  nyxx: printNyxx,
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
