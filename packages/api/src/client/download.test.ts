import { describe, expect, it, vi } from 'vitest';
import { createDownload } from './download.js';
import { memorySessionStore } from './session-keys.js';
import { createTokenStore } from './token-store.js';

function setUp(answer: Response | Error) {
  const tokens = createTokenStore(memorySessionStore());
  tokens.store('the-token', null);
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const download = createDownload({
    origin: 'https://portal.example',
    fetch: fetch as unknown as typeof globalThis.fetch,
    timeoutMs: 20_000,
    tokens,
  });
  return { download, fetch, tokens };
}

describe('download (GET /downloadPDF/{id})', () => {
  it('sends the bearer token to our own service and resolves the file', async () => {
    const { download, fetch } = setUp(
      new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const file = await download('/downloadPDF/abc');
    expect(await file.text()).toBe('%PDF-1.7');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://portal.example/api/v1/ep/downloadPDF/abc');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer the-token',
    );
  });

  it("throws the service's status for another member's file, and forgets a refused token", async () => {
    await expect(
      setUp(new Response('', { status: 404 })).download('/downloadPDF/x'),
    ).rejects.toMatchObject({ status: 404 });
    const refused = setUp(new Response('', { status: 401 }));
    await expect(refused.download('/downloadPDF/x')).rejects.toMatchObject({ status: 401 });
    expect(refused.tokens.read()).toBeNull();
  });

  it('never sends the token to another host', async () => {
    const { download, fetch } = setUp(new Response(''));
    await expect(download('https://elsewhere.example/file.pdf')).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0', async () => {
    await expect(setUp(new TypeError('offline')).download('/downloadPDF/x')).rejects.toMatchObject({
      status: 0,
    });
  });
});
