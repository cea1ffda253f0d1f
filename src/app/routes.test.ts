import { describe, expect, it } from 'vitest';
import { routeOf } from './routes';

describe('routeOf', () => {
  it('opens the validator at /validate, the tools at /tools and the editor everywhere else', () => {
    expect(routeOf('/validate')).toBe('validate');
    expect(routeOf('/validate/')).toBe('validate');
    expect(routeOf('/tools')).toBe('tools');
    expect(routeOf('/tools/')).toBe('tools');
    expect(routeOf('/')).toBe('editor');
    expect(routeOf('/validator-old')).toBe('editor');
    expect(routeOf('/tools/other')).toBe('editor');
    expect(routeOf('/anything')).toBe('editor');
  });
});
