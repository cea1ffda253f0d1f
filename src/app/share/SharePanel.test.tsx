// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorProvider, EditorServicesProvider } from '../../editor';
import type { EditorServices } from '../../editor';
import { importPayload } from '../../model';
import { docsExample } from '../../model/testing/examples';
import { message, text } from '../../model/testing/fixtures';
import { DesignManager } from '../designs/design-manager';
import { FakeStorage } from '../designs/fake-storage';
import SharePanel from './SharePanel';
import { SHARE_PREFIX, decodeShare } from './share-codec';

function openPanel(payload: unknown, attached: string[] = []) {
  const manager = new DesignManager({ local: new FakeStorage(), session: new FakeStorage() });
  manager.create('Launch post', importPayload(payload).doc!);
  const services: EditorServices = {
    attachments: Object.fromEntries(attached.map((n) => [n, { url: `blob:${n}`, name: n }])),
    attachFile: (file) => Promise.resolve(file.name),
    detachFile: () => Promise.resolve(),
  };
  render(
    <EditorServicesProvider value={services}>
      <EditorProvider store={manager.store()}>
        <SharePanel manager={manager} onClose={vi.fn()} />
      </EditorProvider>
    </EditorServicesProvider>,
  );
}

const link = async () => {
  await waitFor(() =>
    expect((screen.getByTestId('share-link') as HTMLInputElement).value).not.toBe(''),
  );
  return (screen.getByTestId('share-link') as HTMLInputElement).value;
};

afterEach(cleanup);

describe('SharePanel', () => {
  it('links to the editor with the design’s name and payload in the fragment', async () => {
    const payload = message(text('Big news'));
    openPanel(payload);
    const url = await link();
    expect(url.startsWith(`${window.location.origin}/${SHARE_PREFIX}`)).toBe(true);
    expect(await decodeShare(url.slice(url.indexOf('#')))).toEqual({
      ok: true,
      name: 'Launch post',
      payload,
    });
    expect(screen.getByTestId('share-length').textContent).toBe(
      `Length: ${url.length.toLocaleString('en-US')} characters.`,
    );
    expect(screen.getByTestId('share-secrets').textContent).toMatch(/no bot token, no webhook URL/);
    expect(screen.queryByTestId('share-files')).toBeNull();
  });

  it('names the attached files the link leaves behind', async () => {
    openPanel(docsExample('13'), ['game.zip']);
    await link();
    expect(screen.getByTestId('share-files').textContent).toBe(
      'Attached files are not in the link: game.zip, manual.pdf. Whoever opens it must attach them again.',
    );
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openPanel(message(text('Copy me')));
    const url = await link();
    fireEvent.click(screen.getByTestId('share-copy'));
    await waitFor(() =>
      expect(screen.getByTestId('share-copy-status').textContent).toBe('Copied to the clipboard.'),
    );
    expect(writeText).toHaveBeenCalledWith(url);
  });
});
