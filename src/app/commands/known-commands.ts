// Every scope's registered commands the page has seen in this session (listed, synced, created
// or edited in the Register panel), for the mention helper's command ids. Memory only.
import type { Registered } from './register-state';

const known = new Map<string, Registered>();

const keyOf = ({ scope }: Registered) => `${scope.applicationId}/${scope.guildId ?? 'global'}`;

/** Keeps the latest list of a scope, over the one before it. */
export function rememberRegistered(registered: Registered): void {
  known.set(keyOf(registered), registered);
}

/** The lists seen, one per scope. */
export function knownRegistered(): Registered[] {
  return [...known.values()];
}

/** Forgets every list (tests). */
export function forgetRegistered(): void {
  known.clear();
}
