// Registering a Commands design with Discord, from the click to the answer shown: finds the
// application, lists what a scope has registered, works out the diff of a sync and waits for the
// person to confirm it, and creates, edits, deletes or fetches one command. Each request goes
// through the relay with the send panel's rate-limit handling (a countdown and one retry).
// Held at module level like the send session, so that closing the panel or switching designs
// keeps the answer. A failed request changes neither the design nor `registered`, what the page
// believes is registered.
import type { CommandDiff, CommandRef } from '../../model/commands';
import {
  changedFields,
  commandLabel,
  commandRefOf,
  diffCommands,
  diffWarnings,
  editBody,
  findRegistered,
  sharedWithGuild,
} from '../../model/commands';
import type { CommandsDoc, Doc, Node, NodeKey } from '../../model';
import {
  formatPath,
  importPayload,
  isPlainObject,
  nodeKeyAtPath,
  nodeToPayload,
  plural,
  toPayload,
} from '../../model';
import type { Outcome } from '../send/answers';
import { redact } from '../send/answers';
import type { ResultItem } from '../send/design-problems';
import { designErrors, itemOf } from '../send/design-problems';
import type { FormStore } from '../send/form-store';
import { sendFormStore } from '../send/form-store';
import type { RelayRequest } from '../send/requests';
import { botToken, snowflake } from '../send/requests';
import type { RunDeps } from '../send/run';
import { runRequest, sleep } from '../send/run';
import type { SendResult } from '../send/session';
import { explainCommandAnswer } from './register-answers';
import type { Scope } from './register-requests';
import {
  applicationRequest,
  createRequest,
  deleteRequest,
  editRequest,
  getRequest,
  listRequest,
  syncRequest,
} from './register-requests';

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

export interface RegisterState {
  busy: RegisterOp | null;
  retryAt: number | null;
  registered: Registered | null;
  plan: SyncPlan | DeletePlan | null;
  beside: Beside | null;
  result: SendResult | null;
}

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

export interface RegisterDeps extends RunDeps {
  now: () => number;
}

const IDLE: RegisterState = {
  busy: null,
  retryAt: null,
  registered: null,
  plan: null,
  beside: null,
  result: null,
};

const sameScope = (a: Scope, b: Scope) =>
  a.applicationId === b.applicationId && a.guildId === b.guildId;

/** The words for a scope: "global commands" or "commands of guild 123…". */
export const scopeWords = (scope: Pick<Scope, 'guildId'>): string =>
  scope.guildId === null ? 'global commands' : `commands of guild ${scope.guildId}`;

const registeredList = (body: unknown): RegisteredCommand[] =>
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

export class RegisterSession {
  private state: RegisterState = IDLE;
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;

  constructor(
    private readonly deps: RegisterDeps,
    private readonly form: FormStore,
  ) {}

  getState = (): RegisterState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What the page believes `scope` has registered, or null when it has not looked. */
  registeredIn(scope: Scope): RegisteredCommand[] | null {
    const r = this.state.registered;
    return r && sameScope(r.scope, scope) ? r.commands : null;
  }

  /** Reads the token's application and fills the form's application id with it. */
  async findApplication(): Promise<void> {
    const token = this.token();
    if (token === null) return;
    const outcome = await this.run('app', token, applicationRequest(token));
    if (outcome.kind !== 'ok') return this.fail(outcome, token);
    const id = isPlainObject(outcome.body) ? outcome.body.id : undefined;
    if (typeof id !== 'string' || snowflake(id, 'id', '') !== null)
      return this.report('error', 'Discord did not say which application the token belongs to.');
    this.form.set({ applicationId: id });
    const name = isPlainObject(outcome.body) ? outcome.body.name : undefined;
    this.report(
      'success',
      `The token belongs to application ${id}${typeof name === 'string' ? ` (${redact(name, [token])})` : ''}.`,
    );
  }

  /** Lists what the design's scope has registered. */
  async list(ctx: RegisterContext): Promise<void> {
    const ready = await this.ready(ctx);
    if (!ready) return;
    const commands = await this.fetchList(ready.token, ready.scope, 'list');
    if (commands === null) return;
    const count = plural(commands.length, 'command');
    this.report('success', `${count} registered as ${scopeWords(ready.scope)}.`);
  }

  /** Opens the registered set (as last listed) as a new Commands design. */
  loadIntoDesign(scope: Scope, opener: DesignOpener): void {
    const commands = this.registeredIn(scope);
    if (commands === null) return this.report('error', 'List the registered commands first.');
    const imported = importPayload(commands, { as: 'commands', guildId: scope.guildId });
    if (!imported.doc)
      return this.report(
        'error',
        `The registered commands could not be read as a set: ${imported.problems[0]?.message ?? 'it was empty.'}`,
      );
    const name =
      scope.guildId === null
        ? 'Registered global commands'
        : `Registered commands of guild ${scope.guildId}`;
    const id = opener.create(name, imported.doc);
    opener.switchTo(id);
    this.report('success', `Opened ${plural(commands.length, 'registered command')} as “${name}”.`);
  }

  /** Works out what a sync would create, change and delete, and waits for a yes. */
  async planSync(ctx: RegisterContext): Promise<void> {
    const ready = await this.ready(ctx);
    if (!ready) return;
    const { token, scope } = ready;
    const registered = await this.fetchList(token, scope, 'diff');
    if (registered === null) return;
    const body = toPayload(ctx.doc, 'commands') as unknown[];
    const diff = diffCommands(body, registered);
    const doubled = await this.doubled(ctx, token, scope, body);
    if (doubled === undefined) return;
    const plan: SyncPlan = {
      kind: 'sync',
      scope,
      designId: ctx.designId,
      diff,
      warnings: diffWarnings(diff, doubled),
      problems: designErrors(ctx.doc),
      body,
    };
    this.set({ plan, result: null });
  }

  /** The commands shown twice in a guild; null when there is nothing to check, undefined on failure. */
  private async doubled(
    ctx: RegisterContext,
    token: string,
    scope: Scope,
    body: unknown[],
  ): Promise<Parameters<typeof diffWarnings>[1] | undefined> {
    if (scope.guildId !== null) {
      const global = await this.fetchList(token, { ...scope, guildId: null }, 'diff', false);
      if (global === null) return undefined;
      return { designed: 'guild', guildId: scope.guildId, refs: sharedWithGuild(global, body) };
    }
    const guildId = ctx.checkGuildId?.trim() ?? '';
    if (guildId === '') return null;
    const bad = snowflake(guildId, 'guild id to check', 'right-click the server › Copy Server ID');
    if (bad) {
      this.report('error', bad);
      return undefined;
    }
    const inGuild = await this.fetchList(token, { ...scope, guildId }, 'diff', false);
    if (inGuild === null) return undefined;
    return { designed: 'global', guildId, refs: sharedWithGuild(body, inGuild) };
  }

  /** The person confirmed: sends the bulk overwrite of the plan. */
  async confirm(doc: CommandsDoc | null): Promise<void> {
    const plan = this.state.plan;
    if (!plan || this.state.busy) return;
    const token = this.token();
    if (token === null) return;
    if (plan.kind === 'delete') return this.remove(plan, token);
    const outcome = await this.run('sync', token, syncRequest(token, plan.scope, plan.body));
    if (outcome.kind !== 'ok') return this.fail(outcome, token, { doc, designId: plan.designId });
    const commands = registeredList(outcome.body);
    const { created, changed, deleted, unchanged } = plan.diff;
    this.set({ plan: null, beside: null, registered: { scope: plan.scope, commands } });
    this.report(
      'success',
      `Synced the ${scopeWords(plan.scope)}: ${created.length} created, ${changed.length} changed, ${deleted.length} deleted, ${unchanged.length} unchanged. Discord now has ${plural(commands.length, 'command')} there.`,
    );
  }

  /** Puts a question away; nothing is sent. */
  cancel(): void {
    if (this.state.plan) {
      this.set({ plan: null });
      this.report('info', 'Nothing was sent.');
      return;
    }
    this.controller?.abort();
  }

  /** Creates the selected command (Discord overwrites one of the same type and name). */
  async create(ctx: RegisterContext): Promise<void> {
    const picked = this.picked(ctx);
    if (!picked) return;
    const ready = await this.ready(ctx);
    if (!ready) return;
    const { token, scope } = ready;
    const body = nodeToPayload(picked.node);
    const ref = commandRefOf(body);
    const outcome = await this.run('create', token, createRequest(token, scope, body));
    if (outcome.kind !== 'ok') return this.fail(outcome, token, { ...ctx, root: picked });
    const made = isPlainObject(outcome.body) ? outcome.body : {};
    this.upsert(scope, made);
    const id = typeof made.id === 'string' ? ` (id ${made.id})` : '';
    this.report(
      'success',
      outcome.status === 201
        ? `Created ${commandLabel(ref)}${id}: Discord answered 201, a new command.`
        : `Overwrote ${commandLabel(ref)}${id}: Discord answered 200, a command of this type and name already existed and now matches the design (its permissions are kept).`,
    );
  }

  /** Edits the registered command matching the selected one, sending only what changed. */
  async edit(ctx: RegisterContext): Promise<void> {
    const picked = this.picked(ctx);
    if (!picked) return;
    const found = await this.match(ctx, picked.node);
    if (!found) return;
    const { token, scope, registered, designed, ref } = found;
    const patch = editBody(designed, registered);
    if (Object.keys(patch).length === 0)
      return this.report(
        'info',
        `${commandLabel(ref)} is registered as designed: there is nothing to edit.`,
      );
    const request = editRequest(token, scope, registered.id, patch);
    const outcome = await this.run('edit', token, request);
    if (outcome.kind !== 'ok') return this.fail(outcome, token, { ...ctx, root: picked });
    if (isPlainObject(outcome.body)) this.upsert(scope, outcome.body);
    this.report(
      'success',
      `Edited ${commandLabel(ref)} (id ${registered.id}): sent ${Object.keys(patch).join(', ')}.`,
    );
  }

  /** Asks before deleting the registered command matching the selected one. */
  async askDelete(ctx: RegisterContext): Promise<void> {
    const picked = this.picked(ctx);
    if (!picked) return;
    const found = await this.match(ctx, picked.node);
    if (!found) return;
    const plan: DeletePlan = {
      kind: 'delete',
      scope: found.scope,
      ref: found.ref,
      id: found.registered.id,
    };
    this.set({ plan, result: null });
  }

  private async remove(plan: DeletePlan, token: string): Promise<void> {
    const outcome = await this.run('delete', token, deleteRequest(token, plan.scope, plan.id));
    if (outcome.kind !== 'ok') return this.fail(outcome, token);
    const commands = this.registeredIn(plan.scope)?.filter((c) => c.id !== plan.id);
    this.set({
      plan: null,
      beside: null,
      ...(commands ? { registered: { scope: plan.scope, commands } } : {}),
    });
    this.report(
      'success',
      `Deleted ${commandLabel(plan.ref)} (id ${plan.id}): Discord answered ${outcome.status}, and its permissions are gone with it.`,
    );
  }

  /** Fetches the registered command matching the selected one and opens it beside it. */
  async get(ctx: RegisterContext): Promise<void> {
    const picked = this.picked(ctx);
    if (!picked) return;
    const found = await this.match(ctx, picked.node);
    if (!found) return;
    const { token, scope, registered } = found;
    const outcome = await this.run('get', token, getRequest(token, scope, registered.id));
    if (outcome.kind !== 'ok') return this.fail(outcome, token);
    const [fresh] = registeredList([outcome.body]);
    if (!fresh)
      return this.report('error', 'Discord answered with something other than a command.');
    this.upsert(scope, fresh);
    this.openBeside(ctx.doc, fresh);
    this.report('success', `Fetched ${commandLabel(found.ref)} (id ${fresh.id}).`);
  }

  /** Shows a registered command beside the designed one of the same type and name. */
  openBeside(doc: CommandsDoc, registered: RegisteredCommand): void {
    const ref = commandRefOf(registered);
    const designed =
      findRegistered(toPayload(doc, 'commands') as Record<string, unknown>[], ref) ?? null;
    const fields = designed ? changedFields(designed, registered) : [];
    this.set({ beside: { ref, registered, designed, fields } });
  }

  closeBeside(): void {
    this.set({ beside: null });
  }

  dismiss(): void {
    this.set({ result: null });
  }

  /** The token, checked; null (with the reason shown) when there is none to use. */
  private token(): string | null {
    const token = botToken(this.form.getState().token);
    if (token.ok) return token.value;
    this.report('error', token.reason);
    return null;
  }

  /** The token and the design's scope, finding the application first when it is not known. */
  private async ready(ctx: RegisterContext): Promise<{ token: string; scope: Scope } | null> {
    if (this.state.busy) return null;
    const token = this.token();
    if (token === null) return null;
    if (this.form.getState().applicationId.trim() === '') {
      await this.findApplication();
      if (this.state.result?.tone === 'error') return null;
    }
    const applicationId = this.form.getState().applicationId.trim();
    const bad = snowflake(
      applicationId,
      'application id',
      'Developer Portal › General Information › Application ID',
    );
    if (bad) {
      this.report('error', bad);
      return null;
    }
    return { token, scope: { applicationId, guildId: ctx.doc.guildId } };
  }

  private picked(ctx: RegisterContext): { node: Node; index: number } | null {
    const picked = selectedCommand(ctx.doc, ctx.selectedKey);
    if (!picked) this.report('error', 'Select a command in the outline first.');
    return picked;
  }

  /** The registered command of the selected one's type and name (listing the scope if need be). */
  private async match(ctx: RegisterContext, node: Node) {
    const ready = await this.ready(ctx);
    if (!ready) return null;
    const designed = nodeToPayload(node);
    const ref = commandRefOf(designed);
    const list =
      this.registeredIn(ready.scope) ?? (await this.fetchList(ready.token, ready.scope, 'list'));
    if (list === null) return null;
    const registered = findRegistered(list, ref);
    if (!registered) {
      this.report(
        'error',
        `${commandLabel(ref)} is not registered as one of the ${scopeWords(ready.scope)}: Create it, or Sync the set.`,
      );
      return null;
    }
    return { ...ready, registered, designed, ref };
  }

  /** GETs a scope's list; on success it becomes what the page believes is registered there. */
  private async fetchList(
    token: string,
    scope: Scope,
    busy: RegisterOp,
    remember = true,
  ): Promise<RegisteredCommand[] | null> {
    const outcome = await this.run(busy, token, listRequest(token, scope));
    if (outcome.kind !== 'ok') {
      this.fail(outcome, token);
      return null;
    }
    if (!Array.isArray(outcome.body)) {
      this.report('error', 'Discord answered the list with something other than a list.');
      return null;
    }
    const commands = registeredList(outcome.body);
    if (remember) this.set({ registered: { scope, commands } });
    return commands;
  }

  private upsert(scope: Scope, command: Record<string, unknown>): void {
    const [made] = registeredList([command]);
    const list = this.registeredIn(scope);
    if (!made || !list) return;
    const at = list.findIndex((c) => c.id === made.id);
    const commands = at === -1 ? [...list, made] : list.map((c, i) => (i === at ? made : c));
    this.set({ registered: { scope, commands } });
  }

  /** Runs one request with busy, countdown and cancel; never rejects. */
  private async run(busy: RegisterOp, token: string, request: RelayRequest): Promise<Outcome> {
    const controller = new AbortController();
    this.controller = controller;
    this.set({ busy, retryAt: null, result: null });
    try {
      return await runRequest(request, this.deps, {
        mode: 'bot',
        secrets: [token],
        signal: controller.signal,
        explain: explainCommandAnswer,
        onWait: (seconds) => this.set({ retryAt: this.deps.now() + seconds * 1000 }),
      });
    } finally {
      if (this.controller === controller) this.controller = null;
      this.set({ busy: null, retryAt: null });
    }
  }

  /**
   * Reports a failed request. A 50035's errors are placed on the design's nodes: a bulk body's
   * paths start at the command's index, a single command's (`root`) at its own fields.
   */
  private fail(
    outcome: Outcome,
    token: string,
    design: {
      doc: CommandsDoc | null;
      designId: string;
      root?: { node: Node; index: number };
    } | null = null,
  ): void {
    switch (outcome.kind) {
      case 'ok':
        return;
      case 'cancelled':
        return this.report('info', 'Cancelled: nothing more was sent.');
      case 'invalid': {
        const doc = design?.doc ?? null;
        const root = design?.root;
        const items = outcome.errors.map((e) => {
          const segments = root ? [root.index, ...e.segments] : e.segments;
          const key = doc ? nodeKeyAtPath(doc, segments) : null;
          return itemOf(doc, { ...e, path: formatPath(segments), severity: 'error' }, key);
        });
        return this.report('error', outcome.message, { items, designId: design?.designId ?? null });
      }
      case 'rate-limited':
      case 'failed':
        return this.report('error', redact(outcome.message, [token]));
    }
  }

  private report(
    tone: SendResult['tone'],
    text: string,
    extra: Partial<Pick<SendResult, 'items' | 'designId'>> = {},
  ): void {
    this.set({
      result: { tone, text, items: extra.items ?? [], designId: extra.designId ?? null },
    });
  }

  private set(patch: Partial<RegisterState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

let shared: RegisterSession | null = null;
/** The page's one registration session, through this origin's relay, with the send panel's token. */
export function registerSession(): RegisterSession {
  shared ??= new RegisterSession(
    { fetch: (url, init) => window.fetch(url, init), wait: sleep, now: () => Date.now() },
    sendFormStore(),
  );
  return shared;
}
