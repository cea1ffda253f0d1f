// generateCode: every target prints, and a printer that fails gives a comment in the target's own
// language saying why, never an exception.
import { describe, expect, it } from 'vitest';
import type { Doc } from '../model';
import { TARGETS, generateCode } from '.';
import { SAMPLE_DESIGNS, sampleDoc } from './testing/designs';

const COMMENT: Record<string, RegExp> = {
  Python: /^# Could not write code for this design: /,
  JavaScript: /^\/\/ Could not write code for this design: /,
  TypeScript: /^\/\/ Could not write code for this design: /,
};

describe('generateCode', () => {
  it('prints every target for a message, a modal and a command set', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const doc = sampleDoc(sample);
      for (const t of TARGETS) {
        const code = generateCode(t.id, doc, { envelope: sample.envelope, name: sample.name });
        expect(code, `${t.name} ${sample.name}`).not.toContain('Could not write code');
        expect(code, `${t.name} ${sample.name}`).toContain(
          JSON.stringify(sample.name).slice(1, -1),
        );
      }
    }
  });

  it("turns a printer's failure into a comment in the target's language", () => {
    const broken = { surface: 'message', envelope: 'message', root: 'nowhere' } as unknown as Doc;
    for (const t of TARGETS) {
      const code = generateCode(t.id, broken, { envelope: 'message' });
      expect(code, t.name).toMatch(COMMENT[t.language] ?? /^\/\/ Could not write code/);
      expect(code.trim().split('\n').length, t.name).toBeGreaterThan(0);
    }
  });
});
