import { describe, expect, it } from 'vitest';
import type { MessageEntry } from '@/api/types';
import type { LoadedT01 } from '../model';
import { controlResultOf, frameRequest, limitDateOf, releaseDateOf, tadRequestJson } from './tadWasm';
import { tadCopyOf } from './warm';

function message(id: number, messageType: string, payload: Record<string, unknown>): MessageEntry {
  return { id, messageType, payload, action: 'x', atMs: id, userName: 'u', version: 1 } as unknown as MessageEntry;
}

function loaded(status: string, mode: LoadedT01['mode'] = 'view'): LoadedT01 {
  return {
    declaration: { lrn: 'LRN1', mrn: '26MD00000000000017' },
    meta: {
      id: 'd1',
      documentStatus: status,
      version: 3,
      currentVersion: 3,
      versions: [],
      history: [],
      messages: [message(1, 'IE028', { mrn: '26MD00000000000017' }), message(2, 'IE029', { releaseDate: '2026-11-24', controlResult: { code: 'A1' } })],
      timers: [{ timer: 'arrival', startedAtMs: 0, dueAtMs: Date.UTC(2026, 11, 2, 23, 59, 59, 999), stoppedAtMs: null, expiredAtMs: null }],
      actions: [],
    },
    mode,
  };
}

describe('tadCopyOf', () => {
  it('remembers a released declaration: served text, MRN, the release date and control result of its IE029, the time limit', () => {
    for (const status of ['MOVEMENT_RELEASED', 'NCF_REGISTERED', 'ARRIVED', 'ARRIVAL_ACCEPTED', 'GOODS_RELEASED', 'IDLE']) {
      expect(tadCopyOf(loaded(status), '{"x":1}', 7)).toEqual({ id: 'd1', json: '{"x":1}', mrn: '26MD00000000000017', releaseDate: '2026-11-24', controlResult: 'A1', limitDate: '2026-12-02', savedAt: 7 });
    }
  });

  it('keeps nothing of a declaration without a TAD, nor of another screen', () => {
    for (const status of ['STORED', 'SUBMITTED', 'ACCEPTED', 'UNDER_CONTROL', 'CANCELED', 'NOT_RELEASED']) expect(tadCopyOf(loaded(status), '{}')).toBeNull();
    expect(tadCopyOf(loaded('MOVEMENT_RELEASED', 'modify'), '{}')).toBeNull();
  });
});

describe('the tad.wasm request', () => {
  it('takes the release date of the last IE029, none without one', () => {
    expect(releaseDateOf([message(1, 'IE029', { releaseDate: '2026-11-01' }), message(2, 'IE029', { releaseDate: '2026-11-02' })])).toBe('2026-11-02');
    expect(releaseDateOf([message(1, 'IE028', {})])).toBe('');
  });

  it('sends the declaration without the served envelope, ticking the BCP box', () => {
    const json = JSON.stringify({ lrn: 'LRN1', id: 'd1', documentStatus: 'IDLE', version: 3, messages: [], actions: [], timers: [] });
    const request = JSON.parse(tadRequestJson({ id: 'd1', json, mrn: 'M', releaseDate: '2026-11-24', savedAt: 0 }, 'ro')) as Record<string, unknown>;
    expect(request).toEqual({ declaration: { lrn: 'LRN1' }, mrn: 'M', releaseDate: '2026-11-24', controlResult: null, limitDate: null, locale: 'ro', businessContinuity: true });
  });

  it("prints the movement's time limit as the limit date and the departure's control result, as the server does", () => {
    const timers = [{ timer: 'arrival', startedAtMs: 0, dueAtMs: Date.UTC(2026, 11, 2, 23, 59, 59, 999), stoppedAtMs: null, expiredAtMs: null }];
    expect(limitDateOf(timers)).toBe('2026-12-02');
    expect(limitDateOf([])).toBeUndefined();
    expect(controlResultOf([message(1, 'IE029', { releaseDate: '2026-11-24', controlResult: { code: 'A1' } })])).toBe('A1');
    expect(controlResultOf([message(1, 'IE029', { controlResult: null })])).toBeUndefined();
    const request = JSON.parse(tadRequestJson({ id: 'd1', json: '{}', mrn: 'M', releaseDate: '2026-11-24', controlResult: 'A1', limitDate: '2026-12-02', savedAt: 0 }, 'en')) as Record<string, unknown>;
    expect(request).toMatchObject({ controlResult: 'A1', limitDate: '2026-12-02' });
  });

  it('frames JSON and fonts as three little-endian lengths then the parts', () => {
    const framed = frameRequest(new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5, 6]));
    expect([...framed]).toEqual([2, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0, 0, 1, 2, 3, 4, 5, 6]);
  });
});
