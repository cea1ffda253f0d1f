// The library's command diff and sync plan: the model's diff, the warnings the page shows, and the
// body a bulk overwrite would send.
import { describe, expect, it } from 'vitest';
import { commandLabel, diffCommands, planSync } from './index';
import { registered, slashCommand } from './testing';

describe('diffCommands', () => {
  it('matches commands by type and name, ignoring the fields Discord adds', () => {
    const diff = diffCommands(
      [slashCommand('trail'), slashCommand('weather')],
      [registered(slashCommand('trail')), registered(slashCommand('old'), '9')],
    );
    expect(diff.unchanged.map(commandLabel)).toEqual(['/trail']);
    expect(diff.created.map(commandLabel)).toEqual(['/weather']);
    expect(diff.deleted.map(commandLabel)).toEqual(['/old']);
  });
});

describe('planSync', () => {
  it('plans the bulk overwrite: the diff, its warnings and the body to send', () => {
    const changed = { ...slashCommand('trail'), description: 'Trail conditions' };
    const plan = planSync([changed, slashCommand('weather')], [registered(slashCommand('trail'))]);
    expect(plan.valid).toBe(true);
    expect(plan.guildId).toBeNull();
    expect(plan.diff.changed).toEqual([{ type: 1, name: 'trail', fields: ['description'] }]);
    expect(plan.diff.created.map(commandLabel)).toEqual(['/weather']);
    expect(plan.warnings.some((w) => w.includes('creates a day'))).toBe(true);
    expect(plan.body).toEqual([changed, slashCommand('weather')]);
  });

  it('drops the fields Discord adds from the body, as an export does', () => {
    const pulled = registered(slashCommand('trail'));
    const plan = planSync([pulled], [pulled]);
    expect(plan.body).toEqual([{ type: 1, ...slashCommand('trail') }]);
    expect(plan.diff.unchanged).toHaveLength(1);
  });

  it('sends nothing for a file with errors, yet shows its diff and problems', () => {
    const plan = planSync(slashCommand('trail', 99), []);
    expect(plan.valid).toBe(false);
    expect(plan.body).toBeNull();
    expect(plan.problems.some((p) => p.path === '$[0].options[0].type')).toBe(true);
    expect(plan.diff.created).toHaveLength(1);
  });

  it('warns of commands a guild would show twice', () => {
    const guildId = '400000000000000004';
    const plan = planSync([slashCommand('trail')], [], {
      guildId,
      other: { kind: 'global', guildId, commands: [registered(slashCommand('trail'))] },
    });
    expect(plan.guildId).toBe(guildId);
    expect(plan.warnings.join('\n')).toContain('"/trail" is also a global command');
  });

  it('warns of global commands a test guild already has', () => {
    const guildId = '400000000000000004';
    const plan = planSync([slashCommand('trail')], [], {
      other: { kind: 'guild', guildId, commands: [registered(slashCommand('trail'))] },
    });
    expect(plan.warnings.join('\n')).toContain(`also registered in guild ${guildId}`);
  });

  it('warns that a rename drops the command’s permissions', () => {
    const plan = planSync([slashCommand('trails')], [registered(slashCommand('trail'))]);
    expect(plan.diff.renames).toHaveLength(1);
    expect(plan.warnings[0]).toMatch(/looks like a rename/);
  });
});
