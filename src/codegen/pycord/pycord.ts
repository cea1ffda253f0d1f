// The py-cord 2.8.1 printer: what a bot written with py-cord pastes in to build a design (a
// message with its view, embeds, poll, files and send call; a modal with its show call; a command
// set with its registration) and the handlers its interactions need, printed from the model's
// plan of the design.
import { planDesign } from '../../model';
import type { Doc, Lacks } from '../../model';
import { pyHeader } from '../common/python';
import type { CodegenOptions } from '../common/shared';
import { commandParts } from './pycord-commands';
import { messageParts } from './pycord-message';
import { modalParts } from './pycord-modal';
import { Ctx } from './pycord-py';

export const PYCORD_VERSION = '2.8.1';

const CONTEXT_MENU_LACKS = ['description', 'description_localizations', 'dm_permission'];

/** What py-cord 2.8.1 cannot express (its folder's README): the plan leaves it out with a sentence. */
export const LACKS: Lacks = {
  library: `py-cord ${PYCORD_VERSION}`,
  kinds: ['entry-point-command'],
  // A DesignerModal takes its fields in Labels only (an InputText in an action row is refused).
  places: [{ parent: 'modal', kinds: ['action-row'] }],
  fields: {
    'user-command': CONTEXT_MENU_LACKS,
    'message-command': CONTEXT_MENU_LACKS,
    'chat-input-command': ['dm_permission'],
  },
};

/** A guild's commands: py-cord refuses contexts and integration_types on them. */
const GUILD_LACKS: Lacks = {
  ...LACKS,
  fields: Object.fromEntries(
    Object.entries(LACKS.fields ?? {}).map(([k, v]) => [
      k,
      [...v, 'contexts', 'integration_types'],
    ]),
  ),
};

/** The py-cord code of `doc`: declarations and functions to paste into a py-cord bot. */
export function printPycord(doc: Doc, options: CodegenOptions): string {
  const lacks = doc.surface === 'commands' && doc.guildId !== null ? GUILD_LACKS : LACKS;
  const plan = planDesign(doc, lacks);
  const ctx = new Ctx(plan.surface === 'message' ? plan.files : []);
  const parts =
    plan.surface === 'message'
      ? messageParts(plan, ctx)
      : plan.surface === 'modal'
        ? modalParts(plan, ctx)
        : commandParts(plan, ctx);
  const imports = [...(ctx.datetime ? ['import datetime', ''] : []), 'import discord'];
  const body = parts.length > 0 ? `\n\n\n${parts.join('\n\n\n')}` : '';
  const header = pyHeader({
    library: 'py-cord',
    version: PYCORD_VERSION,
    fileClass: 'discord.File',
    plan,
    options,
    ctx,
  });
  return `${header}\n${imports.join('\n')}${body}\n`;
}
