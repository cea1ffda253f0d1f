import { describe, expect, it, vi } from 'vitest';
import { createLiveValue } from './live-value';

describe('createLiveValue', () => {
  it('takes a staged value at once without telling anyone', () => {
    const live = createLiveValue<string | null>(null);
    const heard = vi.fn();
    live.published.subscribe(heard);
    live.stage('n1');
    expect(live.get()).toBe('n1');
    expect(live.published.getState().value).toBeNull();
    expect(heard).not.toHaveBeenCalled();
  });

  it('tells its listeners once when published, and not again while nothing changed', () => {
    const live = createLiveValue<string | null>(null);
    const heard = vi.fn();
    live.published.subscribe(heard);
    live.stage('n1');
    live.stage('n2');
    live.publish();
    live.publish();
    expect(heard).toHaveBeenCalledOnce();
    expect(live.published.getState().value).toBe('n2');
    live.stage('n2');
    live.publish();
    expect(heard).toHaveBeenCalledOnce();
  });

  it('tells nobody when a value staged is staged back before it is published', () => {
    const live = createLiveValue('a');
    const heard = vi.fn();
    live.published.subscribe(heard);
    live.stage('b');
    live.stage('a');
    live.publish();
    expect(heard).not.toHaveBeenCalled();
  });
});
