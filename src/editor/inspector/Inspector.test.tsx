// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { richInputs } from './RichField';
import {
  IS_COMPONENTS_V2,
  SUPPRESS_EMBEDS,
  SUPPRESS_NOTIFICATIONS,
  emptyMessage,
  emptyModal,
} from '../../model';
import { docOf, renderInspector } from './test-utils';

// The larger editors load after the editor is usable; here they are there from the start.
beforeAll(() => richInputs.load());

afterEach(cleanup);

describe('Inspector', () => {
  it('shows the kind and how a person would name the selected node', () => {
    const { doc, node } = docOf('button');
    renderInspector(doc, node.key);
    expect(screen.getByRole('heading', { name: 'Button' })).toBeTruthy();
    expect(screen.getByTestId('inspector-subject').textContent).toBe('Button "Button"');
  });

  it('goes back to the document fields from a selected component', () => {
    const { doc, node } = docOf('text-display', 'modal');
    const { store } = renderInspector(doc, node.key);
    fireEvent.click(screen.getByTestId('select-document'));
    expect(store.getState().selectedKey).toBeNull();
    expect(screen.getByTestId('field:title')).toBeTruthy();
  });

  it('does not repeat the kind under the title when the component has no name', () => {
    const { doc, node } = docOf('separator');
    renderInspector(doc, node.key);
    expect(screen.getByTestId('inspector-subject').textContent).toBe('');
  });

  it('shows a field for every catalog field of the kind on this surface', () => {
    const { doc, node } = docOf('string-select');
    renderInspector(doc, node.key);
    for (const name of ['id', 'custom_id', 'placeholder', 'options', 'min_values', 'disabled'])
      expect(screen.getByTestId(`field:${name}`)).toBeTruthy();
    // `required` is a modal field.
    expect(screen.queryByTestId('field:required')).toBeNull();
  });

  it('shows the modal-only required field of a select in a modal', () => {
    const { doc, node } = docOf('string-select', 'modal');
    renderInspector(doc, node.key);
    expect(screen.getByTestId('field:required')).toBeTruthy();
    expect(screen.queryByTestId('field:disabled')).toBeNull();
  });

  it('follows the selection', () => {
    const { doc, node } = docOf('text-display');
    const { store } = renderInspector(doc, null);
    expect(screen.queryByTestId('field:content')).toBeNull();
    act(() => store.getState().select(node.key));
    expect((screen.getByTestId('field:content') as HTMLTextAreaElement).value).toBe('Some text');
  });
});

describe('Inspector document fields', () => {
  it('edits a legacy message content with a counter against 2000', () => {
    const { store, field } = renderInspector(emptyMessage(false));
    fireEvent.change(field('content'), { target: { value: 'Hello' } });
    expect(store.getState().doc.body.content).toBe('Hello');
    expect(screen.getByText('5 / 2000')).toBeTruthy();
    fireEvent.change(field('content'), { target: { value: '' } });
    expect('content' in store.getState().doc.body).toBe(false);
  });

  it('has no content box on a Components V2 message', () => {
    renderInspector(emptyMessage());
    expect(screen.queryByTestId('field:content')).toBeNull();
    expect(screen.getByTestId('field:flags')).toBeTruthy();
  });

  it('toggles flags without touching IS_COMPONENTS_V2', () => {
    const { store, field } = renderInspector(emptyMessage());
    fireEvent.click(field('flags.suppress_embeds'));
    fireEvent.click(field('flags.suppress_notifications'));
    expect(store.getState().doc.body.flags).toBe(
      IS_COMPONENTS_V2 | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS,
    );
    fireEvent.click(field('flags.suppress_embeds'));
    expect(store.getState().doc.body.flags).toBe(IS_COMPONENTS_V2 | SUPPRESS_NOTIFICATIONS);
  });

  it('removes flags from a legacy message when the last one is cleared', () => {
    const { store, field } = renderInspector(emptyMessage(false));
    fireEvent.click(field('flags.suppress_embeds'));
    expect(store.getState().doc.body.flags).toBe(SUPPRESS_EMBEDS);
    fireEvent.click(field('flags.suppress_embeds'));
    expect('flags' in store.getState().doc.body).toBe(false);
  });

  it('edits a modal title and custom_id with their counters', () => {
    const { store, field } = renderInspector(emptyModal());
    fireEvent.change(field('title'), { target: { value: 'Feedback' } });
    fireEvent.change(field('custom_id'), { target: { value: 'feedback_form' } });
    expect(store.getState().doc.body).toMatchObject({
      title: 'Feedback',
      custom_id: 'feedback_form',
    });
    expect(screen.getByText('8 / 45')).toBeTruthy();
    expect(screen.getByText('13 / 100')).toBeTruthy();
  });

  it('keeps a required title as an empty string and marks it invalid', () => {
    const { store, field } = renderInspector(emptyModal());
    fireEvent.change(field('title'), { target: { value: '' } });
    expect(store.getState().doc.body.title).toBe('');
    expect(field('title').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Inspector undo grouping', () => {
  it('makes one undo step per focus session of a field', async () => {
    const user = userEvent.setup();
    const { doc, node } = docOf('text-display');
    const { store, field } = renderInspector(doc, node.key);
    const content = field('content') as HTMLTextAreaElement;
    await user.click(content);
    await user.type(content, 'abcde');
    await user.tab();
    await user.click(content);
    await user.type(content, 'fgh');
    expect(content.value).toBe('Some textabcdefgh');
    expect(store.getState().history.past).toHaveLength(2);
    act(() => store.getState().undo());
    expect(content.value).toBe('Some textabcde');
    act(() => store.getState().undo());
    expect(content.value).toBe('Some text');
  });

  it('makes each toggle its own step', () => {
    const { doc, node } = docOf('container');
    const { store, field } = renderInspector(doc, node.key);
    fireEvent.click(field('spoiler'));
    fireEvent.click(field('spoiler'));
    expect(store.getState().history.past).toHaveLength(2);
  });
});

describe('Inspector focus requests', () => {
  it('focuses the field a request names, selecting its node', () => {
    const { doc, node } = docOf('button');
    const { store } = renderInspector(doc, null);
    act(() => store.getState().requestFocus(node.key, 'custom_id'));
    expect(document.activeElement).toBe(screen.getByTestId('field:custom_id'));
  });

  it('focuses a document field', () => {
    const { store } = renderInspector(emptyModal());
    act(() => store.getState().requestFocus(null, 'custom_id'));
    expect(document.activeElement).toBe(screen.getByTestId('field:custom_id'));
  });

  it('finds a nested path, and falls back to the first field', () => {
    const { doc, node } = docOf('string-select');
    const { store } = renderInspector(doc, node.key);
    act(() => store.getState().requestFocus(node.key, 'options[1].value'));
    expect(document.activeElement).toBe(screen.getByTestId('field:options.1.value'));
    act(() => store.getState().requestFocus(node.key, 'no_such_field'));
    expect(document.activeElement).toBe(screen.getByTestId('field:id'));
  });
});

describe('Inspector problems', () => {
  it('lists the validation problems of the selected node', async () => {
    const { doc, node } = docOf('label', 'modal');
    const { field } = renderInspector(doc, node.key);
    expect(screen.queryByTestId('inspector-problems')).toBeNull();
    fireEvent.change(field('label'), { target: { value: '' } });
    expect(
      (await screen.findByTestId('inspector-problems', {}, { timeout: 10_000 })).textContent,
    ).toMatch(/label/i);
  });
});
