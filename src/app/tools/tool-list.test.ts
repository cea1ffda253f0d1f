import { describe, expect, it } from 'vitest';
import { TOOLS, TOOL_GROUPS, toolHref, toolOfHash } from './tool-list';

describe('toolOfHash', () => {
  it('finds the tool and its prefill from the hash', () => {
    const { tool, params } = toolOfHash('#role-counts?guild_id=1300000000000000010');
    expect(tool?.id).toBe('role-counts');
    expect(params.get('guild_id')).toBe('1300000000000000010');
  });

  it('finds no tool for an empty or unknown hash', () => {
    expect(toolOfHash('').tool).toBeNull();
    expect(toolOfHash('#').tool).toBeNull();
    expect(toolOfHash('#nothing?x=1').tool).toBeNull();
  });

  it('makes links that lead back to the tool with the same values', () => {
    const href = toolHref('role-counts', { guild_id: '1', note: 'a b&c' });
    expect(href).toBe('/tools#role-counts?guild_id=1&note=a+b%26c');
    const again = toolOfHash(href.slice('/tools'.length));
    expect(again.tool?.id).toBe('role-counts');
    expect(again.params.get('note')).toBe('a b&c');
    expect(toolHref('role-counts')).toBe('/tools#role-counts');
  });
});

describe('TOOLS', () => {
  it('has unique ids of lowercase words and dashes, each in a known group', () => {
    const ids = TOOLS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of TOOLS) {
      expect(t.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(TOOL_GROUPS).toContain(t.group);
    }
  });
});
