// A Container: a raised surface with an optional 4px accent bar in its colour, optionally spoilered.
import type { CSSProperties, ReactNode } from 'react';
import type { Node } from '../../model';
import { Spoiler } from '../media/Spoiler';
import { num } from '../media/read';
import type { NodeFrame } from './frame';
import './message.css';

/** `#0abbff` for 0x0ABBFF; undefined when there is no usable colour. */
export function colourHex(value: unknown): string | undefined {
  const n = num(value);
  if (n === undefined || n < 0 || n > 0xffffff || !Number.isInteger(n)) return undefined;
  return `#${n.toString(16).padStart(6, '0')}`;
}

export function Container({
  node,
  frame,
  children,
}: {
  node: Node;
  frame: NodeFrame;
  children?: ReactNode;
}) {
  const accent = colourHex(node.props.accent_color);
  const style = accent ? ({ '--dp-accent': accent } as CSSProperties) : undefined;
  return (
    <div
      className={accent ? 'dp-container dp-container--accent' : 'dp-container'}
      style={style}
      {...frame}
    >
      {accent ? <span className="dp-container-accent" aria-hidden="true" /> : null}
      <Spoiler spoiler={node.props.spoiler === true} className="dp-container-spoiler">
        <div className="dp-container-body">{children}</div>
      </Spoiler>
    </div>
  );
}
