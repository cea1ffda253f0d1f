// The discord.py 2.x printer: the functions a bot written with discord.py pastes in to build a
// design (a message as UI items with its send call, a modal with its show call, a command set with
// its registration) and the handler skeletons its interactions need, printed from the model's
// plan of the design (src/model/plan), built once per print.
import { planDesign } from '../../model';
import type { Doc, Lacks, NodeKind, Plan } from '../../model';
import { commandParts } from './discordpy-commands';
import type { PyCtx } from './discordpy-fields';
import { PyNotes } from './discordpy-fields';
import type { MessageTarget } from './discordpy-message';
import { messageParts } from './discordpy-message';
import { modalParts } from './discordpy-modal';
import { headerLines } from '../common/header';
import { comment } from '../common/source';
import { PY_PREAMBLE } from '../common/python';
import type { CodegenOptions } from '../common/shared';

/** What discord.py 2.7 cannot express: the plan leaves it out and says so at the top. */
export const LACKS: Lacks = {
  library: 'discord.py',
  kinds: ['entry-point-command'],
  fields: {
    // ui.FileUpload takes no file types.
    'file-upload': ['file_types'],
    // A context menu has no description in discord.py.
    'user-command': ['description', 'description_localizations'],
    'message-command': ['description', 'description_localizations'],
  },
};

const NEWER: ReadonlySet<NodeKind> = new Set<NodeKind>([
  'file-upload',
  'radio-group',
  'checkbox-group',
  'checkbox',
]);

/** 2.4 brought allowed_contexts and allowed_installs; 2.6 Components V2; 2.7 the newer inputs. */
function usage(plan: Plan, translator: boolean): string[] {
  if (plan.surface === 'commands')
    return [
      'Needs discord.py 2.4 or later (allowed_contexts, allowed_installs).',
      ...(translator
        ? [
            'discord.py sends localizations only through a Translator: DesignTranslator below answers',
            "with the design's, and sync_commands() sets it on the tree before syncing.",
          ]
        : []),
    ];
  const newer = plan.declarations.some((n) => NEWER.has(n.kind));
  const lines = [`Needs discord.py ${newer ? '2.7' : '2.6'} or later.`];
  if (plan.surface === 'message' && plan.files.length > 0)
    lines.push(
      'Each discord.File is read from the path given, inside the folder the bot runs in: put the',
      'files there, or change the paths.',
    );
  return lines;
}

const MESSAGE_TARGETS: readonly string[] = ['message', 'webhook', 'response-4', 'response-7'];

/** The discord.py code of `doc` for `options.envelope`: functions to paste into a discord.py bot. */
export function printDiscordPy(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const ctx: PyCtx = { notes: new PyNotes(), datetime: false };
  const typing = new Set<string>();
  let parts: string[];
  let imports: string[];
  let translator = false;
  if (plan.surface === 'commands') {
    const printed = commandParts(plan, options.envelope === 'command', ctx);
    parts = printed.parts;
    translator = printed.translator;
    imports = printed.imports;
  } else {
    if (plan.surface === 'message') {
      const target = (
        MESSAGE_TARGETS.includes(options.envelope)
          ? options.envelope
          : MESSAGE_TARGETS.includes(plan.envelope)
            ? plan.envelope
            : 'message'
      ) as MessageTarget;
      // The plan cannot tell `components: []` (take them away) from no components at all.
      const removes = doc.hasNodes && plan.components.length === 0;
      parts = messageParts(plan, target, removes, ctx);
      if (plan.routes.length > 0) typing.add('List');
    } else {
      parts = modalParts(plan, ctx);
      if (plan.customId !== null) ['Any', 'Dict', 'List', 'Optional'].forEach((t) => typing.add(t));
    }
    imports = [
      ...(typing.size > 0 ? [`from typing import ${[...typing].sort().join(', ')}`, ''] : []),
      ...(ctx.datetime ? ['import datetime'] : []),
      'import discord',
      'from discord import ui',
    ];
  }
  const head = headerLines({
    library: 'discord.py 2',
    options,
    leftOut: [...plan.leftOut, ...ctx.notes.said],
    usage: usage(plan, translator),
  });
  return `${PY_PREAMBLE}\n${comment(head, 'py')}\n${imports.join('\n')}\n\n\n${parts.join('\n\n\n')}\n`;
}
