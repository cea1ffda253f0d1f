// The plain layout kinds: Action Row, Section, Text Display and Separator. Their children arrive
// already drawn, so this file does not depend on the dispatcher.
import type { ReactNode } from 'react';
import type { Node } from '../../model';
import { Markdown } from '../markdown';
import type { MarkdownContext } from '../markdown';
import { num, str } from '../media/read';
import type { NodeFrame } from './frame';
import './message.css';

interface LayoutProps {
  node: Node;
  frame: NodeFrame;
  children?: ReactNode;
}

/** Buttons side by side (wrapping, 8px apart), or one select. */
export function ActionRow({ frame, children }: LayoutProps) {
  return (
    <div className="dp-action-row" {...frame}>
      {children}
    </div>
  );
}

/** 1 to 3 Text Displays at the left; the accessory (Thumbnail or Button) at the top right. */
export function Section({ frame, children, accessory }: LayoutProps & { accessory?: ReactNode }) {
  return (
    <div className="dp-section" {...frame}>
      <div className="dp-section-text">{children}</div>
      {accessory ? <div className="dp-section-accessory">{accessory}</div> : null}
    </div>
  );
}

export function TextDisplay({
  node,
  frame,
  markdownContext,
}: LayoutProps & { markdownContext?: MarkdownContext }) {
  return (
    <div className="dp-text-display" {...frame}>
      <Markdown content={str(node.props.content) ?? ''} context={markdownContext} />
    </div>
  );
}

/** Small (spacing 1) adds nothing to the 8px gaps; large (spacing 2) adds 8px on each side. */
export function Separator({ node, frame }: LayoutProps) {
  const divider = node.props.divider !== false;
  const size = num(node.props.spacing) === 2 ? 'large' : 'small';
  return (
    <div
      className={`dp-separator dp-separator--${size}`}
      role="separator"
      data-spacing={size}
      data-divider={divider ? 'true' : 'false'}
      {...frame}
    >
      <div className={divider ? 'dp-separator-line' : 'dp-separator-space'} />
    </div>
  );
}
