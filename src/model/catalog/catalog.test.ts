import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { fieldsOf } from './fields';

const labelOf = (kind: string, field: string) =>
  fieldsOf(kind).find((f) => f.name === field)?.label;

describe('catalog field labels', () => {
  it("labels a File Upload's bounds as files, not choices", () => {
    expect(labelOf('file-upload', 'min_values')).toBe('Minimum files');
    expect(labelOf('file-upload', 'max_values')).toBe('Maximum files');
  });

  it("labels a select's and a Checkbox Group's bounds as choices", () => {
    expect(labelOf('string-select', 'min_values')).toBe('Minimum choices');
    expect(labelOf('checkbox-group', 'max_values')).toBe('Maximum choices');
  });

  it('gives every field of every kind a label', () => {
    for (const entry of CATALOG)
      for (const field of fieldsOf(entry.kind))
        expect(field.label, `${entry.name}.${field.name}`).toBeTruthy();
  });
});

describe("the catalog's two halves (kinds in catalog.ts, their fields in fields.ts)", () => {
  it('gives every kind its fields, each named once, and none to a name that is not a kind', () => {
    for (const entry of CATALOG) {
      const names = fieldsOf(entry.kind).map((f) => f.name);
      expect(names.length, entry.kind).toBeGreaterThan(0);
      expect(new Set(names).size, entry.kind).toBe(names.length);
    }
    expect(fieldsOf('unknown')).toEqual([]);
    expect(fieldsOf('toString')).toEqual([]);
  });

  it('calls a component interactive exactly when it carries a custom_id', () => {
    for (const entry of CATALOG.filter((e) => e.family === 'component'))
      expect(entry.interactive, entry.kind).toBe(
        fieldsOf(entry.kind).some((f) => f.name === 'custom_id'),
      );
  });

  it('keeps the fields each kind had: the button, the channel select and the value options', () => {
    expect(fieldsOf('button').map((f) => f.name)).toEqual([
      'id',
      'style',
      'label',
      'emoji',
      'custom_id',
      'url',
      'sku_id',
      'disabled',
    ]);
    expect(fieldsOf('channel-select').at(-1)?.name).toBe('channel_types');
    expect(fieldsOf('string-option').map((f) => f.name)).toEqual([
      'name',
      'name_localizations',
      'description',
      'description_localizations',
      'required',
      'choices',
      'autocomplete',
      'min_length',
      'max_length',
    ]);
    expect(fieldsOf('subcommand').map((f) => f.name)).not.toContain('required');
  });
});
