// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorProvider, createEditorStore } from '../../editor';
import { toPayload } from '../../model';
import type { Doc } from '../../model';
import {
  button,
  docOf,
  message,
  modalWith,
  row,
  text,
  textInput,
} from '../../model/testing/fixtures';
import { slash, userCommand } from '../../model/testing/command-fixtures';
import { TARGETS } from '../../codegen/targets';
import type { TargetId } from '../../codegen/targets';
import { commandsOf } from '../../codegen/testing/command-samples';
import { ExportPanel } from './ExportPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPanel(doc: Doc, designName?: string) {
  const store = createEditorStore({ doc });
  render(
    <EditorProvider store={store}>
      <ExportPanel designName={designName} />
    </EditorProvider>,
  );
  return store;
}

const shown = () => screen.getByTestId('payload-json').textContent!;
/** The Code tab, printing for `library`. */
function openCode(library: TargetId) {
  fireEvent.click(screen.getByTestId('export-tab:code'));
  fireEvent.change(screen.getByTestId('export-library'), { target: { value: library } });
}

const tools = () => screen.findByTestId('export-target', undefined, { timeout: 3000 });

describe('ExportPanel', () => {
  it("shows the design's own payload, pretty, before its tools have loaded", () => {
    const doc = docOf(message(text('Hello')));
    renderPanel(doc);
    expect(shown()).toBe(JSON.stringify(toPayload(doc), null, 2));
  });

  it('shows the payload for the chosen target, minified when asked', async () => {
    const doc = docOf(message(text('Hello')));
    renderPanel(doc);
    const target = await tools();
    expect((target as HTMLSelectElement).value).toBe('message');
    fireEvent.change(target, { target: { value: 'response-4' } });
    await waitFor(() => expect(JSON.parse(shown())).toEqual({ type: 4, data: toPayload(doc) }));
    expect(shown()).toContain('\n');
    fireEvent.click(screen.getByTestId('export-minify'));
    await waitFor(() => expect(shown()).toBe(JSON.stringify({ type: 4, data: toPayload(doc) })));
  });

  it("offers the targets of the design's surface and keeps to them when it changes", async () => {
    const modal = docOf(modalWith(textInput()));
    const store = renderPanel(modal);
    const target = (await tools()) as HTMLSelectElement;
    const values = () => [...target.options].map((o) => o.value);
    expect(values()).toEqual(['modal-9', 'modal']);
    fireEvent.change(target, { target: { value: 'modal' } });
    await waitFor(() => expect(JSON.parse(shown())).toEqual(toPayload(modal, 'modal')));

    const msg = docOf(message(text('Now a message')));
    act(() => store.getState().dispatch({ type: 'load', doc: msg }));
    await waitFor(() =>
      expect(values()).toEqual(['message', 'webhook', 'response-4', 'response-7']),
    );
    // The modal target does not fit a message: the message's own envelope is shown instead.
    expect(target.value).toBe('message');
    await waitFor(() => expect(JSON.parse(shown())).toEqual(toPayload(msg)));
  });

  it('copies the text shown and says so, or says why the browser refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const doc = docOf(message(text('Copy me')));
    renderPanel(doc);
    await tools();
    fireEvent.click(screen.getByTestId('export-copy'));
    await waitFor(() => expect(screen.getByTestId('export-status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(shown());

    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    fireEvent.click(screen.getByTestId('export-copy'));
    await waitFor(() =>
      expect(screen.getByTestId('export-status').textContent).toBe(
        'Could not copy: the browser did not allow it. Select the text and copy it yourself.',
      ),
    );
    expect(screen.getByTestId('export-status').className).toContain('is-error');
  });

  it('downloads the text as a file named after the design', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPanel(docOf(message(text('Save me'))), 'Launch / day');
    await tools();
    fireEvent.click(screen.getByTestId('export-download'));
    await waitFor(() => expect(names).toEqual(['Launch - day.json']));
    expect(await blobs[0]!.text()).toBe(shown());
    expect(screen.getByTestId('export-status').textContent).toBe('Downloaded Launch - day.json');
  });

  it('shows code for a code tab, following the design, and goes back to the JSON', async () => {
    const store = renderPanel(docOf(message(text('First'), row(button({ label: 'Go' })))));
    await tools();
    openCode('discordjs');
    const code = await screen.findByTestId('export-code', undefined, { timeout: 3000 });
    expect(screen.queryByTestId('payload-json')).toBeNull();
    expect(screen.queryByTestId('export-minify')).toBeNull();
    expect(code.textContent).toContain("new TextDisplayBuilder().setContent('First')");
    act(() => store.getState().dispatch({ type: 'load', doc: docOf(message(text('Second'))) }));
    await waitFor(() =>
      expect(screen.getByTestId('export-code').textContent).toContain("setContent('Second')"),
    );

    openCode('discordpy');
    await waitFor(() =>
      expect(screen.getByTestId('export-code').textContent).toContain("ui.TextDisplay('Second')"),
    );
    fireEvent.click(screen.getByTestId('export-tab:json'));
    expect(JSON.parse(shown())).toEqual(toPayload(store.getState().doc));
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderPanel(docOf(message(text('Hi'))));
    await tools();
    const json = screen.getByTestId('export-tab:json');
    expect(json.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(json, { key: 'ArrowRight' });
    expect(screen.getByTestId('export-tab:code').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('export-tab:code'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    // From the last tab, right wraps round to the first.
    expect(json.getAttribute('aria-selected')).toBe('true');
  });

  it('offers every library, grouped by language, on the Code tab only', async () => {
    renderPanel(docOf(message(text('Hi'))));
    await tools();
    expect(screen.queryByTestId('export-library')).toBeNull();
    fireEvent.click(screen.getByTestId('export-tab:code'));
    const picker = screen.getByTestId('export-library') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(TARGETS.map((t) => t.id));
    const groups = [...picker.querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual([...new Set(TARGETS.map((t) => t.language))]);
    for (const t of TARGETS) {
      fireEvent.change(picker, { target: { value: t.id } });
      const code = await screen.findByTestId('export-code', undefined, { timeout: 3000 });
      await waitFor(() => expect(code.textContent).toContain(t.library.split(' ')[0]!));
      expect(code.textContent).not.toContain('Could not write code');
    }
  });

  it('gives a command set as its bulk body or the first command as a create body, and as code', async () => {
    const set = commandsOf([slash({ name: 'first' }), userCommand()]);
    // A target of another design kind left behind must not stick to the set.
    const store = renderPanel(docOf(modalWith(textInput())));
    const target = (await tools()) as HTMLSelectElement;
    fireEvent.change(target, { target: { value: 'modal' } });
    act(() => store.getState().dispatch({ type: 'load', doc: set }));
    await waitFor(() =>
      expect([...target.options].map((o) => o.value)).toEqual(['commands', 'command']),
    );
    await waitFor(() => expect(JSON.parse(shown())).toEqual(toPayload(set, 'commands')));
    expect(JSON.parse(shown())).toHaveLength(2);
    fireEvent.change(target, { target: { value: 'command' } });
    await waitFor(() => expect(JSON.parse(shown())).toEqual(toPayload(set, 'command')));
    expect(JSON.parse(shown())).toMatchObject({ name: 'first' });

    openCode('discordjs');
    const code = await screen.findByTestId('export-code', undefined, { timeout: 3000 });
    expect(code.textContent).toContain('export const command = new SlashCommandBuilder()');
    expect(code.textContent).toContain('rest.post(Routes.applicationCommands(clientId)');
    fireEvent.change(target, { target: { value: 'commands' } });
    await waitFor(() =>
      expect(screen.getByTestId('export-code').textContent).toContain(
        '.setType(ApplicationCommandType.User)',
      ),
    );
    openCode('discordpy');
    await waitFor(() =>
      expect(screen.getByTestId('export-code').textContent).toContain(
        "@app_commands.context_menu(name='Show Profile')",
      ),
    );
  });
});
