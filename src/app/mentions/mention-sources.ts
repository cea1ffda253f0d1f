// What the app gives the mention helper: the commands it can name with ids (from the registered
// lists this page has seen, and from the Commands designs, whose ids only registration tells),
// and a real guild loaded with the shared bot token (src/app/discord's token store). Loaded with
// the helper, never before.
import {
  commandPaths,
  isSlashCommand,
} from '../../editor/inspector/text-tools/mention/command-paths';
import type {
  KnownCommand,
  MentionDirectory,
  MentionSources,
} from '../../editor/inspector/text-tools/mention/sources';
import type { Doc } from '../../model';
import { toPayload } from '../../model';
import { knownRegistered } from '../commands/known-commands';
import type { Registered } from '../commands/register-state';
import { scopeWords } from '../commands/register-state';
import type { CallDeps } from '../discord/call-runner';
import { PAGE_DEPS } from '../discord/call-runner';
import type { TokenStore } from '../discord/token-store';
import { tokenStore } from '../discord/token-store';
import { loadGuild } from './guild-load';

export interface DesignDoc {
  name: string;
  doc: Doc;
}

const nameOf = (c: Record<string, unknown>) => (typeof c.name === 'string' ? c.name : null);

/**
 * Registered slash commands (each runnable path, with its id, and the designs that hold it), then
 * the designed ones no registered list has, without an id.
 */
export function knownCommands(designs: DesignDoc[], registered: Registered[]): KnownCommand[] {
  const designed = designs.flatMap(({ name, doc }) => {
    if (doc.surface !== 'commands') return [];
    const body = toPayload(doc, 'commands');
    const list = Array.isArray(body) ? body : [];
    return list
      .filter(isSlashCommand)
      .map((command) => ({ design: name, guildId: doc.guildId, command }));
  });
  const out: KnownCommand[] = [];
  const seen = new Set<string>();
  const add = (entry: KnownCommand) => {
    const key = `${entry.id ?? entry.where}|${entry.path.join(' ')}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(entry);
  };
  const registeredNames = new Set<string>();
  for (const { scope, commands } of registered) {
    for (const command of commands.filter(isSlashCommand)) {
      const name = nameOf(command);
      if (name === null) continue;
      registeredNames.add(`${scope.guildId ?? ''}|${name}`);
      const holders = designed
        .filter((d) => d.guildId === scope.guildId && nameOf(d.command) === name)
        .map((d) => d.design);
      const where = [...new Set(holders), scopeWords(scope)].join(' · ');
      for (const path of commandPaths(command)) add({ path, id: command.id, where });
    }
  }
  for (const { design, guildId, command } of designed) {
    if (registeredNames.has(`${guildId ?? ''}|${nameOf(command)}`)) continue;
    for (const path of commandPaths(command)) add({ path, id: null, where: design });
  }
  return out;
}

let loaded: MentionDirectory | null = null;
let lastGuildId = '';

/** The sources over the page's designs, tokens and registered lists. */
export function createMentionSources(
  designs: () => DesignDoc[],
  form: TokenStore = tokenStore(),
  deps: CallDeps = PAGE_DEPS,
): MentionSources {
  return {
    commands: () => knownCommands(designs(), knownRegistered()),
    guildAccess: () => {
      const { token, channelId } = form.getState();
      return {
        hasToken: token.trim() !== '',
        channelId: channelId.trim(),
        guildId: lastGuildId,
      };
    },
    loadedGuild: () => loaded,
    loadGuild: async (guildId, signal) => {
      const { token, channelId } = form.getState();
      const result = await loadGuild(deps, { token, channelId }, guildId, signal);
      if (result.ok && !signal.aborted) {
        loaded = result.directory;
        lastGuildId = guildId.trim() === '' ? '' : result.directory.guildId;
      }
      return result;
    },
    forgetGuild: () => {
      loaded = null;
    },
  };
}
