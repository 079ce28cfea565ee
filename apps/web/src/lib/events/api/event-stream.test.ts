import type { LiveEventEnvelope } from '@rw/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventStream, type EventSourceLike, pollUnlessStreaming } from '#/lib/events/api/event-stream';

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown) {
    const event = { type, data: data === undefined ? undefined : JSON.stringify(data) } as unknown as Event;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

let sources: FakeSource[];
const setup = () =>
  createEventStream({
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
  });
const at = '2026-01-01T00:00:00.000Z';

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live event stream (DESIGN.md, Realtime)', () => {
  it('opens one EventSource for all users of the session and closes it with the last', () => {
    const stream = setup();
    const releaseA = stream.acquire();
    const releaseB = stream.acquire();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/events');
    releaseA();
    releaseA();
    expect(sources[0]!.closed).toBe(false);
    releaseB();
    expect(sources[0]!.closed).toBe(true);
    stream.acquire();
    expect(sources).toHaveLength(2);
  });

  it('is connected from the ready event until an error, and reports each change', () => {
    const stream = setup();
    const changes = vi.fn();
    stream.onStatusChange(changes);
    stream.acquire();
    expect(stream.isConnected()).toBe(false);
    sources[0]!.emit('ready', { type: 'ready', data: null, at });
    expect(stream.isConnected()).toBe(true);
    sources[0]!.emit('error');
    expect(stream.isConnected()).toBe(false);
    // Still CONNECTING: the browser retries by itself, no second source.
    expect(sources).toHaveLength(1);
    sources[0]!.emit('ready', { type: 'ready', data: null, at });
    expect(stream.isConnected()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('delivers events to the subscribers of their type, subscribed before or after opening', () => {
    const stream = setup();
    const early: LiveEventEnvelope[] = [];
    const late: LiveEventEnvelope[] = [];
    stream.subscribe('notification', (e) => early.push(e));
    stream.acquire();
    const off = stream.subscribe('job.ai', (e) => late.push(e));
    sources[0]!.emit('notification', { type: 'notification', data: { id: 'n1' }, at });
    sources[0]!.emit('job.ai', { type: 'job.ai', data: { jobId: 'j1' }, at });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sources[0]!.emit('job.ai', 'not an event');
    off();
    sources[0]!.emit('job.ai', { type: 'job.ai', data: { jobId: 'j2' }, at });
    expect(early.map((e) => e.data)).toEqual([{ id: 'n1' }]);
    expect(late.map((e) => e.data)).toEqual([{ jobId: 'j1' }]);
  });

  it('reopens with back-off when the browser gives up, keeping subscriptions', () => {
    const stream = setup();
    const got: LiveEventEnvelope[] = [];
    stream.subscribe('notification', (e) => got.push(e));
    stream.acquire();
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    vi.advanceTimersByTime(2999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.readyState = 2;
    sources[1]!.emit('error');
    vi.advanceTimersByTime(5999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]!.emit('ready', { type: 'ready', data: null, at });
    sources[2]!.emit('notification', { type: 'notification', data: { id: 'n2' }, at });
    expect(got.map((e) => e.data)).toEqual([{ id: 'n2' }]);
  });

  it('does not reopen after the last user released it', () => {
    const stream = setup();
    const release = stream.acquire();
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    release();
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
  });

  it('turns polling off while connected and back on when the stream drops', () => {
    const stream = setup();
    const interval = pollUnlessStreaming(5000, stream);
    stream.acquire();
    expect(interval()).toBe(5000);
    sources[0]!.emit('ready', { type: 'ready', data: null, at });
    expect(interval()).toBe(false);
    sources[0]!.emit('error');
    expect(interval()).toBe(5000);
  });
});
