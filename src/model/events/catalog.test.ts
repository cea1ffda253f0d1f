import { describe, expect, it } from 'vitest';
import { arrivalWords } from './arrival';
import { EVENT_SECTIONS, EVENTS, eventByKey, NOT_DOCUMENTED } from './catalog';

describe('EVENTS', () => {
  it('has one entry per event of docs/discord-rules.md, with unique keys safe in an address', () => {
    const keys = EVENTS.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(keys).toEqual([
      'APPLICATION_COMMAND',
      'MESSAGE_COMPONENT',
      'AUTOCOMPLETE',
      'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
      'CHANNEL_INFO',
      'voice-status-changes',
      'RATE_LIMITED',
      'GUILD_MEMBER_ADD',
      'GUILD_MEMBER_UPDATE',
      'GUILD_MEMBER_REMOVE',
      'APPLICATION_DEAUTHORIZED',
      'audit-192',
      'audit-193',
      'lobby-webhook-events',
      'invalid_grant',
    ]);
  });

  it('says "Payload not documented" exactly where the documentation shows none', () => {
    const undocumented = EVENTS.filter((e) => !e.payload.known).map((e) => e.key);
    expect(undocumented).toEqual([
      'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
      'voice-status-changes',
      'GUILD_MEMBER_ADD',
      'GUILD_MEMBER_UPDATE',
      'GUILD_MEMBER_REMOVE',
      'APPLICATION_DEAUTHORIZED',
      'audit-193',
      'lobby-webhook-events',
      'invalid_grant',
    ]);
    for (const e of EVENTS) if (!e.payload.known) expect(e.payload.note).toContain(NOT_DOCUMENTED);
  });

  it('gives the known fields of RATE_LIMITED, Channel Info and audit entry 192 only', () => {
    const paths = (key: string) => {
      const p = eventByKey(key)?.payload;
      return p?.known ? p.fields.map((f) => f.path) : null;
    };
    expect(paths('RATE_LIMITED')).toEqual([
      'd.opcode',
      'd.retry_after',
      'd.meta.guild_id',
      'd.meta.nonce',
    ]);
    expect(paths('CHANNEL_INFO')).toEqual(['status', 'voice_start_time']);
    expect(paths('audit-192')).toEqual(['options.status']);
  });

  it('puts every entry in a section of docs/discord-rules.md and says how it arrives', () => {
    for (const e of EVENTS) {
      expect(EVENT_SECTIONS).toContain(e.section);
      expect(arrivalWords(e.arrives)).not.toBe('');
    }
    expect(eventByKey('invalid_grant')?.section).toBe('Errors');
    expect(eventByKey('invalid_grant')?.when).toMatch(/APPLICATION_DEAUTHORIZED/);
  });

  it('finds no entry for an unknown key', () => {
    expect(eventByKey('NOPE')).toBeNull();
    expect(eventByKey('')).toBeNull();
  });
});
