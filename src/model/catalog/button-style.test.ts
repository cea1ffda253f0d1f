import { describe, expect, it } from 'vitest';
import type { Doc } from '../document/document';
import { emptyMessage } from './factory';
import { toPayload } from '../payload/to-payload';
import { restyleButton, restyled } from './button-style';
import { button, docOf, linkButton, message, nodeAt, row } from '../testing/fixtures';
import { validate } from '../rules/validate';
import { hasErrors } from '../rules/problems';
import { carryKeys } from '../document/carry-keys';
import { cloneNode } from '../document/tree';

const buttonIn = (doc: Doc) => nodeAt(doc, 0, 'components', 0);

function restyle(doc: Doc, style: number): Doc {
  const r = restyleButton(doc, buttonIn(doc).key, style);
  if (!r.ok) throw new Error(r.reason);
  return r.doc;
}

describe('restyled', () => {
  it('gives a button going back from link a fresh custom_id and holds the URL aside', () => {
    const node = buttonIn(docOf(message(row(linkButton({ url: 'https://a.b' })))));
    const next = restyled(emptyMessage(), node, 2);
    expect(next.props).toMatchObject({ style: 2, custom_id: 'button_1' });
    expect(next.props.url).toBeUndefined();
    expect(next.held).toEqual({ url: 'https://a.b' });
  });

  it('holds aside what a premium button may not carry', () => {
    const node = buttonIn(docOf(message(row(button({ label: 'x', custom_id: 'c' })))));
    const next = restyled(emptyMessage(), node, 6);
    expect(next.props).toEqual({ style: 6 });
    expect(next.held).toEqual({ label: 'x', custom_id: 'c' });
  });

  it('keeps an existing link URL', () => {
    const node = buttonIn(docOf(message(row(button({ custom_id: 'c', url: 'https://x.y' })))));
    const next = restyled(emptyMessage(), node, 5);
    expect(next.props).toMatchObject({ style: 5, url: 'https://x.y' });
    expect(next.props.custom_id).toBeUndefined();
    expect(next.held).toEqual({ custom_id: 'c' });
  });
});

describe('restyleButton', () => {
  it('keeps the typed custom_id through Primary -> Link -> Primary, and never exports it on the link', () => {
    const start = docOf(message(row(button({ style: 1, custom_id: 'vote_yes', label: 'Yes' }))));
    const link = restyle(start, 5);
    const exported = JSON.stringify(toPayload(link));
    expect(exported).not.toContain('vote_yes');
    expect(buttonIn(link).props).toEqual({ style: 5, label: 'Yes', url: 'https://discord.com' });
    expect(hasErrors(validate(link))).toBe(false);

    const back = restyle(link, 1);
    expect(buttonIn(back).props).toMatchObject({ style: 1, custom_id: 'vote_yes', label: 'Yes' });
    expect(buttonIn(back).props.url).toBeUndefined();
    expect(buttonIn(back).held).toEqual({ url: 'https://discord.com' });
    expect(start).not.toBe(back);
  });

  it('survives the JSON round trip the editor stores a design with', () => {
    const link = restyle(docOf(message(row(button({ custom_id: 'keep_me' })))), 5);
    const reloaded = JSON.parse(JSON.stringify(link)) as Doc;
    expect(buttonIn(restyle(reloaded, 2)).props.custom_id).toBe('keep_me');
  });

  it('carries held fields across a JSON edit of the same node, and not into a copy', () => {
    const link = restyle(docOf(message(row(button({ custom_id: 'keep_me' })))), 5);
    const edited = carryKeys(link, docOf(toPayload(link)));
    expect(buttonIn(edited).held).toEqual({ custom_id: 'keep_me' });
    expect(cloneNode(buttonIn(link), new Set()).held).toBeUndefined();
  });

  it('ignores damaged held fields from storage', () => {
    const link = restyle(docOf(message(row(button({ custom_id: 'a' })))), 5);
    const damaged = JSON.parse(
      JSON.stringify(link).replace('"held":{"custom_id":"a"}', '"held":"x"'),
    ) as Doc;
    expect(buttonIn(restyle(damaged, 1)).props.custom_id).toBe('button_1');
  });
});
