import { describe, expect, it } from 'vitest';
import { CATALOG, ComponentType, entryOf } from './catalog';

const labelOf = (type: number, field: string) =>
  entryOf(type)?.fields.find((f) => f.name === field)?.label;

describe('catalog field labels', () => {
  it("labels a File Upload's bounds as files, not choices", () => {
    expect(labelOf(ComponentType.FileUpload, 'min_values')).toBe('Minimum files');
    expect(labelOf(ComponentType.FileUpload, 'max_values')).toBe('Maximum files');
  });

  it("labels a select's and a Checkbox Group's bounds as choices", () => {
    expect(labelOf(ComponentType.StringSelect, 'min_values')).toBe('Minimum choices');
    expect(labelOf(ComponentType.CheckboxGroup, 'max_values')).toBe('Maximum choices');
  });

  it('gives every field of every kind a label', () => {
    for (const entry of CATALOG)
      for (const field of entry.fields)
        expect(field.label, `${entry.name}.${field.name}`).toBeTruthy();
  });
});
