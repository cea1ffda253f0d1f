// A Text Input in a modal: a 44px single line or a ≈91px paragraph, with the placeholder, the
// pre-filled value and a monospace counter of the characters left.
import type { ChangeEvent, ReactElement } from 'react';
import { LIMITS } from '../../model';
import { num, str } from '../media/read';
import type { ControlProps } from './context';
import { describedBy, useAnswer, useFrame, useModalContext } from './context';

/** Characters as Discord counts them (code points), not UTF-16 units. */
export const charCount = (value: string): number => Array.from(value).length;

const clip = (value: string, max: number): string =>
  charCount(value) > max ? Array.from(value).slice(0, max).join('') : value;

/** Text Inputs are required unless they say otherwise. */
export const isRequired = (props: Record<string, unknown>): boolean => props.required !== false;

export function TextInputField({ node, ids, invalid }: ControlProps): ReactElement {
  const { setAnswer } = useModalContext();
  const frame = useFrame(node);
  const answer = useAnswer(node.key);
  const value = typeof answer === 'string' ? answer : '';
  const paragraph = node.props.style === 2;
  const ownMax = num(node.props.max_length);
  const max = ownMax ?? LIMITS.textInputValue;
  const counted = paragraph || ownMax !== undefined;
  const left = max - charCount(value);
  const counterId = `${ids.control}-left`;
  const control = {
    id: ids.control,
    className: 'dp-text-input-control',
    value,
    placeholder: str(node.props.placeholder) ?? '',
    'aria-required': isRequired(node.props),
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(ids.description, invalid && ids.error, counted && counterId),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = paragraph ? event.target.value : event.target.value.replace(/[\r\n]+/g, ' ');
      setAnswer(node.key, clip(next, max));
    },
  };
  const classes = [
    'dp-text-input',
    paragraph ? 'dp-text-input--paragraph' : 'dp-text-input--short',
    counted ? 'has-counter' : '',
    invalid ? 'is-invalid' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} {...frame}>
      {paragraph ? <textarea rows={3} {...control} /> : <input type="text" {...control} />}
      {counted ? (
        <span
          id={counterId}
          className="dp-text-input-counter"
          aria-label={`${left} characters left`}
        >
          {left}
        </span>
      ) : null}
    </div>
  );
}
