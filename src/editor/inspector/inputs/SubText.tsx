// A small labelled text box inside a list entry (an option's label, an item's description).
import { useId } from 'react';
import { Counter, outside } from '../FieldFrame';
import { asText } from '../values';

interface SubTextProps {
  label: string;
  testId: string;
  value: unknown;
  max?: number;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  invalid?: boolean;
  onChange: (text: string) => void;
}

export function SubText(props: SubTextProps) {
  const { label, value, max, required, multiline, placeholder, invalid, onChange } = props;
  const id = useId();
  const text = asText(value);
  const bad = outside(text.length, max) || (required === true && text === '') || invalid === true;
  const common = {
    id,
    'data-testid': props.testId,
    className: 'insp-input',
    value: text,
    placeholder,
    'aria-invalid': bad || undefined,
    'aria-required': required || undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="insp-sub">
      <div className="insp-field-head">
        <label htmlFor={id} className="insp-sublabel">
          {label}
        </label>
        {max !== undefined && <Counter n={text.length} max={max} />}
      </div>
      {multiline ? <textarea {...common} rows={2} /> : <input {...common} autoComplete="off" />}
    </div>
  );
}
