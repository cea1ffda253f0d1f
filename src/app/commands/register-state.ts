// What the register panel holds and shows: what the page believes a scope has registered, the
// question waiting for a yes (a sync's diff, a delete), a registered command beside the designed
// one, and the small pure helpers the session and the panel share.
import type { CommandDiff, CommandRef } from '../../model/commands';
import type { CommandsDoc, Doc, Node, NodeKey } from '../../model';
import { isPlainObject } from '../../model';
import type { CallState } from '../discord/call-runner';
import type { ResultItem } from '../discord/result-items';
import type { Scope } from './register-requests';

export type RegisterOp = 'app' | 'list' | 'diff' | 'sync' | 'create' | 'edit' | 'delete' | 'get';

/** A command as Discord returns it: its body plus `id`, `version` and the other output fields. */
export type RegisteredCommand = Record<string, unknown> & { id: string };

/** What the page believes one scope has registered, as last read or changed by a request. */
export interface Registered {
  scope: Scope;
  commands: RegisteredCommand[];
}

/** A sync worked out and shown, waiting for the person's yes. */
export interface SyncPlan {
  kind: 'sync';
  scope: Scope;
  designId: string;
  diff: CommandDiff;
  warnings: string[];
  /** The design's own errors: Discord will refuse the set while there are any. */
  problems: ResultItem[];
  body: unknown[];
}

/** A delete asked about first: it takes the command's permissions with it for good. */
export interface DeletePlan {
  kind: 'delete';
  scope: Scope;
  ref: CommandRef;
  id: string;
}

/** A registered command opened beside the designed one of the same type and name. */
export interface Beside {
  ref: CommandRef;
  registered: RegisteredCommand;
  /** The designed command, or null when the design has none of that type and name. */
  designed: Record<string, unknown> | null;
  /** The top-level fields in which they differ. */
  fields: string[];
}

/** What the register panel keeps beside its calls. */
export interface Registering {
  registered: Registered | null;
  plan: SyncPlan | DeletePlan | null;
  beside: Beside | null;
}

export type RegisterState = CallState<RegisterOp> & Registering;

/** The design the panel works on, and the command selected in it. */
export interface RegisterContext {
  designId: string;
  doc: CommandsDoc;
  selectedKey: NodeKey | null;
  /** For a global set: a guild whose own commands may double the set's names. */
  checkGuildId?: string;
}

/** What loading the registered set needs from the designs: a new design, opened. */
export interface DesignOpener {
  create: (name: string, doc: Doc) => string;
  switchTo: (id: string) => void;
}

export const NOTHING_REGISTERED: Registering = { registered: null, plan: null, beside: null };

export const sameScope = (a: Scope, b: Scope) =>
  a.applicationId === b.applicationId && a.guildId === b.guildId;

/** The words for a scope: "global commands" or "commands of guild 123…". */
export const scopeWords = (scope: Pick<Scope, 'guildId'>): string =>
  scope.guildId === null ? 'global commands' : `commands of guild ${scope.guildId}`;

/** The commands of a list Discord returned (anything without an id is not one). */
export const registeredList = (body: unknown): RegisteredCommand[] =>
  Array.isArray(body)
    ? body.filter((c): c is RegisteredCommand => isPlainObject(c) && typeof c.id === 'string')
    : [];

/** The top-level command the selection is in, and its index in the set. */
export function selectedCommand(
  doc: Doc,
  key: NodeKey | null,
): { node: Node; index: number } | null {
  if (key === null) return null;
  const contains = (node: Node): boolean =>
    node.key === key || Object.values(node.slots).some((list) => list?.some(contains));
  const index = doc.nodes.findIndex(contains);
  const node = doc.nodes[index];
  return node ? { node, index } : null;
}
