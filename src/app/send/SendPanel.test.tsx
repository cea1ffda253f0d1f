// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  docOf,
  label,
  message,
  modal,
  nodeAt,
  row,
  button,
  text,
  textInput,
} from '../../model/testing/fixtures';
import type { Doc } from '../../model';
import { memoryAttachments } from '../designs/attachments';
import { DesignManager } from '../designs/design-manager';
import { FakeStorage } from '../designs/fake-storage';
import { EditorApp } from '../editor-page/EditorApp';
import type { Scripted } from '../discord/test-kit';
import { CHANNEL, TOKEN, scriptedFetch } from '../discord/test-kit';
import { NO_TOKENS, TOKEN_KEY, tokenStore } from '../discord/token-store';
import { EMPTY_FIELDS, sendFormStore } from './form-store';
import { MESSAGE } from './send-test-helpers';
import { sendSession } from './session';

const DESIGN = message(text('Hello'), row(button({ label: 'Go', custom_id: 'go' })));

async function open(doc: Doc, ...script: Scripted[]) {
  const { fetch, calls } = scriptedFetch(...script);
  vi.stubGlobal('fetch', fetch);
  const manager = new DesignManager({ local: new FakeStorage(), session: new FakeStorage() });
  manager.dismissFirstRun();
  manager.store().getState().dispatch({ type: 'load', doc });
  render(<EditorApp manager={manager} attachments={memoryAttachments()} />);
  fireEvent.click(screen.getByTestId('open-send'));
  // The panel is a lazy chunk: its first import is transformed on demand, slow on a busy machine.
  await screen.findByTestId('send-panel', {}, { timeout: 15_000 });
  return { manager, calls };
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const result = () => screen.getByTestId('send-result').textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  tokenStore().setState({ ...NO_TOKENS });
  sendFormStore().setState({ ...EMPTY_FIELDS });
  sendSession().dismiss();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SendPanel', () => {
  it('masks the token, shows it on request, and keeps it off the device unless remembered', async () => {
    await open(docOf(DESIGN));
    type('send-token', TOKEN);
    expect(input('send-token').type).toBe('password');
    fireEvent.click(screen.getByTestId('send-token-toggle'));
    expect(input('send-token').type).toBe('text');
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);

    fireEvent.click(screen.getByTestId('send-remember'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    fireEvent.click(screen.getByTestId('send-remember'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(input('send-token').value).toBe(TOKEN);
  });

  it('says where a remembered token is kept and who else can read it there', async () => {
    await open(docOf(DESIGN));
    const where = screen.getByTestId('send-remember-where').textContent;
    expect(where).toContain(`localStorage for ${window.location.origin}`);
    expect(where).toContain('any other page served from that same address can read it');
  });

  it('says what is missing instead of sending', async () => {
    const { calls } = await open(docOf(DESIGN));
    type('send-token', TOKEN);
    fireEvent.click(screen.getByTestId('send-submit'));
    expect(result()).toBe('Enter the channel id.');
    expect(calls).toHaveLength(0);
  });

  it('sends with a bot, says so and fills the message id', async () => {
    const { calls } = await open(docOf(DESIGN), { status: 200, body: { id: MESSAGE } });
    type('send-token', TOKEN);
    type('send-channel', CHANNEL);
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(result()).toBe(`Sent: message ${MESSAGE}.`));
    expect(calls[0]).toMatchObject({ method: 'POST', url: `/relay/channels/${CHANNEL}/messages` });
    expect(input('send-message-id').value).toBe(MESSAGE);
    expect(screen.getByTestId('payload-json').textContent).not.toContain(TOKEN);
  });

  it('selects the node a Discord error names, and leaves the design as it was', async () => {
    const errors = {
      components: {
        '1': {
          components: { '0': { label: { _errors: [{ code: 'X', message: 'Bad label.' }] } } },
        },
      },
    };
    const doc = docOf(DESIGN);
    const { manager } = await open(doc, {
      status: 400,
      body: { code: 50035, message: 'Invalid Form Body', errors },
    });
    type('send-token', TOKEN);
    type('send-channel', CHANNEL);
    fireEvent.click(screen.getByTestId('send-submit'));
    const item = await screen.findByTestId('send-error-item');
    expect(item.textContent).toContain('Bad label.');
    expect(item.textContent).toContain('$.components[1].components[0].label');
    fireEvent.click(item);
    const state = manager.store().getState();
    expect(state.selectedKey).toBe(nodeAt(doc, 1, 'components', 0).key);
    expect(state.focusRequest?.field).toBe('label');
    expect(state.doc).toBe(doc);
  });

  it('opens a loaded message as a new design and stays open with its id', async () => {
    const fetched = {
      id: MESSAGE,
      flags: 32768,
      content: '',
      components: [{ type: 10, id: 1, content: 'From Discord' }],
    };
    const { manager } = await open(docOf(DESIGN), { status: 200, body: fetched });
    type('send-token', TOKEN);
    type('send-channel', CHANNEL);
    type('send-message-id', MESSAGE);
    fireEvent.click(screen.getByTestId('send-load'));
    await waitFor(() => expect(manager.getSnapshot().designs).toHaveLength(2));
    const current = manager
      .getSnapshot()
      .designs.find((d) => d.id === manager.getSnapshot().currentId);
    expect(current?.name).toBe(`Message ${MESSAGE}`);
    await act(() => Promise.resolve());
    expect(screen.getByTestId('send-panel')).toBeTruthy();
    expect(input('send-message-id').value).toBe(MESSAGE);
    expect(result()).toContain(`Loaded message ${MESSAGE} into a new design`);
    expect(manager.store().getState().doc.nodes[0]?.props.content).toBe('From Discord');
  });

  it('will not send a modal, and says why', async () => {
    await open(docOf(modal(label('Name', textInput()))));
    expect((screen.getByTestId('send-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('send-edit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('send-modal-note').textContent).toContain('cannot be sent');
  });
});
