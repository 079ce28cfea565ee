// @vitest-environment jsdom
import type { LiveEvent } from '@rw/core';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventStream, type EventSourceLike } from '#/lib/events/api/event-stream';
import { useEvent } from '#/lib/events/hooks/use-event';

/** A stream over one fake EventSource; `emit` sends an SSE message of `type` whose data line is `event`. */
function fakeStream() {
  const listeners = new Map<string, ((event: Event) => void)[]>();
  const source: EventSourceLike = {
    readyState: 1,
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    close: () => {},
  };
  const stream = createEventStream({ createSource: () => source });
  stream.acquire();
  const emit = (type: string, event: unknown) => {
    const message = { type, data: JSON.stringify(event) } as unknown as Event;
    for (const listener of listeners.get(type) ?? []) listener(message);
  };
  return { stream, emit };
}

const at = '2026-01-01T00:00:00.000Z';
const progress = {
  import_id: 'i1',
  job_id: 'j1',
  bytes_read: 10,
  bytes_total: 20,
  rows: 2,
  imported: 1,
  done: false,
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useEvent', () => {
  it('hands the handler the parsed data of each event of its type, and the event', () => {
    const { stream, emit } = fakeStream();
    const got: [unknown, LiveEvent<'import.progress'>][] = [];
    renderHook(() => useEvent('import.progress', (data, event) => got.push([data, event]), stream));
    emit('import.progress', { type: 'import.progress', data: progress, at });
    expect(got).toEqual([[progress, { type: 'import.progress', data: progress, at }]]);
  });

  it('drops an event whose data does not match its type, with a warning', () => {
    const { stream, emit } = fakeStream();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    renderHook(() => useEvent('import.progress', handler, stream));
    emit('import.progress', { type: 'import.progress', data: { ...progress, done: 'yes' }, at });
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops quietly an event cut down to its id by another server instance', () => {
    const { stream, emit } = fakeStream();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    renderHook(() => useEvent('notification', handler, stream));
    emit('notification', { type: 'notification', data: { truncated: true, id: 'n1' }, at });
    expect(handler).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
