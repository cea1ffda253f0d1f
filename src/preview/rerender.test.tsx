// @vitest-environment jsdom
// The previews draw again only what an edit changed: every Markdown drawn and every choice list
// read is recorded, and an edit of one component of 40 must draw that one and no other.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doc, MessageDoc, ModalDoc, Node } from '../model';
import { updateNode } from '../model';
import {
  checkboxGroup,
  container,
  docOf,
  label,
  message,
  modal,
  text,
  texts,
  textInput,
} from '../model/testing/fixtures';
import { MessagePreview } from './message/MessagePreview';
import { ModalPreview } from './modal/ModalPreview';
import { InteractionSimulator } from './simulator/InteractionSimulator';
import type * as MarkdownModule from './markdown';
import type * as SelectValues from './select/select-values';

const seen = vi.hoisted(() => ({ markdown: [] as string[], choices: [] as string[] }));

vi.mock('./markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof MarkdownModule>();
  const { recordingMarkdown } = await import('./markdown/test-helpers');
  return {
    ...actual,
    Markdown: recordingMarkdown(actual.Markdown, seen.markdown),
  };
});

vi.mock('./select/select-values', async (importOriginal) => {
  const actual = await importOriginal<typeof SelectValues>();
  return {
    ...actual,
    entitiesOf: (...args: Parameters<typeof actual.entitiesOf>) => {
      seen.choices.push(args[0].key);
      return actual.entitiesOf(...args);
    },
  };
});

beforeEach(() => {
  seen.markdown.length = 0;
  seen.choices.length = 0;
});
afterEach(cleanup);

/** Forgets what the first render drew, so that a test sees only what came after. */
const forget = () => {
  seen.markdown.length = 0;
  seen.choices.length = 0;
};

/** 1 Container holding 39 Text Displays: the editor's 40-component benchmark design. */
function fortyComponents(): MessageDoc {
  const doc = docOf(message(container(...texts(39))));
  if (doc.surface !== 'message') throw new Error('not a message');
  return doc;
}

const textsOf = (doc: Doc): Node[] => doc.nodes[0]!.slots.components!;

function edit<D extends Doc>(doc: D, node: Node, content: string): D {
  const result = updateNode(doc, node.key, { content });
  if (!result.ok) throw new Error(result.reason);
  return result.doc as D;
}

describe('MessagePreview re-rendering', () => {
  it('draws again only the Text Display that changed, not its 38 siblings', () => {
    const doc = fortyComponents();
    const view = render(<MessagePreview doc={doc} />);
    expect(seen.markdown).toHaveLength(39);
    forget();
    const edited = edit(doc, textsOf(doc)[17]!, 'Edited text');
    view.rerender(<MessagePreview doc={edited} />);
    expect(seen.markdown).toEqual(['Edited text']);
    expect(screen.getByText('Edited text')).toBeTruthy();
    expect(screen.getByText('Text 16')).toBeTruthy();
  });

  it("draws again only the embed field that changed, not the embed's other texts", () => {
    const doc = docOf({
      embeds: [
        {
          description: 'About',
          fields: [
            { name: 'One', value: 'First' },
            { name: 'Two', value: 'Second' },
            { name: 'Three', value: 'Third' },
          ],
        },
      ],
    });
    if (doc.surface !== 'message') throw new Error('not a message');
    const view = render(<MessagePreview doc={doc} />);
    expect([...seen.markdown].sort()).toEqual(['About', 'First', 'Second', 'Third']);
    forget();
    const embed = doc.nodes[0]!;
    const changed = updateNode(doc, embed.key, { description: 'About, edited' });
    if (!changed.ok) throw new Error(changed.reason);
    view.rerender(<MessagePreview doc={changed.doc as MessageDoc} />);
    expect(seen.markdown).toEqual(['About, edited']);
  });

  it('moves the selection outline without drawing any text again', () => {
    const doc = fortyComponents();
    const [a, b] = [textsOf(doc)[3]!, textsOf(doc)[30]!];
    const view = render(<MessagePreview doc={doc} selectedKey={null} />);
    forget();
    view.rerender(<MessagePreview doc={doc} selectedKey={a.key} />);
    // The two components concerned draw their frame again; their text (Markdown) stays as drawn.
    expect(seen.markdown).toEqual([]);
    forget();
    view.rerender(<MessagePreview doc={doc} selectedKey={b.key} />);
    expect(seen.markdown).toEqual([]);
    const selected = view.container.querySelectorAll('[data-selected="true"]');
    expect(Array.from(selected).map((el) => el.getAttribute('data-node-key'))).toEqual([b.key]);
  });

  it('draws nothing again for new callbacks, and calls the newest one', () => {
    const doc = fortyComponents();
    const first = vi.fn();
    const view = render(<MessagePreview doc={doc} onSelect={first} onInteract={vi.fn()} />);
    forget();
    const second = vi.fn();
    view.rerender(<MessagePreview doc={doc} onSelect={second} onInteract={vi.fn()} />);
    expect(seen.markdown).toEqual([]);
    fireEvent.click(screen.getByText('Text 5'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(textsOf(doc)[5]!.key);
  });
});

function fieldsModal(): ModalDoc {
  const doc = docOf(
    modal(text('Intro'), label('Name', textInput()), label('Days', checkboxGroup()), text('Outro')),
  );
  if (doc.surface !== 'modal') throw new Error('not a modal');
  return doc;
}

describe('ModalPreview re-rendering', () => {
  it('draws again only the field whose node changed', () => {
    const doc = fieldsModal();
    const view = render(<ModalPreview doc={doc} />);
    forget();
    view.rerender(<ModalPreview doc={edit(doc, doc.nodes[0]!, 'New intro')} />);
    expect(seen.markdown).toEqual(['New intro']);
    // The Checkbox Group's default answer is rebuilt from the edited document, yet equal.
    expect(seen.choices).toEqual([]);
  });

  it('typing an answer draws neither the texts nor the other fields', async () => {
    const user = userEvent.setup();
    render(<ModalPreview doc={fieldsModal()} />);
    forget();
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'Ant');
    expect((input as HTMLInputElement).value).toBe('Ant');
    expect(seen.markdown).toEqual([]);
    expect(seen.choices).toEqual([]);
  });

  it('ticking a choice draws that field again, and the outline follows the selection', async () => {
    const user = userEvent.setup();
    const doc = fieldsModal();
    const view = render(<ModalPreview doc={doc} selectedKey={null} />);
    forget();
    await user.click(screen.getByRole('checkbox', { name: 'Choice 2' }));
    expect((screen.getByRole('checkbox', { name: 'Choice 2' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(seen.markdown).toEqual([]);
    forget();
    act(() => view.rerender(<ModalPreview doc={doc} selectedKey={doc.nodes[3]!.key} />));
    expect(seen.markdown).toEqual([]);
    expect(view.container.querySelector('[data-selected="true"]')?.textContent).toContain('Outro');
    expect(seen.choices).toEqual([]);
  });
});

describe('InteractionSimulator re-rendering', () => {
  it('passes an edit through to the one Text Display that changed', () => {
    const doc = fortyComponents();
    const onSelect = vi.fn();
    const view = render(<InteractionSimulator doc={doc} onSelect={onSelect} />);
    forget();
    const edited = edit(doc, textsOf(doc)[0]!, 'First, edited');
    view.rerender(<InteractionSimulator doc={edited} onSelect={() => onSelect()} />);
    expect(seen.markdown).toEqual(['First, edited']);
  });
});
