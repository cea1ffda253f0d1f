// The library's code export: the CLI's and the export panel's printers, for every library.
import { describe, expect, it } from 'vitest';
import { TARGETS } from '../codegen';
import { CODE_TARGETS, exportCode } from './index';
import { permissionsBody, slashCommand, v2Message } from './testing';

describe('exportCode', () => {
  it('lists the libraries the printers know', () => {
    expect(CODE_TARGETS.map((t) => t.name)).toEqual(TARGETS.map((t) => t.name));
  });

  it('prints code for every library', () => {
    for (const { name } of CODE_TARGETS) {
      const out = exportCode(v2Message('Trail report'), { library: name });
      expect(out.valid).toBe(true);
      expect(out.code, name).toContain('Trail report');
    }
  });

  it('prints a command set, and says when the payload has errors', () => {
    expect(exportCode([slashCommand()], { library: 'discord.js' }).code).toContain('trail');
    const bad = exportCode(slashCommand('trail', 99), { library: 'discord.py' });
    expect(bad.valid).toBe(false);
    expect(bad.problems.length).toBeGreaterThan(0);
    expect(bad.code).toMatch(/error/i);
  });

  it('prints nothing for what is no design', () => {
    expect(exportCode(permissionsBody(), { library: 'jda' }).code).toBeNull();
    expect(exportCode('nope', { library: 'jda' })).toMatchObject({ code: null, valid: false });
  });

  it('names the libraries when asked for one there is not', () => {
    expect(() => exportCode(v2Message(), { library: 'discord.rb' })).toThrow(
      /no library "discord\.rb"; the libraries are discord\.js, /,
    );
  });
});
