import { describe, expect, it } from 'vitest';
import { CATALOG, entryOf } from './catalog';

const labelOf = (kind: string, field: string) =>
  entryOf(kind)?.fields.find((f) => f.name === field)?.label;

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
      for (const field of entry.fields)
        expect(field.label, `${entry.name}.${field.name}`).toBeTruthy();
  });
});
