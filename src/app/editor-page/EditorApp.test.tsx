// @vitest-environment jsdom
import '../designs/restore-test-kit';
import '../designs/sync-test-kit';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryAttachments } from '../designs/attachments';
import { DesignManager, SAVE_DELAY_MS } from '../designs/design-manager';
import { FakeStorage } from '../designs/fake-storage';
import { designKey } from '../designs/format';
import { templateById } from '../../model';
import { EditorApp } from './EditorApp';
import { loadBanners } from './EditorBanners';
import { USABLE_MARK } from './EditorPage';
import { templateList } from './Templates';

// The template list, the banners and the first-run picker load after the editor is usable, or
// when first shown; here they are there from the start.
beforeAll(() => Promise.all([templateList.load(), loadBanners()]));

let local: FakeStorage;
let session: FakeStorage;

function open() {
  const manager = new DesignManager({ local, session });
  render(<EditorApp manager={manager} attachments={memoryAttachments()} />);
  return manager;
}

const payload = () =>
  JSON.parse(screen.getByTestId('payload-json').textContent!) as Record<string, unknown>;
const switcherName = () =>
  screen.getByTestId('design-switcher').textContent!.replace('▾', '').trim();

beforeEach(() => {
  local = new FakeStorage();
  session = new FakeStorage();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('EditorApp', () => {
  it('opens a brand-new user on a blank V2 design with the templates on offer', async () => {
    open();
    expect(switcherName()).toBe('Untitled design');
    expect(screen.getByTestId('template-picker')).toBeTruthy();
    expect((screen.getByTestId('surface') as HTMLSelectElement).value).toBe('v2');
    // The export panel is a chunk of its own, drawn right after the first frame.
    // Under a loaded machine its chunk (and the inspector's) may take more than waitFor's 1 s.
    await waitFor(() => expect(payload()).toEqual({ flags: 1 << 15, components: [] }), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('counter:components').textContent).toContain('0 / 40');
    expect(screen.getByTestId('palette')).toBeTruthy();
    expect(screen.getByTestId('outline')).toBeTruthy();
    expect(performance.getEntriesByName(USABLE_MARK)).toHaveLength(1);
    // The inspector is a chunk of its own too: a placeholder holds its column until it arrives.
    expect(await screen.findByTestId('inspector', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('inspector-pending')).toBeNull();
  });

  it('fills the blank design from a template, one undo away from blank', async () => {
    open();
    fireEvent.click(screen.getByTestId('template:poll'));
    expect(switcherName()).toBe('Poll');
    expect(screen.queryByTestId('template-picker')).toBeNull();
    // The payload and problem panels follow the document a moment behind (useThrottledDoc).
    await waitFor(() => expect(JSON.stringify(payload())).toContain('"poll_vote"'));
    await waitFor(() => expect(screen.getByTestId('no-problems')).toBeTruthy(), {
      timeout: 10_000,
    });
    fireEvent.click(screen.getByTestId('undo'));
    await waitFor(() => expect(payload()).toEqual({ flags: 1 << 15, components: [] }));
  });

  it('puts the template offer away at the first change to the blank design', () => {
    const manager = open();
    act(() => {
      manager
        .store()
        .getState()
        .dispatch({
          type: 'add',
          kind: 'text-display',
          target: { parentKey: null, slot: 'components', index: 0 },
        });
    });
    expect(screen.queryByTestId('template-picker')).toBeNull();
    expect(manager.getSnapshot().firstRun).toBe(false);
  });

  it('creates, renames, switches, duplicates and deletes designs', async () => {
    open();
    fireEvent.click(screen.getByTestId('start-blank'));
    fireEvent.click(screen.getByTestId('design:new'));
    // The dialogs are a chunk of their own, loaded when one first opens.
    fireEvent.click(
      within(await screen.findByTestId('new-design-dialog')).getByTestId('blank:modal'),
    );
    expect(screen.queryByTestId('new-design-dialog')).toBeNull();
    expect((screen.getByTestId('surface') as HTMLSelectElement).value).toBe('modal');
    expect(switcherName()).toBe('Untitled design 2');

    fireEvent.click(screen.getByTestId('design:rename'));
    const input = screen.getByTestId('design-name-input');
    fireEvent.change(input, { target: { value: 'Sign-up modal' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(switcherName()).toBe('Sign-up modal');

    fireEvent.click(screen.getByTestId('design-switcher'));
    const items = screen.getAllByTestId('design-item');
    expect(items.map((i) => i.textContent)).toEqual(['Untitled design', 'Sign-up modal']);
    fireEvent.click(within(items[0]!).getByRole('button'));
    expect(switcherName()).toBe('Untitled design');
    expect((screen.getByTestId('surface') as HTMLSelectElement).value).toBe('v2');

    fireEvent.click(screen.getByTestId('design:duplicate'));
    expect(switcherName()).toBe('Untitled design (copy)');

    fireEvent.click(screen.getByTestId('design:delete'));
    fireEvent.click(await screen.findByTestId('delete-cancel'));
    expect(switcherName()).toBe('Untitled design (copy)');
    fireEvent.click(screen.getByTestId('design:delete'));
    fireEvent.click(screen.getByTestId('delete-confirm'));
    fireEvent.click(screen.getByTestId('design-switcher'));
    expect(screen.getAllByTestId('design-item').map((i) => i.textContent)).toEqual([
      'Untitled design',
      'Sign-up modal',
    ]);
  });

  it('starts a new design from a template in the New design dialog', async () => {
    open();
    fireEvent.click(screen.getByTestId('design:new'));
    fireEvent.click(
      within(await screen.findByTestId('new-design-dialog')).getByTestId('template:feedback'),
    );
    expect(switcherName()).toBe('Feedback form');
    await waitFor(() =>
      expect(payload()).toMatchObject({ type: 9, data: { custom_id: 'feedback_form' } }),
    );
  });

  it('shows a banner when storage is full, and keeps the work', async () => {
    vi.useFakeTimers();
    const manager = open();
    act(() => manager.flush());
    local.quota = 0;
    fireEvent.click(screen.getByTestId('template:announcement'));
    act(() => {
      vi.advanceTimersByTime(SAVE_DELAY_MS);
    });
    const banner = screen.getByTestId('storage-error');
    expect(banner.textContent).toContain('storage is full');
    // The export panel's chunk arrives on its own time, not the save's.
    vi.useRealTimers();
    await waitFor(() => expect(JSON.stringify(payload())).toContain('Big news!'));
    local.quota = Infinity;
    fireEvent.click(screen.getByTestId('storage-retry'));
    expect(screen.queryByTestId('storage-error')).toBeNull();
  });

  it('says a design a newer version of the app saved cannot be opened, and keeps it untouched', () => {
    const newer = JSON.stringify({ version: 9, rev: 2, name: 'Later', doc: {} });
    local.items.set(designKey('later'), newer);
    const manager = open();
    expect(screen.getByTestId('broken-design').textContent).toBe(
      'The design “Recovered design” could not be opened. This design was saved by a newer version of Component Studio (format 9; this one reads up to 4). Update the app to open it. It is kept in storage untouched. Remove it',
    );
    act(() => manager.leave());
    expect(local.items.get(designKey('later'))).toBe(newer);
  });

  it('hears another tab’s save through the storage event, and asks when both changed a design', () => {
    const setup = new DesignManager({ local, session: new FakeStorage() });
    setup
      .store()
      .getState()
      .dispatch({ type: 'load', doc: templateById('welcome')!.build() });
    setup.flush();
    const id = setup.getSnapshot().currentId;
    const a = open();
    const b = new DesignManager({ local, session: new FakeStorage() });
    const edit = (m: DesignManager, to: string) =>
      m
        .store()
        .getState()
        .dispatch({ type: 'set-body', patch: { content: to } });
    act(() => void edit(a, 'Mine'));
    edit(b, 'Theirs');
    b.flush();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: designKey(id) })));
    expect(screen.getByTestId('conflict').textContent).toContain('was saved in another tab');
    fireEvent.click(screen.getByTestId('conflict:take-theirs'));
    expect(screen.queryByTestId('conflict')).toBeNull();
    expect(a.store().getState().doc.body.content).toBe('Theirs');
  });

  it('keeps conflicting edits as a copy when the page goes away', () => {
    const setup = new DesignManager({ local, session: new FakeStorage() });
    setup.rename(setup.getSnapshot().currentId, 'Shared');
    setup.flush();
    const a = open();
    const b = new DesignManager({ local, session: new FakeStorage() });
    act(
      () =>
        void a
          .store()
          .getState()
          .dispatch({ type: 'set-body', patch: { content: 'A' } }),
    );
    b.store()
      .getState()
      .dispatch({ type: 'set-body', patch: { content: 'B' } });
    b.flush();
    act(() => void window.dispatchEvent(new PageTransitionEvent('pagehide')));
    const names = new DesignManager({ local, session: new FakeStorage() })
      .getSnapshot()
      .designs.map((d) => d.name);
    expect(names).toEqual(['Shared', 'Shared (this tab’s copy)']);
  });

  it('says when the browser gives no storage at all', async () => {
    render(
      <EditorApp
        manager={new DesignManager({ local: null, session: null })}
        attachments={memoryAttachments()}
      />,
    );
    expect(screen.getByTestId('storage-error').textContent).toContain('nothing is saved');
    expect(await screen.findByTestId('payload-json')).toBeTruthy();
  });

  it('undoes with Ctrl+Z anywhere in the editor', async () => {
    open();
    fireEvent.click(screen.getByTestId('template:welcome'));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(payload()).toEqual({ flags: 1 << 15, components: [] }));
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    await waitFor(() => expect(JSON.stringify(payload())).toContain('welcome_roles'));
  });
});
