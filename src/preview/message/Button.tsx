// A Button in every style: Primary, Secondary, Success, Danger, Link (external-link icon) and
// Premium (shop icon and an SKU label). Disabled buttons are dimmed and send nothing, but a click
// still selects them in the editor, so they use aria-disabled rather than the disabled attribute.
import type { MouseEvent } from 'react';
import type { Node, UserAction } from '../../model';
import { Emoji } from '../media/Emoji';
import { ExternalLinkIcon, ShopIcon } from '../media/icons';
import { num, str } from '../media/read';
import type { NodeFrame } from './frame';
import './message.css';

export const BUTTON_STYLES: Record<number, string> = {
  1: 'primary',
  2: 'secondary',
  3: 'success',
  4: 'danger',
  5: 'link',
  6: 'premium',
};

/** A stand-in for the SKU's name and price, which only Discord's store knows. */
export function premiumLabel(skuId: unknown): string {
  const id = str(skuId) ?? '';
  const tail = id.replace(/\D/g, '').slice(-4);
  return `${tail ? `Product #${tail}` : 'Product'} · $4.99`;
}

export interface ButtonProps {
  node: Node;
  frame: NodeFrame;
  onInteract?: (action: UserAction) => void;
}

export function Button({ node, frame, onInteract }: ButtonProps) {
  const style = BUTTON_STYLES[num(node.props.style) ?? 2] ?? 'secondary';
  const disabled = node.props.disabled === true;
  const label = str(node.props.label);
  const url = str(node.props.url);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    frame.onClick(event);
    // Link and premium buttons never navigate here; the simulator says what Discord would do.
    if (!disabled) onInteract?.({ kind: 'click', nodeKey: node.key });
  };
  return (
    <button
      type="button"
      className={`dp-button dp-button--${style}`}
      data-style={style}
      aria-disabled={disabled || undefined}
      title={style === 'link' && url ? url : undefined}
      {...frame}
      onClick={onClick}
    >
      {style === 'premium' ? (
        <>
          <span className="dp-button-icon" data-icon="shop">
            <ShopIcon size={16} />
          </span>
          <span className="dp-button-label">{premiumLabel(node.props.sku_id)}</span>
        </>
      ) : (
        <>
          <Emoji emoji={node.props.emoji} className="dp-button-emoji" />
          {label ? <span className="dp-button-label">{label}</span> : null}
          {style === 'link' ? (
            <span className="dp-button-icon dp-button-link-icon" data-icon="external-link">
              <ExternalLinkIcon size={16} />
            </span>
          ) : null}
        </>
      )}
    </button>
  );
}
