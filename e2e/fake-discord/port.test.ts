import { describe, expect, it } from 'vitest';
import { portFrom } from './port';

describe('portFrom', () => {
  it('reads --port N and --port=N before FAKE_DISCORD_PORT', () => {
    expect(portFrom(['--port', '4191'], { FAKE_DISCORD_PORT: '5000' })).toBe(4191);
    expect(portFrom(['--port=4192'], {})).toBe(4192);
    expect(portFrom([], { FAKE_DISCORD_PORT: '5000' })).toBe(5000);
    expect(portFrom([], {})).toBe(4174);
  });

  it('says what is wrong with a port that is not one', () => {
    expect(portFrom(['--port'], {})).toBe('The port must be a number from 1 to 65535; got "".');
    expect(portFrom(['--port', '70000'], {})).toContain('got "70000"');
    expect(portFrom([], { FAKE_DISCORD_PORT: 'abc' })).toContain('got "abc"');
  });
});
