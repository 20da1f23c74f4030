import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fromShopPage, signUp } from '../testing/accounts.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { createTestApp } from '../testing/test-app.ts';
import { REDACTED, withoutSecretHeaders } from './log-redaction.ts';

describe('secret headers in the log', () => {
  it('are replaced at any depth, and a line without one is passed on as it is', () => {
    const line = {
      busboyOptions: { headers: { Cookie: 'better-auth.session_token=abc.sig', 'content-type': 'x' } },
      list: [{ authorization: 'Bearer t' }],
    };
    expect(withoutSecretHeaders(line)).toEqual({
      busboyOptions: { headers: { Cookie: REDACTED, 'content-type': 'x' } },
      list: [{ authorization: REDACTED }],
    });
    expect(line.busboyOptions.headers.Cookie).toBe('better-auth.session_token=abc.sig');
    const clean = { msg: 'x', nested: { a: 1 } };
    expect(withoutSecretHeaders(clean)).toBe(clean);
  });

  it('an upload at LOG_LEVEL=trace logs no session cookie, whatever the multipart reader prints', async () => {
    const { stream, text } = capturedLog();
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-trace-'));
    const t = await createTestApp({ logLevel: 'trace', dataDir }, { logger: { level: 'trace', stream } });
    try {
      const { cookie } = await signUp(t.app, t.database.db, 'admin');
      const form = new FormData();
      const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c8a040' } })
        .png()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'ring.png');
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: fromShopPage(cookie),
        payload: form,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const log = text();
      expect(log).toContain('busboy'); // the line that carried the headers is there, without them
      const token = cookie.split('=')[1]!.split('.')[0]!;
      expect(log).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
