import { describe, expect, it } from 'vitest';
import { filenameOf } from './download.ts';

const response = (disposition: string | null) => new Response('x', { headers: disposition ? { 'content-disposition': disposition } : {} });

describe('filenameOf', () => {
  it('prefers the UTF-8 name, so a Persian name stays Persian', () => {
    const header = `attachment; filename="Ali-Rezaei-short-fa.pdf"; filename*=UTF-8''${encodeURIComponent('علی-رضایی-short-fa.pdf')}`;
    expect(filenameOf(response(header), 'fallback.pdf')).toBe('علی-رضایی-short-fa.pdf');
  });

  it('takes the plain name, quoted or not, when there is no UTF-8 one or it is malformed', () => {
    expect(filenameOf(response('attachment; filename="company-reports.xlsx"'), 'x')).toBe('company-reports.xlsx');
    expect(filenameOf(response('attachment; filename=people.xlsx'), 'x')).toBe('people.xlsx');
    expect(filenameOf(response(`attachment; filename="plain.pdf"; filename*=UTF-8''%E0%A4%A`), 'x')).toBe('plain.pdf');
  });

  it('falls back without the header', () => {
    expect(filenameOf(response(null), 'fallback.pdf')).toBe('fallback.pdf');
  });
});
