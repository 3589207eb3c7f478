import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('addresses in the log', () => {
  it('keep no invitation token, in the page, its short address or the answer’s calls, nor a print token', () => {
    expect(redactUrl('/invitation/AbCdEfGhIjKlMnOpQrStUv_-?lang=en')).toBe('/invitation/…?lang=en');
    expect(redactUrl('/i/AbCdEfGhIjKlMnOpQrStUv_-')).toBe('/i/…');
    expect(redactUrl('/api/user/Invitation/Open/AbCdEfGhIjKlMnOpQrStUv_-?lang=fa')).toBe('/api/user/Invitation/Open/…?lang=fa');
    expect(redactUrl('/reports/x/print?version=1&token=secret&lang=fa')).toBe('/reports/x/print?version=1&token=…&lang=fa');
  });

  it('leave other addresses as they are', () => {
    for (const url of ['/api/user/Invitation/Record', '/invitations', '/investors/i', '/admin/assessments/1', '/blogs?page=2'])
      expect(redactUrl(url)).toBe(url);
  });
});
