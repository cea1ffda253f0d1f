// The dressed 1.10.1 printer: the files a bot written with dressed adds to build a design (a
// message with its send call, a modal with its show call, a command set as one file per command)
// and the handler files its interactions need, printed from the model's plan of the design.
// dressed is file-based (a command is named after its file, a component handler is routed by the
// file's `pattern`), so the output is several files, each after a `// ==== File: <path>` line.
import { planDesign } from '../../model';
import type { Doc, Lacks, Plan } from '../../model';
import { headerLines } from '../common/header';
import { comment } from '../common/source';
import type { CodegenOptions } from '../common/shared';
import { commandFiles } from './dressed-commands';
import { messageFiles } from './dressed-message';
import { modalFiles } from './dressed-modal';
import type { PrintedFile } from './dressed-names';

export const DRESSED_VERSION = '1.10.1';

/** Fields only a webhook can send: createMessage and interaction responses have no such field. */
const WEBHOOK_ONLY = ['username', 'avatar_url', 'thread_name', 'applied_tags'];

/**
 * What dressed 1.10.1 cannot express (its folder's README), for the envelope printed: everything
 * else is Discord's JSON, which dressed sends as written.
 */
export function lacksFor(envelope: string): Lacks {
  return {
    library: `dressed ${DRESSED_VERSION}`,
    ...(envelope === 'webhook' ? {} : { fields: { message: WEBHOOK_ONLY } }),
  };
}

/** What starts each file of the output; the rest of the line is the file's path. */
export const FILE_MARK = '// ==== File: ';

function header(plan: Plan, options: CodegenOptions): string[] {
  const usage = ['Put each file below at the path its "File:" line gives.'];
  if (plan.surface === 'message' && plan.files.length > 0)
    usage.push('Each file is read from the folder the bot runs in: put the files there.');
  if (plan.surface === 'commands')
    usage.push('`dressed build -r` registers the commands (one bulk overwrite).');
  return headerLines({
    library: `dressed ${DRESSED_VERSION}`,
    options,
    leftOut: plan.leftOut,
    usage,
  });
}

/** The dressed code of `doc` for `options.envelope`: the files to add to a dressed bot. */
export function printDressed(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, lacksFor(options.envelope));
  const head = comment(header(plan, options), 'js');
  const handlerHead = '// A handler skeleton from Component Studio.';
  let files: PrintedFile[];
  if (plan.surface === 'message')
    files = messageFiles({ ...plan, envelope: options.envelope }, head);
  else if (plan.surface === 'modal') files = modalFiles(plan, head, handlerHead);
  else files = commandFiles(plan, head);
  return files.map((f) => `${FILE_MARK}${f.path}\n${f.text}`).join('\n');
}

/** The files of printDressed's output, by path (what the check takes). */
export function dressedFiles(code: string): Record<string, string> {
  const files: Record<string, string> = {};
  let path: string | undefined;
  for (const line of code.split('\n')) {
    if (line.startsWith(FILE_MARK)) {
      path = line.slice(FILE_MARK.length);
      files[path] = '';
    } else if (path !== undefined) files[path] += `${line}\n`;
  }
  return files;
}
