import { describe, expect, it } from 'vitest';
import { countNodes, walk } from '../document/document';
import { surfaceOf } from '../document/surface';
import { toPayload } from '../payload/to-payload';
import { validate } from '../rules/validate';
import { TEMPLATES, templateById } from './templates';

describe('TEMPLATES', () => {
  it('offers the starting points the issues name', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual([
      'announcement',
      'poll',
      'welcome',
      'embed-release',
      'native-poll',
      'feedback',
      'multi-step',
      'moderation',
      'user-menu',
      'message-menu',
      'autocomplete',
    ]);
    for (const t of TEMPLATES) {
      expect(t.name).not.toBe('');
      expect(t.description).not.toBe('');
    }
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    '%s validates with no problems on its own surface',
    (_id, template) => {
      const doc = template.build();
      expect(validate(doc)).toEqual([]);
      expect(surfaceOf(doc)).toBe(template.surface);
      // A context-menu command is a whole design on its own.
      expect(countNodes(doc.nodes)).toBeGreaterThanOrEqual(template.surface === 'commands' ? 1 : 2);
    },
  );

  it('builds fresh node keys every time, unique within a document', () => {
    for (const t of TEMPLATES) {
      const keys = (doc: ReturnType<typeof t.build>) => {
        const out: string[] = [];
        walk(doc.nodes, (n) => out.push(n.key));
        return out;
      };
      const a = keys(t.build());
      const b = keys(t.build());
      expect(new Set(a).size).toBe(a.length);
      expect(a.some((k) => b.includes(k))).toBe(false);
    }
  });

  it('makes the announcement a Container with an accent colour, heading, separator, gallery and link', () => {
    const payload = toPayload(templateById('announcement')!.build()) as {
      components: { type: number; accent_color: number; components: { type: number }[] }[];
    };
    const container = payload.components[0]!;
    expect(container.type).toBe(17);
    expect(container.accent_color).toBeTypeOf('number');
    expect(container.components.map((c) => c.type)).toEqual([10, 14, 10, 12, 1]);
  });

  it('gives the welcome card a Section with a Thumbnail accessory', () => {
    const doc = templateById('welcome')!.build();
    let thumbnailAccessory = false;
    walk(doc.nodes, (n, parent, slot) => {
      if (n.kind === 'thumbnail' && parent?.kind === 'section' && slot === 'accessory')
        thumbnailAccessory = true;
    });
    expect(thumbnailAccessory).toBe(true);
  });

  it('knows no template by an unknown id', () => {
    expect(templateById('nope')).toBeUndefined();
  });
});
