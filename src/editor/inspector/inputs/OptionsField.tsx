// A String Select's options, or a Radio / Checkbox Group's choices: add, remove, reorder, and for
// each its label, value, description, emoji (selects only) and whether it starts chosen.
import { useId } from 'react';
import { LIMITS } from '../../../model';
import { EmojiEditor } from './EmojiEditor';
import { ListHead, RowControls } from './ListControls';
import { SubText } from './SubText';
import type { FieldEditorProps } from './types';
import { testId } from './types';
import { asArray, asRecord, moveItem, tidy } from '../values';

/** `Option n` with the first n no other option uses as its value. */
export function newOption(options: readonly unknown[]): Record<string, unknown> {
  const used = new Set(options.map((o) => asRecord(o).value));
  let n = options.length + 1;
  while (used.has(`option_${n}`)) n += 1;
  return { label: `Option ${n}`, value: `option_${n}` };
}

export function OptionsField({ spec, binding, nodeType }: FieldEditorProps) {
  const headingId = useId();
  const options = asArray(binding.value);
  const isSelect = spec.input === 'select-options';
  const max = isSelect ? LIMITS.selectOptionText : LIMITS.choiceOptionText;
  // A radio group starts with at most one choice picked.
  const single = nodeType === 'radio-group';

  const edit = (i: number, patch: Record<string, unknown>, discrete = false) => {
    const next = options.map((o, j) => {
      if (j === i) return tidy({ ...asRecord(o), ...patch }, ['description']);
      if (single && patch.default === true && asRecord(o).default !== undefined)
        return tidy({ ...asRecord(o), default: undefined });
      return o;
    });
    if (discrete) binding.commit(next);
    else binding.set(next);
  };

  return (
    <div className="insp-field" onFocus={binding.onFocus} onBlur={binding.onBlur}>
      <ListHead
        headingId={headingId}
        label={spec.label}
        n={options.length}
        min={spec.min}
        max={spec.max}
        addLabel="Add option"
        onAdd={() => binding.commit([...options, newOption(options)])}
      />
      <ol
        className="insp-list"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-testid={testId(spec.name)}
      >
        {options.map((raw, i) => {
          const o = asRecord(raw);
          const at = `${spec.name}.${i}`;
          return (
            <li key={i} className="insp-item">
              <div className="insp-item-head">
                <span className="insp-item-title">Option {i + 1}</span>
                <label className="insp-check">
                  <input
                    type="checkbox"
                    data-testid={testId(`${at}.default`)}
                    checked={o.default === true}
                    onChange={(e) => edit(i, { default: e.target.checked || undefined }, true)}
                  />
                  Default
                </label>
                <RowControls
                  what={`option ${i + 1}`}
                  index={i}
                  count={options.length}
                  keep={spec.min !== undefined && options.length <= spec.min}
                  onMove={(by) => binding.commit(moveItem(options, i, by))}
                  onRemove={() => binding.commit(options.filter((_, j) => j !== i))}
                />
              </div>
              <div className="insp-grid">
                <SubText
                  label="Label"
                  testId={testId(`${at}.label`)}
                  value={o.label}
                  max={max}
                  required
                  onChange={(label) => edit(i, { label })}
                />
                <SubText
                  label="Value"
                  testId={testId(`${at}.value`)}
                  value={o.value}
                  max={max}
                  required
                  onChange={(value) => edit(i, { value })}
                />
              </div>
              <SubText
                label="Description"
                testId={testId(`${at}.description`)}
                value={o.description}
                max={max}
                onChange={(description) => edit(i, { description })}
              />
              {isSelect && (
                <div className="insp-sub">
                  <span className="insp-sublabel">Emoji</span>
                  <EmojiEditor
                    value={o.emoji}
                    name={`${at}.emoji`}
                    label={`Option ${i + 1} emoji`}
                    onChange={(emoji) => edit(i, { emoji })}
                    onCommit={(emoji) => edit(i, { emoji }, true)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
