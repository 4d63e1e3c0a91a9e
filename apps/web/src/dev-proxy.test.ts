// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function proxyTarget(): Promise<unknown> {
  const { default: config } = await import('../vite.config');
  return (config as { server: { proxy: Record<string, unknown> } }).server.proxy['/api'];
}

describe('the dev server proxy', () => {
  it('forwards to the API on port 3000 by default', async () => {
    vi.stubEnv('PORT', '');
    vi.stubEnv('API_ORIGIN', '');
    expect(await proxyTarget()).toBe('http://localhost:3000');
  });

  it('follows PORT, the variable the API server listens on', async () => {
    vi.stubEnv('PORT', '3456');
    expect(await proxyTarget()).toBe('http://localhost:3456');
  });

  it('takes API_ORIGIN for an API elsewhere', async () => {
    vi.stubEnv('API_ORIGIN', 'http://10.0.0.5:8080');
    expect(await proxyTarget()).toBe('http://10.0.0.5:8080');
  });
});
