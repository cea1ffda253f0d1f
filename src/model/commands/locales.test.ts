import { describe, expect, it } from 'vitest';
import {
  LOCALE_FALLBACKS,
  LOCALE_NAMES,
  LOCALES,
  isLocale,
  localizedFor,
  suggestLocales,
} from './locales';

describe('LOCALES', () => {
  it('lists the 32 locales of docs/discord-rules.md in its order', () => {
    expect(LOCALES).toHaveLength(32);
    expect(LOCALES.slice(0, 7)).toEqual(['id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419']);
    expect(LOCALES.slice(-4)).toEqual(['zh-CN', 'ja', 'zh-TW', 'ko']);
    expect(new Set(LOCALES).size).toBe(32);
  });

  it('names every locale', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
  });
});

describe('isLocale', () => {
  it.each(['fr', 'en-US', 'es-419', 'zh-TW', 'no'])('accepts %s', (l) => {
    expect(isLocale(l)).toBe(true);
  });

  it.each(['en', 'en-us', 'EN-US', 'es', 'pt-PT', 'nb', '', 'fr ', 42, null])('refuses %s', (l) => {
    expect(isLocale(l)).toBe(false);
  });
});

describe('suggestLocales', () => {
  it('corrects the case and the separator', () => {
    expect(suggestLocales('en-us')).toEqual(['en-US']);
    expect(suggestLocales('pt_BR')).toEqual(['pt-BR']);
  });

  it('offers the regional locales for a bare language', () => {
    expect(suggestLocales('en')).toEqual(['en-US', 'en-GB']);
    expect(suggestLocales('zh')).toEqual(['zh-CN', 'zh-TW']);
    expect(suggestLocales('sv')).toEqual(['sv-SE']);
    expect(suggestLocales('fr-FR')).toEqual(['fr']);
  });

  it('has nothing to offer for an unrelated key', () => {
    expect(suggestLocales('klingon')).toEqual([]);
  });

  it('has nothing to offer for a key named like an Object.prototype member', () => {
    expect(suggestLocales('constructor')).toEqual([]);
    expect(suggestLocales('__proto__')).toEqual([]);
    expect(suggestLocales('Constructor_DE')).toEqual([]);
  });
});

describe('localizedFor', () => {
  it('holds the three fallbacks as data', () => {
    expect(LOCALE_FALLBACKS).toEqual({ 'en-US': 'en-GB', 'en-GB': 'en-US', 'es-419': 'es-ES' });
  });

  it("shows the locale's own value first", () => {
    expect(localizedFor('de', 'color', { de: 'farbe', fr: 'couleur' })).toBe('farbe');
  });

  it('shows en-GB to an en-US user when en-US is missing, and the other way round', () => {
    expect(localizedFor('en-US', 'color', { 'en-GB': 'colour' })).toBe('colour');
    expect(localizedFor('en-GB', 'colour', { 'en-US': 'color' })).toBe('color');
  });

  it('keeps an en-US value equal to the default rather than falling back to en-GB', () => {
    expect(localizedFor('en-US', 'color', { 'en-US': 'color', 'en-GB': 'colour' })).toBe('color');
  });

  it('shows es-ES to an es-419 user when es-419 is missing, never the other way', () => {
    expect(localizedFor('es-419', 'color', { 'es-ES': 'color-es' })).toBe('color-es');
    expect(localizedFor('es-ES', 'color', { 'es-419': 'color-la' })).toBe('color');
  });

  it('shows the default when neither the locale nor its fallback has a value', () => {
    expect(localizedFor('fr', 'color', { de: 'farbe' })).toBe('color');
    expect(localizedFor('en-US', 'color', { de: 'farbe' })).toBe('color');
    expect(localizedFor('fr', 'color', null)).toBe('color');
    expect(localizedFor('fr', 'color', undefined)).toBe('color');
  });

  it('treats a null value as missing', () => {
    expect(localizedFor('en-US', 'color', { 'en-US': null, 'en-GB': 'colour' })).toBe('colour');
  });
});
