import { describe, expect, it } from 'vitest';
import { sharedName } from './open-share-link';

describe('sharedName', () => {
  it('marks the design as shared', () => {
    expect(sharedName('Release note', 'message')).toBe('Release note (shared)');
  });

  it('keeps the name within the rename limit, control characters out', () => {
    const name = sharedName(`${'n'.repeat(300)}`, 'message');
    expect(name).toHaveLength(100);
    expect(name.endsWith(' (shared)')).toBe(true);
    expect(sharedName('a\u0000b\nc', 'message')).toBe('a b c (shared)');
  });

  it('names a nameless design after what it is', () => {
    expect(sharedName('   ', 'modal')).toBe('Shared modal');
    expect(sharedName('', 'message')).toBe('Shared message');
  });
});
