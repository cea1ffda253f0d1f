import { describe, expect, it } from 'vitest';
import { importPayload } from '../payload/import';
import { commandInstalls } from './command-install';

const GUILD = '987654321098765432';

function set(commands: unknown[], guildId: string | null = null) {
  const { doc } = importPayload(commands, { as: 'commands', guildId });
  if (doc?.surface !== 'commands') throw new Error('not a command set');
  return doc;
}
const ping = (fields: Record<string, unknown> = {}) => ({
  name: 'ping',
  description: 'Is it there?',
  ...fields,
});

describe('commandInstalls', () => {
  it('offers nothing for an empty set', () => {
    expect(commandInstalls(set([]))).toEqual([]);
  });

  it('installs a guild set in its guild, with the choice locked', () => {
    expect(commandInstalls(set([ping()], GUILD))).toEqual([
      {
        integrationType: 0,
        label: `Install to guild ${GUILD}, where these commands are registered`,
        params: {
          scope: 'applications.commands',
          integration_type: '0',
          guild_id: GUILD,
          disable_guild_select: 'true',
        },
      },
    ]);
  });

  it('takes a global command without integration_types as a guild install', () => {
    expect(commandInstalls(set([ping()])).map((i) => i.params)).toEqual([
      { scope: 'applications.commands', integration_type: '0' },
    ]);
  });

  it('offers one link per integration type the commands use, guild install first', () => {
    const installs = commandInstalls(
      set([ping({ integration_types: [1] }), ping({ name: 'pong', integration_types: [1, 0] })]),
    );
    expect(installs.map((i) => i.integrationType)).toEqual([0, 1]);
    expect(installs[1]?.params).toEqual({ scope: 'applications.commands', integration_type: '1' });
    expect(commandInstalls(set([ping({ integration_types: [1] })])).map((i) => i.label)).toEqual([
      'Install for a user (user install)',
    ]);
  });
});
