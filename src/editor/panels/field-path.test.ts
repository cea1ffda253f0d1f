import { describe, expect, it } from 'vitest';
import { formatPath } from '../../model';
import { fieldNameFromPath, parsePath } from './field-path';

describe('parsePath', () => {
  it('reads back what formatPath writes', () => {
    const segments = ['components', 0, 'accessory', 'media', 'url', 'odd key', 3];
    expect(parsePath(formatPath(segments))).toEqual(segments);
  });

  it('refuses text that is not a path', () => {
    expect(parsePath('components[0]')).toBeNull();
    expect(parsePath('$.components[x]')).toBeNull();
  });
});

describe('fieldNameFromPath', () => {
  it.each([
    ['$.components[0].components[1].label', 'label'],
    ['$.components[0].accessory.media.url', 'media'],
    ['$.components[2].component.custom_id', 'custom_id'],
    ['$.components[0].options[1].value', 'options'],
    ['$.components[0].components[3].components[0].content', 'content'],
    ['$.data.title', 'title'],
    ['$.data.components[0].component.max_length', 'max_length'],
    ['$.content', 'content'],
    ['$.flags', 'flags'],
    ['$.components[0].items[2].media.url', 'items'],
    ['$[0].name_localizations.fr', 'name_localizations'],
    ['$[3].options[1].options[0].choices[2].value', 'choices'],
    ['$.options[0].description', 'description'],
    ['$.default_member_permissions', 'default_member_permissions'],
  ])('reads %s as the field %s', (path, field) => {
    expect(fieldNameFromPath(path)).toBe(field);
  });

  it.each([
    '$',
    '$.components',
    '$.components[4]',
    '$[2]',
    '$[2].options[0]',
    '$.components[0].accessory',
    '$.data',
    'nonsense',
  ])('gives no field for %s (the component or document itself)', (path) => {
    expect(fieldNameFromPath(path)).toBe('');
  });
});
