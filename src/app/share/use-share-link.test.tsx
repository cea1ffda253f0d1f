// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toPayload } from '../../model';
import { button, message, row, text } from '../../model/testing/fixtures';
import { DesignManager } from '../designs/design-manager';
import { FakeStorage } from '../designs/fake-storage';
import { createRemoteMedia, mediaAllowed } from './remote-media';
import type { RemoteMedia } from './remote-media';
import { encodeShare } from './share-codec';
import { useShareLinkOnLoad } from './use-share-link';

function Probe({ manager, consent }: { manager: DesignManager; consent?: RemoteMedia }) {
  useShareLinkOnLoad(manager, consent);
  return null;
}

function openAt(fragment: string, consent?: RemoteMedia) {
  window.history.replaceState(null, '', `/${fragment}`);
  const manager = new DesignManager({ local: new FakeStorage(), session: new FakeStorage() });
  render(<Probe manager={manager} consent={consent} />);
  return manager;
}

const names = (manager: DesignManager) => manager.getSnapshot().designs.map((d) => d.name);
const fragmentGone = () => expect(window.location.hash).toBe('');

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('useShareLinkOnLoad', () => {
  it("holds back the shared design's remote pictures, and only its own", async () => {
    const consent = createRemoteMedia(new FakeStorage());
    const payload = message(text('Shared with you'));
    const manager = openAt(`#share=${await encodeShare({ name: 'Pictures', payload })}`, consent);
    await waitFor(() => expect(names(manager)).toHaveLength(2));
    const [mine, shared] = manager.getSnapshot().designs;
    expect(manager.getSnapshot().currentId).toBe(shared!.id);
    expect(mediaAllowed(consent.getState(), shared!.id)).toBe(false);
    expect(mediaAllowed(consent.getState(), mine!.id)).toBe(true);
  });

  it('opens the design in the link as a new design and clears the address', async () => {
    const payload = message(text('Shared with you'));
    const manager = openAt(`#share=${await encodeShare({ name: 'Release note', payload })}`);
    await waitFor(() =>
      expect(names(manager)).toEqual(['Untitled design', 'Release note (shared)']),
    );
    const state = manager.store().getState();
    expect(toPayload(state.doc)).toEqual(payload);
    expect(state.notice?.message).toBe('Opened the shared design “Release note (shared)”.');
    await waitFor(fragmentGone);
  });

  it('opens one design for one link, even when effects run twice', async () => {
    const token = await encodeShare({ name: 'Once', payload: message(text('x')) });
    window.history.replaceState(null, '', `/#share=${token}`);
    const manager = new DesignManager({ local: new FakeStorage(), session: new FakeStorage() });
    render(
      <>
        <Probe manager={manager} />
        <Probe manager={manager} />
      </>,
    );
    await waitFor(fragmentGone);
    expect(names(manager)).toEqual(['Untitled design', 'Once (shared)']);
  });

  it('says why a damaged link was not opened and loads nothing', async () => {
    const manager = openAt('#share=AAAA$$$');
    const reason = await screen.findByTestId('share-open-reason');
    expect(reason.textContent).toMatch(/damaged/);
    expect(names(manager)).toEqual(['Untitled design']);
    await waitFor(fragmentGone);
    fireEvent.click(screen.getByTestId('share-open-cancel'));
    expect(screen.queryByTestId('share-open-dialog')).toBeNull();
  });

  it('opens a guild command set with its server', async () => {
    const payload = [{ name: 'ping', description: 'Check the bot' }];
    const guildId = '1290000000000000001';
    const manager = openAt(`#share=${await encodeShare({ name: 'Bot', payload, guildId })}`);
    await waitFor(() => expect(names(manager)).toEqual(['Untitled design', 'Bot (shared)']));
    const doc = manager.store().getState().doc;
    expect(doc).toMatchObject({ surface: 'commands', guildId });
    expect(toPayload(doc)).toEqual(payload);
  });

  it('refuses a link whose payload is not a design', async () => {
    const manager = openAt(`#share=${await encodeShare({ name: 'x', payload: [1] })}`);
    expect((await screen.findByTestId('share-open-reason')).textContent).toBe(
      'The share link does not hold a message, a modal or commands. The payload must be a JSON object, or an array of application commands; this array holds something else.',
    );
    expect(names(manager)).toEqual(['Untitled design']);
  });

  it('asks before opening a design with errors, listing them', async () => {
    const payload = { components: [row(button({ label: '' }))] };
    const manager = openAt(`#share=${await encodeShare({ name: 'Draft', payload })}`);
    const items = await screen.findAllByTestId('share-open-problem');
    expect(items[0]!.textContent).toContain('$.components[0].components[0] — A button needs');
    expect(names(manager)).toEqual(['Untitled design']);
    act(() => fireEvent.click(screen.getByTestId('share-open-anyway')));
    expect(names(manager)).toEqual(['Untitled design', 'Draft (shared)']);
    expect(toPayload(manager.store().getState().doc)).toEqual(payload);
    expect(screen.queryByTestId('share-open-dialog')).toBeNull();
  });

  it('opens a link pasted into the address of the open page', async () => {
    const manager = openAt('');
    const token = await encodeShare({ name: 'Later', payload: message(text('y')) });
    window.history.replaceState(null, '', `/#share=${token}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(names(manager)).toContain('Later (shared)'));
  });

  it('leaves an address without a share link alone', async () => {
    const manager = openAt('#section');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.hash).toBe('#section');
    expect(names(manager)).toEqual(['Untitled design']);
  });
});
