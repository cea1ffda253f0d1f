// @vitest-environment jsdom
// The simulator with a legacy message's embeds and poll: Discord's interactions ignore both. A
// click on a button is about the button; the embeds only come along inside the copy of the message
// Discord includes; a vote on a poll sends the bot no interaction at all (only a gateway event).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { importPayload } from '../../model';
import { EMPTY } from './entries';
import { InteractionSimulator } from './InteractionSimulator';
import { shownPayload } from './test-helpers';

afterEach(cleanup);

const EMBED = {
  title: 'Secret embed title',
  description: 'Embed description <@1290000000000000201>',
  fields: [{ name: 'Embed field', value: 'Embed value', inline: true }],
  footer: { text: 'Embed footer' },
};

function legacyDoc() {
  const { doc } = importPayload({
    content: 'Match ready',
    embeds: [EMBED],
    poll: {
      question: { text: 'Which map?' },
      answers: [{ poll_media: { text: 'Harbour' } }, { poll_media: { text: 'Canyon' } }],
      duration: 24,
    },
    components: [
      {
        type: 1,
        components: [
          { type: 2, style: 1, label: 'Join', custom_id: 'match_join' },
          {
            type: 3,
            custom_id: 'match_role',
            options: [
              { label: 'Attack', value: 'attack' },
              { label: 'Defend', value: 'defend' },
            ],
          },
        ],
      },
    ],
  });
  if (!doc) throw new Error('The payload is not a document.');
  return doc;
}

describe('InteractionSimulator with embeds and a poll', () => {
  it('a button click sends the button, with the embeds only in the copy of the message', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={legacyDoc()} />);
    expect(screen.getByText('Secret embed title')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const payload = shownPayload() as unknown as {
      type: number;
      data: Record<string, unknown>;
      message: { embeds: unknown[]; components: unknown[] };
    };
    expect(payload.type).toBe(3);
    // The id is the button's, numbered as Discord fills them (the row is 1).
    expect(payload.data).toEqual({ component_type: 2, id: 2, custom_id: 'match_join' });
    // Nothing outside the message copy mentions the embed.
    const { message, ...rest } = payload;
    expect(JSON.stringify(rest)).not.toMatch(/embed|Secret|Which map|Harbour/i);
    expect(message.embeds).toEqual([EMBED]);
  });

  it('a select choice sends the values, whatever the embeds say', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={legacyDoc()} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: /Defend/ }));
    const { data } = shownPayload();
    expect(data).toEqual({
      component_type: 3,
      id: 3,
      custom_id: 'match_role',
      values: ['defend'],
    });
  });

  it('a poll answer or its Vote button sends nothing: a vote is no interaction', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={legacyDoc()} />);
    await user.click(screen.getByText('Harbour'));
    await user.click(screen.getByText('Which map?'));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    await user.click(screen.getByText('Secret embed title'));
    expect(screen.queryByTestId('interaction-payload')).toBeNull();
    expect(screen.queryByTestId('interaction-none')).toBeNull();
    expect(screen.getByText(EMPTY)).toBeTruthy();
  });
});
