// Registering a Commands design with Discord, from the click to the answer shown: finds the
// application, lists what a scope has registered, works out the diff of a sync and waits for the
// person to confirm it, and creates, edits, deletes or fetches one command. Each is a plan of
// calls through the call runner (src/app/discord), which waits out a rate limit (a countdown and
// one retry) and says a failure.
// Held at module level like the send session, so that closing the panel or switching designs
// keeps the answer. A failed request changes neither the design nor `registered`, what the page
// believes is registered.
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
import type { CommandsDoc } from '../../model';
import { importPayload, isPlainObject, nodeToPayload, plural, toPayload } from '../../model';
import type { CallDeps } from '../discord/call-runner';
import { PAGE_DEPS } from '../discord/call-runner';
import type { BotCredential } from '../discord/requests';
import { snowflake } from '../discord/requests';
import { studioKey } from '../folder/studio-key';
import { designErrors, onDesign } from '../discord/result-items';
import type { TokenStore } from '../discord/token-store';
import { tokenStore } from '../discord/token-store';
import type {
  DeletePlan,
  DesignOpener,
  RegisterContext,
  RegisteredCommand,
  SyncPlan,
} from './register-state';
import { registeredList, scopeWords } from './register-state';
import type { Scope } from './register-requests';
import {
  createRequest,
  deleteRequest,
  editRequest,
  getRequest,
  syncRequest,
} from './register-requests';

import { RegisterSteps } from './register-steps';
import type { StudioChoice } from './studio-environments';
import { environmentsStore, studioChoice } from './studio-environments';
import { rememberRegistered } from './known-commands';

export class RegisterSession extends RegisterSteps {
  constructor(deps: CallDeps, tokens: TokenStore, studio?: () => StudioChoice | null) {
    super(deps, tokens, studio);
    // Every registered list the panel learns of is also kept for the mention helper's command ids.
    this.store.subscribe(({ registered }, was) => {
      if (registered && registered !== was.registered) rememberRegistered(registered);
    });
  }

  /** Lists what the design's scope has registered. */
  async list(ctx: RegisterContext): Promise<void> {
    const ready = await this.ready(ctx);
    if (!ready) return;
    const commands = await this.fetchList(ready.token, ready.scope, 'list');
    if (commands === null) return;
    const count = plural(commands.length, 'command');
    this.calls.report('success', `${count} registered as ${scopeWords(ready.scope)}.`);
  }

  /** Opens the registered set (as last listed) as a new Commands design. */
  loadIntoDesign(scope: Scope, opener: DesignOpener): void {
    const commands = this.registeredIn(scope);
    if (commands === null) return this.calls.report('error', 'List the registered commands first.');
    const imported = importPayload(commands, { as: 'commands', guildId: scope.guildId });
    if (!imported.doc)
      return this.calls.report(
        'error',
        `The registered commands could not be read as a set: ${imported.problems[0]?.message ?? 'it was empty.'}`,
      );
    const name =
      scope.guildId === null
        ? 'Registered global commands'
        : `Registered commands of guild ${scope.guildId}`;
    const id = opener.create(name, imported.doc);
    opener.switchTo(id);
    this.calls.report(
      'success',
      `Opened ${plural(commands.length, 'registered command')} as “${name}”.`,
    );
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
    this.calls.dismiss();
    this.calls.set({ plan });
  }

  /** The commands shown twice in a guild; null when there is nothing to check, undefined on failure. */
  private async doubled(
    ctx: RegisterContext,
    token: BotCredential,
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
      this.calls.report('error', bad);
      return undefined;
    }
    const inGuild = await this.fetchList(token, { ...scope, guildId }, 'diff', false);
    if (inGuild === null) return undefined;
    return { designed: 'global', guildId, refs: sharedWithGuild(body, inGuild) };
  }

  /** The person confirmed: sends the bulk overwrite of the plan. */
  async confirm(doc: CommandsDoc | null): Promise<void> {
    const plan = this.getState().plan;
    if (!plan || this.getState().busy) return;
    const token = this.token();
    if (token === null) return;
    if (plan.kind === 'delete') return this.remove(plan, token);
    const request = syncRequest(token, plan.scope, plan.body);
    const place = onDesign({ doc, designId: plan.designId });
    const outcome = await this.run('sync', token, request, place);
    if (outcome.kind !== 'ok') return;
    const commands = registeredList(outcome.body);
    const { created, changed, deleted, unchanged } = plan.diff;
    this.calls.set({ plan: null, beside: null, registered: { scope: plan.scope, commands } });
    this.calls.report(
      'success',
      `Synced the ${scopeWords(plan.scope)}: ${created.length} created, ${changed.length} changed, ${deleted.length} deleted, ${unchanged.length} unchanged. Discord now has ${plural(commands.length, 'command')} there.`,
    );
  }

  /** Puts a question away; nothing is sent. */
  cancel(): void {
    if (this.getState().plan) {
      this.calls.set({ plan: null });
      this.calls.report('info', 'Nothing was sent.');
      return;
    }
    this.calls.cancel();
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
    const request = createRequest(token, scope, body);
    const outcome = await this.run('create', token, request, onDesign(ctx, picked.index));
    if (outcome.kind !== 'ok') return;
    const made = isPlainObject(outcome.body) ? outcome.body : {};
    this.upsert(scope, made);
    const id = typeof made.id === 'string' ? ` (id ${made.id})` : '';
    this.calls.report(
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
      return this.calls.report(
        'info',
        `${commandLabel(ref)} is registered as designed: there is nothing to edit.`,
      );
    const request = editRequest(token, scope, registered.id, patch);
    const outcome = await this.run('edit', token, request, onDesign(ctx, picked.index));
    if (outcome.kind !== 'ok') return;
    if (isPlainObject(outcome.body)) this.upsert(scope, outcome.body);
    this.calls.report(
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
    this.calls.dismiss();
    this.calls.set({ plan });
  }

  private async remove(plan: DeletePlan, token: BotCredential): Promise<void> {
    const outcome = await this.run('delete', token, deleteRequest(token, plan.scope, plan.id));
    if (outcome.kind !== 'ok') return;
    const commands = this.registeredIn(plan.scope)?.filter((c) => c.id !== plan.id);
    this.calls.set({
      plan: null,
      beside: null,
      ...(commands ? { registered: { scope: plan.scope, commands } } : {}),
    });
    this.calls.report(
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
    if (outcome.kind !== 'ok') return;
    const [fresh] = registeredList([outcome.body]);
    if (!fresh)
      return this.calls.report('error', 'Discord answered with something other than a command.');
    this.upsert(scope, fresh);
    this.openBeside(ctx.doc, fresh);
    this.calls.report('success', `Fetched ${commandLabel(found.ref)} (id ${fresh.id}).`);
  }

  /** Shows a registered command beside the designed one of the same type and name. */
  openBeside(doc: CommandsDoc, registered: RegisteredCommand): void {
    const ref = commandRefOf(registered);
    const designed =
      findRegistered(toPayload(doc, 'commands') as Record<string, unknown>[], ref) ?? null;
    const fields = designed ? changedFields(designed, registered) : [];
    this.calls.set({ beside: { ref, registered, designed, fields } });
  }

  closeBeside(): void {
    this.calls.set({ beside: null });
  }
}

let shared: RegisterSession | null = null;
/**
 * The page's one registration session, through this origin's relay, with the shared bot token, or
 * under `component-studio studio` the environment chosen in the panel.
 */
export function registerSession(): RegisterSession {
  shared ??= new RegisterSession(PAGE_DEPS, tokenStore(), () =>
    studioChoice(environmentsStore().getState(), studioKey()),
  );
  return shared;
}
