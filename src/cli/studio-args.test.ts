// `studio [DIR] [--port N] [--no-open]` parsed without I/O.
import { describe, expect, it } from 'vitest';
import { parseStudioArgs } from './studio-args';

describe('parseStudioArgs', () => {
  it('serves the current folder on a free port and opens the browser by default', () => {
    expect(parseStudioArgs([])).toEqual({ command: 'studio', dir: '.', port: 0, open: true });
  });

  it('takes a folder, --port and --no-open', () => {
    expect(parseStudioArgs(['./discord', '--port', '4321', '--no-open'])).toEqual({
      command: 'studio',
      dir: './discord',
      port: 4321,
      open: false,
    });
    expect(parseStudioArgs(['--port=65535', 'bot'])).toMatchObject({ dir: 'bot', port: 65535 });
  });

  it.each([['0'], ['65536'], ['12ab'], ['']])('refuses --port %j with a sentence', (port) => {
    const parsed = parseStudioArgs(['--port', port]);
    expect(parsed.command).toBe('error');
    expect(parsed).toMatchObject({ message: expect.stringContaining('--port must be') });
  });

  it('refuses two folders, an unknown option and --host-check-off', () => {
    expect(parseStudioArgs(['a', 'b'])).toMatchObject({
      command: 'error',
      message: expect.stringContaining('one folder'),
    });
    expect(parseStudioArgs(['--host-check-off'])).toMatchObject({ command: 'error' });
    expect(parseStudioArgs(['--open'])).toMatchObject({ command: 'error' });
    expect(parseStudioArgs(['--port', '-1'])).toMatchObject({ command: 'error' });
  });

  it('answers --help', () => {
    expect(parseStudioArgs(['--help'])).toEqual({ command: 'help' });
    expect(parseStudioArgs(['dir', '-h'])).toEqual({ command: 'help' });
  });
});
