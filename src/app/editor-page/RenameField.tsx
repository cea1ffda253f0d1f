// The design's name, edited in place: Enter or leaving the field keeps it, Escape cancels.
import { useEffect, useRef, useState } from 'react';
import { NATIVE_UNDO_ATTR } from '../../editor';

export function RenameField({
  name,
  onDone,
}: {
  name: string;
  onDone: (name: string | null) => void;
}) {
  const [value, setValue] = useState(name);
  const ref = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const finish = (result: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(result);
  };
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <input
      ref={ref}
      className="design-name-input"
      data-testid="design-name-input"
      aria-label="Design name"
      maxLength={100}
      value={value}
      {...{ [NATIVE_UNDO_ATTR]: '' }}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(value);
        else if (e.key === 'Escape') finish(null);
      }}
      onBlur={() => finish(value)}
    />
  );
}
