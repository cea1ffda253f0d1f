// The discord.js v14 printer: the ES module a bot written with discord.js pastes in to build a
// design (a message with its send call, a modal with its show call, a command set with its
// registration) and the handler skeletons its interactions need, printed from the model's plan of
// the design, in JavaScript typed with JSDoc or in TypeScript.
import { CATALOG, ROOT_ACCEPTS, planDesign } from '../../model';
import type { Doc, Lacks, NodeKind, Place } from '../../model';
import { headerLines } from '../common/header';
import { comment } from '../common/source';
import type { CodegenOptions } from '../common/shared';
import { ROW_ITEMS } from '../common/shared';
import { commandParts } from './discordjs-commands';
import { JsCtx } from './discordjs-js';
import type { MessageTarget } from './discordjs-message';
import { messageParts } from './discordjs-message';
import { modalParts } from './discordjs-modal';
import { CONTAINER_ADD, LABEL_SET, MODAL_ADD } from './discordjs-tree';

export const DISCORDJS_VERSION = '14.28';

const COMPONENT_KINDS: readonly NodeKind[] = CATALOG.filter((e) => e.family === 'component').map(
  (e) => e.kind,
);

/** Where a component may go in discord.js: the methods its builders have for each parent. */
const ACCEPTS: readonly [Place, readonly NodeKind[]][] = [
  ['message', ROOT_ACCEPTS.v2],
  ['modal', Object.keys(MODAL_ADD) as NodeKind[]],
  ['container', Object.keys(CONTAINER_ADD) as NodeKind[]],
  ['section', ['text-display', 'button', 'thumbnail']],
  ['label', Object.keys(LABEL_SET) as NodeKind[]],
  ['action-row', [...ROW_ITEMS, 'text-input']],
];

/**
 * What discord.js 14.28 cannot express (its folder's README): a component where its builders
 * have no method for it. Everything else it builds, or writes as the JSON Discord takes.
 */
export const LACKS: Lacks = {
  library: `discord.js ${DISCORDJS_VERSION}`,
  places: ACCEPTS.map(([parent, kinds]) => ({
    parent,
    kinds: COMPONENT_KINDS.filter((k) => !kinds.includes(k)),
  })),
};

const MESSAGE_TARGETS: readonly MessageTarget[] = [
  'message',
  'webhook',
  'response-4',
  'response-7',
];
const isTarget = (e: string): e is MessageTarget =>
  (MESSAGE_TARGETS as readonly string[]).includes(e);

export interface DiscordJsOptions extends CodegenOptions {
  /** TypeScript (annotations and `import type`) rather than JavaScript typed with JSDoc. */
  typescript?: boolean;
}

/** The discord.js code of `doc` for `options.envelope`: functions to paste into a bot. */
export function printDiscordJs(doc: Doc, options: DiscordJsOptions): string {
  const plan = planDesign(doc, LACKS);
  const ctx = new JsCtx(options.typescript === true);
  const usage: string[] = [];
  let parts: string[];
  if (plan.surface === 'message') {
    const target = isTarget(options.envelope)
      ? options.envelope
      : isTarget(plan.envelope)
        ? plan.envelope
        : 'message';
    parts = messageParts(plan, target, ctx);
    if (plan.files.length > 0)
      usage.push('Each file is read from the path given, inside the folder the bot runs in.');
  } else if (plan.surface === 'modal') parts = modalParts(plan, options.envelope, ctx);
  else parts = commandParts(plan, options.envelope, ctx, usage);
  const lines = headerLines({
    library: `discord.js ${DISCORDJS_VERSION} (older 14.x may lack some builders)`,
    options,
    leftOut: [...plan.leftOut, ...ctx.notes.said],
    usage,
  });
  const imports = ctx.importLines();
  return `${comment(lines, 'js')}\n${imports ? `${imports}\n` : ''}\n${parts.join('\n\n')}\n`;
}

/** printDiscordJs in TypeScript: the same code with typed parameters and returns. */
export function printDiscordJsTs(doc: Doc, options: CodegenOptions): string {
  return printDiscordJs(doc, { ...options, typescript: true });
}
