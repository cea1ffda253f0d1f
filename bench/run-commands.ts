// The "Application commands" part of `npm run bench`: our validator on a fully localized
// 100-command bulk overwrite, beside discord.js's builders building the same set, then the broken
// sets each one catches, then validate() after each key typed into one option's description.
// Speed goals are reported, not enforced.
import { importPayload } from '../src/model';
import { typingFigure } from './command-typing';
import { invalidCommandCases } from './command-cases';
import type { CommandJson } from './command-fixtures';
import { commandSet } from './command-fixtures';
import { buildersCommands, buildersRejectsCommands } from './discordjs-commands';
import { catchTable, formatDuration, formatOps, measure, table } from './harness';

/** The goal from the issue: the 100-command set validates in under 2 ms, faster than builders. */
const GOAL_NS = 2_000_000;

/** Options, choices and localized strings in the set, for the heading. */
function census(set: readonly CommandJson[]) {
  let options = 0;
  let choices = 0;
  let localized = 0;
  const count = (node: { name_localizations?: object; description_localizations?: object }) =>
    (localized +=
      Object.keys(node.name_localizations ?? {}).length +
      Object.keys(node.description_localizations ?? {}).length);
  const walk = (list: CommandJson['options']) => {
    for (const o of list ?? []) {
      options += 1;
      count(o);
      for (const c of o.choices ?? []) {
        choices += 1;
        count(c);
      }
      walk(o.options);
    }
  };
  for (const c of set) {
    count(c);
    walk(c.options);
  }
  return { options, choices, localized, kb: JSON.stringify(set).length / 1024 };
}

const validate = (set: CommandJson[], guildId?: string) =>
  importPayload(set, { as: 'commands', ...(guildId === undefined ? {} : { guildId }) });

function runSpeed(set: CommandJson[]): void {
  const ours = measure('commands', () => validate(set));
  const theirs = measure('commands', () => buildersCommands(set));
  const oursValid = validate(set).valid;
  const theirsValid = !buildersRejectsCommands(set).rejected;
  const verdict = (valid: boolean) => (valid ? 'accepts' : 'rejects');
  const row = [
    `${set.length} slash commands`,
    formatDuration(ours.medianNs),
    formatOps(ours.medianNs),
    verdict(oursValid),
    formatDuration(theirs.medianNs),
    formatOps(theirs.medianNs),
    verdict(theirsValid),
    // Far apart, so "n times faster" reads better than the components table's ours/theirs.
    `${(theirs.medianNs / ours.medianNs).toFixed(theirs.medianNs > 10 * ours.medianNs ? 0 : 2)}x`,
  ];
  const header = ['set', 'ours', 'ops/s', 'ours says', 'builders', 'ops/s', 'builders says'];
  console.log(table([...header, 'builders/ours'], [row]));
  const fast = ours.medianNs < GOAL_NS;
  const faster = ours.medianNs < theirs.medianNs;
  console.log(
    `\nGoal: under ${formatDuration(GOAL_NS)} (${formatDuration(ours.medianNs)}: ${fast ? 'yes' : 'NO'}) and faster than builders (${formatDuration(theirs.medianNs)}: ${faster ? 'yes' : 'NO'}) -> ${fast && faster && oursValid ? 'PASS' : 'FAIL'}\n`,
  );
}

export function runCommands(): void {
  const set = commandSet();
  const { options, choices, localized, kb } = census(set);
  console.log(
    `\nApplication commands: a bulk overwrite of ${set.length} slash commands, ${options} options, ${choices} choices, ${localized.toLocaleString('en-US')} localized strings (all 32 locales), ${kb.toFixed(0)} kB of JSON.`,
  );
  console.log(
    "ours = importPayload(set, { as: 'commands' }); builders = SlashCommandBuilder setters + toJSON() per command.\n",
  );
  runSpeed(set);
  typingFigure(set);
  const cases = invalidCommandCases().map((c) => ({
    name: c.name,
    caught: !validate(c.commands, c.guildId).valid,
    builders: buildersRejectsCommands(c.commands),
  }));
  console.log(catchTable('invalid command set', cases));
  const names = (rows: typeof cases) => rows.map((r) => r.name).join('; ') || 'none';
  console.log(
    `\nCaught here, missed by builders: ${names(cases.filter((c) => c.caught && !c.builders.rejected))}.`,
  );
  console.log(`Missed here: ${names(cases.filter((c) => !c.caught))}.`);
}
