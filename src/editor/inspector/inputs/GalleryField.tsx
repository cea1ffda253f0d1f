// A Media Gallery's items (1 to 10): each a URL or attached file, a description and a spoiler.
import { useId } from 'react';
import { LIMITS } from '../../../model';
import { ListHead, RowControls } from './ListControls';
import { MediaEditor } from './MediaEditor';
import { SubText } from './SubText';
import type { FieldEditorProps } from './types';
import { testId } from './types';
import { asArray, asRecord, moveItem, tidy } from '../values';

export function GalleryField({ spec, binding }: FieldEditorProps) {
  const headingId = useId();
  const items = asArray(binding.value);

  const edit = (i: number, patch: Record<string, unknown>, discrete = false) => {
    const next = items.map((it, j) =>
      j === i ? tidy({ ...asRecord(it), ...patch }, ['description']) : it,
    );
    if (discrete) binding.commit(next);
    else binding.set(next);
  };
  const add = () =>
    binding.commit([
      ...items,
      { media: { url: `https://cdn.discordapp.com/embed/avatars/${items.length % 6}.png` } },
    ]);

  return (
    <div className="insp-field" onFocus={binding.onFocus} onBlur={binding.onBlur}>
      <ListHead
        headingId={headingId}
        label={spec.label}
        n={items.length}
        min={spec.min}
        max={spec.max}
        addLabel="Add item"
        onAdd={add}
      />
      <ol
        className="insp-list"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-testid={testId(spec.name)}
      >
        {items.map((raw, i) => {
          const item = asRecord(raw);
          const at = `${spec.name}.${i}`;
          return (
            <li key={i} className="insp-item">
              <div className="insp-item-head">
                <span className="insp-item-title">Item {i + 1}</span>
                <label className="insp-check">
                  <input
                    type="checkbox"
                    data-testid={testId(`${at}.spoiler`)}
                    checked={item.spoiler === true}
                    onChange={(e) => edit(i, { spoiler: e.target.checked || undefined }, true)}
                  />
                  Spoiler
                </label>
                <RowControls
                  what={`item ${i + 1}`}
                  index={i}
                  count={items.length}
                  keep={spec.min !== undefined && items.length <= spec.min}
                  onMove={(by) => binding.commit(moveItem(items, i, by))}
                  onRemove={() => binding.commit(items.filter((_, j) => j !== i))}
                />
              </div>
              <MediaEditor
                value={item.media}
                name={`${at}.media`}
                label={`Item ${i + 1}`}
                onUrl={(media) => edit(i, { media })}
                onAttached={(url) => {
                  // The list may have changed while the file was stored; patch what is there now.
                  const now = asArray(binding.current());
                  const current = asRecord(now[i]);
                  binding.commit(
                    now.map((it, j) =>
                      j === i ? { ...current, media: { ...asRecord(current.media), url } } : it,
                    ),
                  );
                }}
              />
              <SubText
                label="Description (alt text)"
                testId={testId(`${at}.description`)}
                value={item.description}
                max={LIMITS.mediaDescription}
                multiline
                onChange={(description) => edit(i, { description })}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
