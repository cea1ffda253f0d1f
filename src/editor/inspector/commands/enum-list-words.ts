// The words for a command's `contexts` and `integration_types`: what each value means, what
// Discord does when the field is left out, and why a value is not offered in this design's scope.
// The scope rules are the model's (src/model/commands/tree-rules.ts); these say them by the box.

const ABOUT: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  contexts: {
    0: 'In the channels of any server the app is in.',
    1: "In the app's own DMs with a user.",
    2: 'In group DMs and DMs between other people, where a user installed the app.',
  },
  integration_types: {
    0: 'Members of servers the app is added to can use it there.',
    1: 'People who install the app to their account can use it everywhere they are.',
  },
};

const NONE: Readonly<Record<string, string>> = {
  contexts:
    'None ticked: Discord allows every context for a new command (group DMs and other DMs only where a user installed the app).',
  integration_types:
    'None ticked: the installation contexts set for the app in the Developer Portal apply (servers only, unless user install is turned on there).',
};

/** One sentence on what a value of `field` means. */
export function explain(field: string, value: unknown): string {
  const words = typeof value === 'number' ? ABOUT[field]?.[value] : undefined;
  return words ?? 'Discord documents no value like this; untick it.';
}

/** What Discord does when `field` is absent. */
export function whenNone(field: string): string | undefined {
  return NONE[field];
}

export interface Scope {
  /** The design registers to one server (a guild command). */
  guild: boolean;
  /** The command's `integration_types` as stored. */
  installTypes: unknown;
}

/** Why `value` of `field` cannot be offered in this scope, or undefined when it can. */
export function disabledReason(field: string, value: unknown, scope: Scope): string | undefined {
  if (typeof value !== 'number') return 'Not a value Discord knows.';
  if (scope.guild)
    return field === 'contexts' && value === 1
      ? 'A guild command cannot be used in DMs with the app.'
      : 'Global commands only.';
  if (
    field === 'contexts' &&
    value === 2 &&
    Array.isArray(scope.installTypes) &&
    !scope.installTypes.includes(1)
  )
    return 'Needs user install: tick “Users” under Installed to.';
  return undefined;
}
