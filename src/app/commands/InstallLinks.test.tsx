// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandsDoc } from '../../model';
import { importPayload } from '../../model';
import { InstallLinks } from './InstallLinks';

afterEach(cleanup);

const APP = '1234567890123456789';
const GUILD = '987654321098765432';

function design(set: unknown[], guildId: string | null): CommandsDoc {
  const { doc } = importPayload(set, { as: 'commands', guildId });
  if (doc?.surface !== 'commands') throw new Error('not a command set');
  return doc;
}
const href = (type: 0 | 1) => screen.getByTestId(`register-install:${type}`).getAttribute('href');

describe('InstallLinks', () => {
  it('links a guild set to the install tool with its guild locked and the application id', () => {
    render(
      <InstallLinks
        doc={design([{ name: 'ping', description: 'Hi' }], GUILD)}
        applicationId={` ${APP} `}
      />,
    );
    expect(href(0)).toBe(
      `/tools#install?client_id=${APP}&scope=applications.commands&integration_type=0&guild_id=${GUILD}&disable_guild_select=true`,
    );
    expect(screen.getByTestId('register-install:0').getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });

  it('offers a user install for global commands installed to users, without a client id until one is entered', () => {
    render(
      <InstallLinks
        doc={design([{ name: 'ping', description: 'Hi', integration_types: [0, 1] }], null)}
        applicationId=""
      />,
    );
    expect(href(0)).toBe('/tools#install?scope=applications.commands&integration_type=0');
    expect(href(1)).toBe('/tools#install?scope=applications.commands&integration_type=1');
  });

  it('offers nothing for an empty set', () => {
    render(<InstallLinks doc={design([], null)} applicationId={APP} />);
    expect(screen.queryByTestId('register-install')).toBeNull();
  });
});
