// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { option, slash } from '../../../model/testing/command-fixtures';
import { byId, inspectCommand, loadAll } from './test-utils';

beforeAll(loadAll);
afterEach(cleanup);

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const open = (field = 'name') => fireEvent.click(byId(`localization-toggle:${field}`));
/** The words under a row's input. */
const notesOf = (id: string) => {
  const input = byId(id);
  const notes = input.getAttribute('aria-describedby');
  return notes ? (document.getElementById(notes)?.textContent ?? '') : '';
};

describe('the localization table', () => {
  it('starts collapsed, saying how many locales are filled, and opens to 32 labelled rows', () => {
    inspectCommand([slash({ name_localizations: { fr: 'couleur', de: 'farbe' } })]);
    const table = byId('field:name_localizations');
    expect(table.textContent).toContain('2 of 32 filled');
    expect(screen.queryByTestId('localization:name:fr')).toBeNull();
    open();
    expect(byId('localization-toggle:name').getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(screen.getByLabelText(/French/).getAttribute('data-testid')).toBe(
      'localization:name:fr',
    );
    expect(byId('localization:name:fr').value).toBe('couleur');
  });

  it('stores what is typed under the locale and removes a key (and the field) when emptied', () => {
    const { props } = inspectCommand([slash()]);
    open();
    type(byId('localization:name:fr'), 'couleur');
    expect(props().name_localizations).toEqual({ fr: 'couleur' });
    expect(byId('field:name_localizations').textContent).toContain('1 of 32 filled');
    type(byId('localization:name:ja'), '色');
    type(byId('localization:name:fr'), '');
    expect(props().name_localizations).toEqual({ ja: '色' });
    type(byId('localization:name:ja'), '');
    expect('name_localizations' in props()).toBe(false);
  });

  it('makes one undo step per focus session, a row at a time', async () => {
    const user = userEvent.setup();
    const { store, props } = inspectCommand([slash()]);
    open();
    await user.click(byId('localization:name:fr'));
    await user.type(byId('localization:name:fr'), 'couleur');
    await user.click(byId('localization:name:de'));
    await user.type(byId('localization:name:de'), 'farbe');
    expect(props().name_localizations).toEqual({ fr: 'couleur', de: 'farbe' });
    expect(store.getState().history.past).toHaveLength(2);
    act(() => store.getState().undo());
    expect(props().name_localizations).toEqual({ fr: 'couleur' });
    expect(byId('localization:name:de').value).toBe('');
    act(() => store.getState().undo());
    expect('name_localizations' in props()).toBe(false);
  });

  it('shows the fallback Discord uses for an empty row: en-US <-> en-GB, es-419 -> es-ES', () => {
    inspectCommand([slash({ name_localizations: { 'en-US': 'colour-us', 'es-ES': 'color-es' } })]);
    open();
    expect(notesOf('localization:name:en-GB')).toContain('Empty: the English, US text applies.');
    expect(byId('localization:name:en-GB').placeholder).toBe('colour-us');
    expect(notesOf('localization:name:es-419')).toContain('Empty: the Spanish text applies.');
    expect(byId('localization:name:es-419').placeholder).toBe('color-es');
    // Other locales have no fallback: their users see the default.
    expect(notesOf('localization:name:fr')).toBe('');
    expect(byId('localization:name:fr').placeholder).toBe('color');
  });

  it('marks a value equal to the default as ignored, except where it keeps a fallback away', async () => {
    inspectCommand([
      slash({ name_localizations: { fr: 'color', 'en-US': 'color', 'en-GB': 'colour' } }),
    ]);
    open();
    await screen.findByText('Ignored: the same as the default.');
    expect(notesOf('localization:name:fr')).toContain('Ignored: the same as the default.');
    // en-US equal to the default stops en-GB's "colour" from showing to en-US users.
    expect(notesOf('localization:name:en-US')).not.toContain('Ignored');
  });

  it("applies the translated field's limit to each value, with the model's error in the row", async () => {
    inspectCommand([slash()]);
    open();
    const fr = byId('localization:name:fr');
    type(fr, 'x'.repeat(33));
    expect(fr.getAttribute('aria-invalid')).toBe('true');
    expect(notesOf('localization:name:fr')).toContain('33 / 32');
    expect(
      await screen.findByText(
        /`name_localizations.fr` of this slash command is 33 characters long/,
        {
          selector: '.loc-notes span',
        },
      ),
    ).toBeTruthy();
    expect(byId('field:name_localizations').textContent).toContain('1 problem');
  });

  it('translates the description with the description limit', () => {
    inspectCommand([slash()]);
    open('description');
    const de = byId('localization:description:de');
    type(de, 'x'.repeat(100));
    expect(de.getAttribute('aria-invalid')).toBeNull();
    expect(notesOf('localization:description:de')).toContain('100 / 100');
  });

  it('filters the rows by language or code, or to the filled ones', () => {
    inspectCommand([slash({ name_localizations: { fr: 'couleur', ko: '색' } })]);
    open();
    const table = byId('field:name_localizations');
    type(screen.getByRole('searchbox'), 'span');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Spanish es-ES', 'Spanish, LATAM es-419']);
    type(screen.getByRole('searchbox'), 'zz');
    expect(table.textContent).toContain('No language matches “zz”.');
    type(screen.getByRole('searchbox'), '');
    fireEvent.click(screen.getByLabelText('Only filled'));
    // Each filled row counts its text against the name's 32.
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['French fr7 / 32', 'Korean ko1 / 32']);
  });

  it('keeps a key that is not a locale, with its problem, until it is emptied', async () => {
    const { props } = inspectCommand([
      slash({ name_localizations: { en: 'colour', fr: 'couleur' } }),
    ]);
    open();
    expect(byId('localization:name:en').value).toBe('colour');
    await screen.findByText(
      /uses the key "en", which is not a Discord locale; use en-US or en-GB/,
      {
        selector: '.loc-notes span',
      },
    );
    type(byId('localization:name:en'), '');
    expect(props().name_localizations).toEqual({ fr: 'couleur' });
  });

  it('is offered on options too, translating their own name', () => {
    const { props } = inspectCommand([slash({ options: [option('string-option')] })], {
      path: [0],
    });
    open();
    expect(byId('localization:name:fr').placeholder).toBe('shade');
    type(byId('localization:name:fr'), 'teinte');
    expect(props().name_localizations).toEqual({ fr: 'teinte' });
  });
});
