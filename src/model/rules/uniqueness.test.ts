import { describe, expect, it } from 'vitest';
import { importPayload } from '../payload/import';
import {
  button,
  container,
  expectOnly,
  expectProblems,
  expectValid,
  label,
  linkButton,
  message,
  modal,
  row,
  section,
  text,
  textInput,
} from '../testing/fixtures';

const withId = (component: Record<string, unknown>, id: unknown) => ({ ...component, id });

describe('Component id', () => {
  it('accepts distinct ids', () => {
    expectValid(message(withId(text(), 1), withId(text(), 2), withId(row(button({ id: 3 })), 4)));
  });

  it('refuses the same id twice, reporting the second', () => {
    expectOnly(
      message(withId(text(), 7), withId(text(), 7)),
      'error duplicate-id $.components[1].id',
      7,
    );
  });

  it('names the node of the second use', () => {
    const { doc, problems } = importPayload(message(withId(text(), 7), withId(text(), 7)));
    expect(problems.map((p) => p.nodeId)).toEqual([doc?.nodes[1]?.key]);
  });

  it('refuses an id repeated at another depth', () => {
    expectOnly(
      message(withId(container(text()), 5), section([withId(text(), 5)], button())),
      'error duplicate-id $.components[1].components[0].id',
      5,
    );
  });

  it('refuses the same id twice in a modal', () => {
    expectOnly(
      modal(withId(label('Name', textInput({ id: 2 })), 2)),
      'error duplicate-id $.components[0].component.id',
      2,
    );
  });

  it('accepts id 0 on several components', () => {
    expectValid(message(withId(text(), 0), withId(text(), 0), withId(row(button({ id: 0 })), 0)));
  });

  it('accepts id 2147483647', () => {
    expectValid(message(withId(text(), 2147483647)));
  });

  it('refuses id 2147483648', () => {
    expectOnly(
      message(withId(text(), 2147483648)),
      'error out-of-range $.components[0].id',
      2147483648,
      2147483647,
    );
  });

  it('refuses a negative id', () => {
    expectOnly(message(withId(text(), -1)), 'error out-of-range $.components[0].id', -1, 0);
  });

  it('refuses an id that is not a whole number', () => {
    expectOnly(message(withId(text(), 1.5)), 'error invalid-type $.components[0].id', 1.5);
    expectOnly(message(withId(text(), '1')), 'error invalid-type $.components[0].id');
  });
});

describe('custom_id uniqueness', () => {
  it('accepts distinct custom_ids and link buttons without one', () => {
    expectValid(message(row(button({ custom_id: 'a' }), button({ custom_id: 'b' }), linkButton())));
  });

  it('refuses two buttons sharing a custom_id', () => {
    expectOnly(
      message(row(button({ custom_id: 'same' }), button({ custom_id: 'same' }))),
      'error duplicate-custom-id $.components[0].components[1].custom_id',
      'same',
    );
  });

  it('refuses a custom_id shared across rows and a Section accessory', () => {
    expectProblems(
      message(
        row(button({ custom_id: 'x' })),
        container(row(button({ custom_id: 'x' }))),
        section([text()], button({ custom_id: 'x' })),
      ),
      [
        'error duplicate-custom-id $.components[1].components[0].components[0].custom_id',
        'error duplicate-custom-id $.components[2].accessory.custom_id',
      ],
    );
  });

  it('refuses two Text Inputs sharing a custom_id in a modal', () => {
    expectOnly(
      modal(
        label('A', textInput({ custom_id: 'name' })),
        label('B', textInput({ custom_id: 'name' })),
      ),
      'error duplicate-custom-id $.components[1].component.custom_id',
      'name',
    );
  });

  it("accepts a component sharing the modal's own custom_id", () => {
    expectValid(modal(label('A', textInput({ custom_id: 'modal' }))));
  });
});
