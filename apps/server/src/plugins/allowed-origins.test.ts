import { describe, expect, it } from 'vitest';
import { allowedOrigins } from './allowed-origins.js';

describe('allowedOrigins', () => {
  it('allows only APP_URL and ALLOWED_ORIGINS when APP_URL is set', () => {
    const allowed = allowedOrigins({
      APP_URL: 'https://hr.example.com/app',
      ALLOWED_ORIGINS: 'https://admin.example.com, http://localhost:5173/',
      PORT: 3000,
    });
    expect(allowed('https://hr.example.com')).toBe(true);
    expect(allowed('https://admin.example.com')).toBe(true);
    expect(allowed('http://localhost:5173')).toBe(true);
    expect(allowed('http://hr.example.com')).toBe(false);
    expect(allowed('http://localhost:3000')).toBe(false);
    expect(allowed('http://evil.example')).toBe(false);
  });

  it('without APP_URL allows loopback names on the server port only', () => {
    const allowed = allowedOrigins({ PORT: 3000 });
    expect(allowed('http://localhost:3000')).toBe(true);
    expect(allowed('http://127.0.0.1:3000')).toBe(true);
    expect(allowed('http://[::1]:3000')).toBe(true);
    expect(allowed('http://localhost:3001')).toBe(false);
    expect(allowed('http://evil.example:3000')).toBe(false);
    expect(allowed('http://127.0.0.1.nip.io:3000')).toBe(false);
    expect(allowed('null')).toBe(false);
    expect(allowed('http://localhost:3000/path')).toBe(false);
  });

  it('with PORT=0 allows loopback on any port', () => {
    const allowed = allowedOrigins({ PORT: 0 });
    expect(allowed('http://127.0.0.1:41234')).toBe(true);
    expect(allowed('http://evil.example:41234')).toBe(false);
  });
});
