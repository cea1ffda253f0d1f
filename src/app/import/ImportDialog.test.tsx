// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPayload } from '../../model';
import { button, message, modal, row, text } from '../../model/testing/fixtures';
import { storedFixtures } from '../../model/testing/stored-fixtures';
import { DesignManager } from '../designs/design-manager';
import { FakeStorage } from '../designs/fake-storage';
import ImportDialog from './ImportDialog';
import { MAX_IMPORT_BYTES } from './import-check';

function setup(file: File | null = null) {
  const manager = new DesignManager({ local: new FakeStorage(), session: new FakeStorage() });
  const onClose = vi.fn();
  const before = manager.getSnapshot().currentId;
  render(<ImportDialog manager={manager} file={file} onClose={onClose} />);
  return { manager, onClose, before };
}

const paste = (value: string) =>
  fireEvent.change(screen.getByTestId('import-text'), { target: { value } });
const names = (manager: DesignManager) => manager.getSnapshot().designs.map((d) => d.name);
const current = (manager: DesignManager) => manager.store().getState();
const problemTexts = () => screen.getAllByTestId('import-problem').map((li) => li.textContent);

afterEach(cleanup);

describe('ImportDialog', () => {
  it('opens a valid paste as a new design, switched to, with a notice', () => {
    const { manager, onClose, before } = setup();
    const payload = message(text('Hello there'));
    paste(JSON.stringify(payload));
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(onClose).toHaveBeenCalled();
    expect(names(manager)).toEqual(['Untitled design', 'Imported message']);
    expect(manager.getSnapshot().currentId).not.toBe(before);
    expect(toPayload(current(manager).doc)).toEqual(payload);
    expect(current(manager).notice?.message).toBe(
      'Imported “Imported message” (message body) as a new design.',
    );
  });

  it('accepts an interaction response and names the design after a modal', () => {
    const { manager } = setup();
    const payload = { type: 9, data: modal(text('Tell us more')) };
    paste(JSON.stringify(payload));
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(names(manager)).toContain('Imported modal');
    expect(toPayload(current(manager).doc)).toEqual(payload);
  });

  it('lists every problem of a bad paste with its path and loads nothing', () => {
    const { manager, onClose, before } = setup();
    const doc = current(manager).doc;
    paste(JSON.stringify({ components: [row(button({ label: 'x'.repeat(81) }), { type: 99 })] }));
    fireEvent.click(screen.getByTestId('import-submit'));
    const lines = problemTexts();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l?.includes('$.components[0].components[0].label — '))).toBe(true);
    expect(screen.getByTestId('import-verdict').textContent).toMatch(/^A message body with /);
    expect(screen.queryByTestId('import-submit')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(names(manager)).toEqual(['Untitled design']);
    expect(manager.getSnapshot().currentId).toBe(before);
    expect(current(manager).doc).toBe(doc);
  });

  it('puts errors before warnings', () => {
    setup();
    // The unknown field (a warning) comes first in the payload, the empty label (an error) after.
    paste(JSON.stringify({ zzz: 1, components: [row(button({ label: '' }))] }));
    fireEvent.click(screen.getByTestId('import-submit'));
    const severities = screen
      .getAllByTestId('import-problem')
      .map((li) => li.getAttribute('data-severity'));
    expect(severities[0]).toBe('error');
    expect(severities.at(-1)).toBe('warning');
    expect(severities).toEqual([...severities].sort());
  });

  it('opens what can be opened when asked, problems and all', () => {
    const { manager } = setup();
    const payload = { components: [row(button({ label: '' }))] };
    paste(JSON.stringify(payload));
    fireEvent.click(screen.getByTestId('import-submit'));
    const anyway = screen.getByTestId('import-load-anyway');
    expect(anyway.textContent).toMatch(/^Open what can be opened \(\d+ problems?\)$/);
    fireEvent.click(anyway);
    expect(names(manager)).toEqual(['Untitled design', 'Imported message']);
    expect(toPayload(current(manager).doc)).toEqual(payload);
    expect(current(manager).notice?.message).toMatch(/listed in the problems panel/);
  });

  it('says where JSON breaks and offers only Cancel', () => {
    const { manager } = setup();
    paste('{\n  "content": "hi",\n}');
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(problemTexts()[0]).toMatch(/^Error: \$ — Not valid JSON at line 3, column 1/);
    expect(screen.getByTestId('import-verdict').textContent).toBe(
      'This is not JSON, so there is nothing to open.',
    );
    expect(screen.queryByTestId('import-load-anyway')).toBeNull();
    expect(screen.queryByTestId('import-submit')).toBeNull();
    expect(screen.getByTestId('import-cancel')).toBeTruthy();
    expect(names(manager)).toHaveLength(1);
    // Editing the text offers the check again.
    paste('{"content": "hi"}');
    expect(screen.getByTestId('import-submit')).toBeTruthy();
  });

  it('says JSON that is not a message or modal cannot be opened', () => {
    setup();
    paste('[1, 2, 3]');
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(problemTexts()[0]).toContain(
      'The payload must be a JSON object, or an array of application commands; this array holds something else.',
    );
    expect(screen.queryByTestId('import-load-anyway')).toBeNull();
  });

  it('opens a design file (a design as an earlier version of the app stored it) as a new design', () => {
    const { manager } = setup();
    const [fixture] = storedFixtures('format-1');
    const stored = Object.values(fixture!.local!).find(
      (d) => (d as { name?: string }).name === 'Lunch vote',
    );
    paste(JSON.stringify(stored));
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(names(manager)).toEqual(['Untitled design', 'Imported message']);
    const kinds = current(manager).doc.nodes.map((n) => n.kind);
    expect(kinds).toEqual(['embed', 'poll', 'action-row']);
  });

  it('refuses a design file of a newer version with a sentence, and opens nothing', () => {
    const { manager } = setup();
    paste(JSON.stringify({ version: 99, rev: 1, doc: { surface: 'message' } }));
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(screen.getByTestId('import-verdict').textContent).toBe(
      'This design was saved by a newer version of Component Studio (format 99; this one reads up to 4). Update the app to open it.',
    );
    expect(screen.queryByTestId('import-load-anyway')).toBeNull();
    expect(names(manager)).toEqual(['Untitled design']);
  });

  it('reads a dropped file straight away and names the design after it', async () => {
    const payload = message(text('From a file'));
    const file = new File([JSON.stringify(payload)], 'Welcome card.json', {
      type: 'application/json',
    });
    const { manager } = setup(file);
    await waitFor(() =>
      expect((screen.getByTestId('import-text') as HTMLTextAreaElement).value).toBe(
        JSON.stringify(payload),
      ),
    );
    expect(screen.getByTestId('import-source').textContent).toBe('From Welcome card.json');
    expect(screen.getByTestId('import-verdict').textContent).toBe('A valid message body.');
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(names(manager)).toEqual(['Untitled design', 'Welcome card']);
  });

  it('reads a chosen file and refuses one that is too big or not JSON', async () => {
    setup();
    const input = screen.getByTestId('import-file') as HTMLInputElement;
    expect(input.accept).toBe('.json,application/json');
    const big = new File(['{}'], 'huge.json');
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(screen.getByTestId('import-error').textContent).toMatch(/^huge\.json is 2\.0 MB/),
    );
    const picture = new File(['\u0089PNG'], 'cat.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });
    await waitFor(() =>
      expect(screen.getByTestId('import-error').textContent).toBe(
        'cat.png is not a JSON file (it is image/png); choose a .json file.',
      ),
    );
    expect((screen.getByTestId('import-text') as HTMLTextAreaElement).value).toBe('');

    fireEvent.change(input, {
      target: { files: [new File(['{"content":"ok"}'], 'ok.json', { type: 'application/json' })] },
    });
    await waitFor(() => expect(screen.queryByTestId('import-error')).toBeNull());
    expect(screen.getByTestId('import-verdict').textContent).toBe('A valid message body.');
  });

  it('keeps Import off until something is pasted', () => {
    setup();
    expect((screen.getByTestId('import-submit') as HTMLButtonElement).disabled).toBe(true);
    paste('   ');
    expect((screen.getByTestId('import-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
