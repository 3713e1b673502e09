import { type RunningApi, startApi } from '../support/api-server';
import { testConfig } from '../support/test-config';

describe('security headers by how the site is served', () => {
  const headersOf = async (publicUrl: string, route: string) => {
    const api: RunningApi = await startApi(testConfig({ PUBLIC_URL: publicUrl }));
    try {
      const response = await fetch(`${api.baseUrl}${route}`);
      return response.headers;
    } finally {
      await api.close();
    }
  };

  it('sends Strict-Transport-Security and upgrades subresources when PUBLIC_URL is https', async () => {
    const headers = await headersOf('https://nestwork.example', '/api/jobs/categories');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    // Referers stay within the site (the chat socket's same-origin handshake is checked by it).
    expect(headers.get('referrer-policy')).toBe('same-origin');
  });

  it('sends neither on plain http, where HSTS would lock browsers out of the site', async () => {
    for (const route of ['/api/jobs/categories', '/api/no-such-route']) {
      const headers = await headersOf('http://localhost:3000', route);
      expect({ route, hsts: headers.get('strict-transport-security') }).toEqual({ route, hsts: null });
      expect(headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
      // The other headers stay.
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
