import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarly, takeEarlyAnswer } from './early-answers';

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

const location = { pathname: '/dashboard/estates', search: '' };

beforeEach(() => {
  // Only the clock: the freshness check reads Date.now().
  vi.useFakeTimers({ toFake: ['Date'] });
  location.pathname = '/dashboard/estates';
  location.search = '';
  vi.stubGlobal('window', { location });
});

afterEach(() => {
  // Whatever a test left waiting is dropped, so the next one starts empty.
  later(60_000);
  void takeEarlyAnswer('/none');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('answers asked for early', () => {
  it('are taken once, by the first read of the same URL', async () => {
    const fetchAnswer = vi.fn((url: string) => Promise.resolve({ url }));
    askEarly(['/api/estates?page=1&pageSize=12', '/api/dashboard'], fetchAnswer);

    expect(takeEarlyAnswer('/api/estates?page=2&pageSize=12')).toBeUndefined();
    await expect(takeEarlyAnswer('/api/estates?page=1&pageSize=12')).resolves.toEqual({
      url: '/api/estates?page=1&pageSize=12',
    });
    expect(takeEarlyAnswer('/api/estates?page=1&pageSize=12')).toBeUndefined();
    await expect(takeEarlyAnswer('/api/dashboard')).resolves.toEqual({ url: '/api/dashboard' });
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it('are not used once the page has moved to another address', () => {
    askEarly(['/api/dashboard'], () => Promise.resolve({}));
    location.pathname = '/dashboard';
    expect(takeEarlyAnswer('/api/dashboard')).toBeUndefined();
    location.pathname = '/dashboard/estates';
    expect(takeEarlyAnswer('/api/dashboard')).toBeUndefined();
  });

  it('are not used after 30 seconds, the age the screens accept for an answer', () => {
    askEarly(['/api/dashboard', '/api/estates/recent'], () => Promise.resolve({}));
    later(29_000);
    expect(takeEarlyAnswer('/api/dashboard')).toBeDefined();
    later(2_000);
    expect(takeEarlyAnswer('/api/estates/recent')).toBeUndefined();
  });

  it('hand a failure to whoever takes them, and to nobody else', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      askEarly(['/api/me/notifications', '/api/dashboard'], () => Promise.reject(new Error('offline')));
      await expect(takeEarlyAnswer('/api/me/notifications')).rejects.toThrow('offline');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
