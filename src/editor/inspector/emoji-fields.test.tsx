// @vitest-environment jsdom
// The emoji picker and `:shortcode:` completion as the inspector's fields use them.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEmojiData } from '../../preview';
import { richInputs } from './RichField';
import { docOf, renderInspector } from './test-utils';

// The larger editors, the picker and the emoji data are chunks of their own: loaded first here.
beforeAll(() => Promise.all([richInputs.load(), loadEmojiData(), import('../emoji/EmojiPicker')]));
afterEach(cleanup);

async function openPicker(button: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(button);
  const dialog = await screen.findByTestId('emoji-picker', undefined, { timeout: 5000 });
  await within(dialog).findAllByTestId('emoji-option', undefined, { timeout: 5000 });
  return dialog;
}

describe('an emoji field', { timeout: 20_000 }, () => {
  it('takes a unicode emoji from the picker as { name }', async () => {
    const { doc, node } = docOf('button');
    const { props } = renderInspector(doc, node.key);
    const user = userEvent.setup();
    const pick = screen.getByTestId('emoji-pick:emoji');
    await openPicker(pick, user);
    await user.keyboard('tada{Enter}');
    expect(props().emoji).toEqual({ name: '🎉' });
    expect(document.activeElement).toBe(pick);
    expect((screen.getByTestId('field:emoji') as HTMLInputElement).value).toBe('🎉');
  });

  it('takes a custom emoji as { id, name, animated } and shows it as custom', async () => {
    const { doc, node } = docOf('button');
    const { props, store } = renderInspector(doc, node.key);
    const user = userEvent.setup();
    const dialog = await openPicker(screen.getByTestId('emoji-pick:emoji'), user);
    await user.click(within(dialog).getByTestId('emoji-tab:custom'));
    await user.type(within(dialog).getByTestId('emoji-custom-id'), '123456789012345678');
    await user.type(within(dialog).getByTestId('emoji-custom-name'), 'blob');
    await user.click(within(dialog).getByTestId('emoji-custom-animated'));
    await user.click(within(dialog).getByTestId('emoji-custom-use'));
    expect(props().emoji).toEqual({ id: '123456789012345678', name: 'blob', animated: true });
    expect((screen.getByTestId('field:emoji.name') as HTMLInputElement).value).toBe('blob');
    // A pick is one undo step.
    store.getState().undo();
    expect(props().emoji).toBeUndefined();
  });
});

describe('a select option’s emoji', { timeout: 20_000 }, () => {
  it('takes a picked emoji, named for its option', async () => {
    const { doc, node } = docOf('string-select');
    const { props } = renderInspector(doc, node.key);
    const user = userEvent.setup();
    const pick = screen.getAllByRole('button', { name: 'Pick option 1 emoji' })[0]!;
    await openPicker(pick, user);
    await user.keyboard('rocket{Enter}');
    const options = props().options as Record<string, unknown>[];
    expect(options[0]!.emoji).toEqual({ name: '🚀' });
  });
});

describe('a markdown field', { timeout: 20_000 }, () => {
  it('puts a picked custom emoji at the caret and the caret after it', async () => {
    const { doc, node } = docOf('text-display');
    const { props, field } = renderInspector(doc, node.key);
    const box = field('content') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello' } });
    // The person has been in the box: its caret counts (a box never entered takes text at its end).
    box.focus();
    box.setSelectionRange(3, 3);
    const user = userEvent.setup();
    const dialog = await openPicker(screen.getByTestId('emoji-button:content'), user);
    await user.click(within(dialog).getByTestId('emoji-tab:custom'));
    await user.type(within(dialog).getByTestId('emoji-custom-id'), '123456789012345678');
    await user.type(within(dialog).getByTestId('emoji-custom-name'), 'blob{Enter}');
    expect(props().content).toBe('Hel<:blob:123456789012345678>lo');
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(3 + '<:blob:123456789012345678>'.length);
  });

  it('replaces a selection with a unicode emoji', async () => {
    const { doc, node } = docOf('text-display');
    const { props, field } = renderInspector(doc, node.key);
    const box = field('content') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'I like it' } });
    box.focus();
    box.setSelectionRange(2, 6);
    const user = userEvent.setup();
    await openPicker(screen.getByTestId('emoji-button:content'), user);
    await user.keyboard('heart{Enter}');
    expect(props().content).toBe('I ❤️ it');
  });

  it('has no emoji button on a one-line text field', () => {
    const { doc, node } = docOf('button');
    renderInspector(doc, node.key);
    expect(screen.queryByTestId('emoji-button:label')).toBeNull();
  });
});

describe(':shortcode: completion', { timeout: 20_000 }, () => {
  // A new Text Display says "Some text": each test starts from an empty box.
  async function setup() {
    const { doc, node } = docOf('text-display');
    const rendered = renderInspector(doc, node.key);
    const box = rendered.field('content') as HTMLTextAreaElement;
    const user = userEvent.setup();
    await user.clear(box);
    return { ...rendered, box, user };
  }
  const list = () => screen.queryByTestId('emoji-complete');
  const options = () => screen.getAllByTestId('emoji-complete-option');

  it('lists matches for :thumbs and puts the first in with Enter', async () => {
    const { box, user, props } = await setup();
    await user.type(box, 'Nice :thumbs');
    await waitFor(() => expect(list()).not.toBeNull());
    expect(options().map((o) => o.textContent)).toEqual(['👍:thumbsup:', '👎:thumbsdown:']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{Enter}');
    expect(props().content).toBe('Nice 👍');
    expect(list()).toBeNull();
    expect(box.selectionStart).toBe('Nice 👍'.length);
  });

  it('moves with the arrow keys and takes the choice with Tab', async () => {
    const { box, user, props } = await setup();
    await user.type(box, ':thumbs');
    await waitFor(() => expect(list()).not.toBeNull());
    await user.keyboard('{ArrowDown}');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Tab}');
    expect(props().content).toBe('👎');
    expect(document.activeElement).toBe(box);
  });

  it('takes a click, keeping the text after the caret', async () => {
    const { box, user, props } = await setup();
    await user.type(box, 'a  b{ArrowLeft}{ArrowLeft}:fir');
    await waitFor(() => expect(list()).not.toBeNull());
    await user.click(options()[0]!);
    expect(props().content).toBe('a 🔥 b');
  });

  it('leaves Enter to an input method that is composing', async () => {
    const { box, user, props } = await setup();
    await user.type(box, ':thumbs');
    await waitFor(() => expect(list()).not.toBeNull());
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(props().content).toBe(':thumbs');
    expect(list()).not.toBeNull();
  });

  it('closes with Escape and leaves the text as typed', async () => {
    const { box, user, props } = await setup();
    await user.type(box, ':smi');
    await waitFor(() => expect(list()).not.toBeNull());
    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    await user.keyboard('{Enter}');
    expect(props().content).toBe(':smi\n');
  });

  it('starts nothing for one letter, a URL or a time', async () => {
    const { box, user } = await setup();
    await user.type(box, ':s http://ex 12:30');
    // The data is loaded: a completion would show at once. None was even mounted for the box.
    expect(list()).toBeNull();
    expect(box.getAttribute('aria-autocomplete')).toBeNull();
  });

  it('completes nothing in a custom id', async () => {
    const { doc, node } = docOf('button');
    const { field } = renderInspector(doc, node.key);
    const user = userEvent.setup();
    await user.clear(field('custom_id'));
    await user.type(field('custom_id'), ':rocke');
    expect(list()).toBeNull();
  });

  it('completes in a one-line text field too', async () => {
    const { doc, node } = docOf('button');
    const { props, field } = renderInspector(doc, node.key);
    const user = userEvent.setup();
    await user.clear(field('label'));
    await user.type(field('label'), 'Go :rocke');
    await waitFor(() => expect(list()).not.toBeNull());
    await user.keyboard('{Enter}');
    expect(props().label).toBe('Go 🚀');
  });
});
