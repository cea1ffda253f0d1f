import { describe, expect, it } from 'vitest';
import { routeOf } from './routes';

describe('routeOf', () => {
  it('opens the validator at /validate and the editor everywhere else', () => {
    expect(routeOf('/validate')).toBe('validate');
    expect(routeOf('/validate/')).toBe('validate');
    expect(routeOf('/')).toBe('editor');
    expect(routeOf('/validator-old')).toBe('editor');
    expect(routeOf('/anything')).toBe('editor');
  });
});
