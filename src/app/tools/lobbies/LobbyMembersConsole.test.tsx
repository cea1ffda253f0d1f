// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LobbyMembersConsole } from './LobbyMembersConsole';

afterEach(cleanup);

const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

describe('LobbyMembersConsole', () => {
  it('adds rows up to 25 and keeps at least one', () => {
    render(<LobbyMembersConsole lobbyId="" setLobbyId={() => {}} />);
    expect(button('member-row-remove:0').disabled).toBe(true);
    for (let i = 1; i < 25; i += 1) fireEvent.click(button('member-row-add'));
    expect(screen.getAllByTestId(/^member-row:/)).toHaveLength(25);
    expect(button('member-row-add').disabled).toBe(true);
    fireEvent.click(button('member-row-remove:3'));
    expect(screen.getAllByTestId(/^member-row:/)).toHaveLength(24);
    expect(button('member-row-add').disabled).toBe(false);
  });

  it("hides a removed member's other fields, which are not sent", () => {
    render(<LobbyMembersConsole lobbyId="" setLobbyId={() => {}} />);
    expect(screen.queryByTestId('op:members.0.flags')).not.toBeNull();
    fireEvent.click(screen.getByTestId('op:members.0.remove'));
    expect(screen.queryByTestId('op:members.0.flags')).toBeNull();
    expect(screen.getByTestId('member-row:0').textContent).toContain(
      'Only the id is sent, with remove_member.',
    );
  });

  it('shows each problem at its row before anything is sent', async () => {
    render(<LobbyMembersConsole lobbyId="1300000000000000700" setLobbyId={() => {}} />);
    fireEvent.change(screen.getByTestId('op:token'), { target: { value: 'user-access-token' } });
    fireEvent.change(screen.getByTestId('op:members.0.userId'), { target: { value: 'sam' } });
    fireEvent.click(screen.getByTestId('op-send'));
    expect((await screen.findByTestId('op-problem:members.0.userId')).textContent).toBe(
      'The user id is a number of 17 to 20 digits; "sam" is not.',
    );
    expect(screen.getByTestId('op-result').textContent).toBe(
      'Nothing was sent: one field needs fixing first.',
    );
  });
});
