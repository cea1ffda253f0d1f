// The discordeno printer: the TypeScript a bot written with @discordeno/bot pastes in to build a
// design (a message with its send call, a modal with its show call, a command set with its
// registration), with makeBot(token) and the handler skeletons its interactions need, printed
// from the model's plan of the design.
import { headerLines } from '../common/header';
import { planDesign } from '../../model';
import type { Doc, Lacks, Plan } from '../../model';
import { comment } from '../common/source';
import type { CodegenOptions } from '../common/shared';
import { BOT, handlerParts } from './discordeno-handlers';
import { commandsPart, messagePart, modalPart } from './discordeno-parts';
import { Ctx } from './discordeno-values';

export const DISCORDENO_VERSION = '22.0.1-next.bbdd2d1';

/**
 * What @discordeno/bot cannot express (its folder's README): a webhook's own fields on a channel
 * message. Components its types lack are printed through a cast and sent as written.
 */
export const LACKS: Lacks = {
  library: `@discordeno/bot ${DISCORDENO_VERSION}`,
  fields: { message: ['username', 'avatar_url', 'thread_name', 'applied_tags'] },
};

function header(plan: Plan, options: CodegenOptions): string {
  const lines = headerLines({
    library: `@discordeno/bot ${DISCORDENO_VERSION}`,
    options,
    leftOut: plan.leftOut,
  });
  return comment(lines, 'js');
}

const HELPERS = {
  asWritten: `/** Fields discordeno's types do not have: a snake_case key is sent as written. */
const asWritten = (fields: Record<string, unknown>): object => fields;`,
  untyped: `/** A component discordeno's types do not have here; Discord receives it as written. */
const untyped = (component: Record<string, unknown>) => component as never;`,
};

/** The discordeno code of `doc`: declarations and functions to paste into a discordeno bot. */
export function printDiscordeno(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const ctx = new Ctx();
  const design =
    plan.surface === 'message'
      ? messagePart(plan, ctx)
      : plan.surface === 'modal'
        ? modalPart(plan, ctx)
        : commandsPart(plan, ctx);
  const handlers = handlerParts(plan, ctx);
  const helpers = [
    ...(ctx.asWritten ? [HELPERS.asWritten] : []),
    ...(ctx.untyped ? [HELPERS.untyped] : []),
  ];
  const names = [...ctx.imports].sort((a, b) =>
    a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')),
  );
  const imports = [
    ...(ctx.files ? ["import { openAsBlob } from 'node:fs';"] : []),
    `import {\n${names.map((n) => `  ${n},`).join('\n')}\n} from '@discordeno/bot';`,
  ];
  return `${[header(plan, options), imports.join('\n'), BOT, ...helpers, design, ...handlers].join('\n\n')}\n`;
}
