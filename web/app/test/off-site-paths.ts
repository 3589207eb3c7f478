/**
 * Crafted forms that resolve (as a browser resolves a Location header or a navigation) to another
 * host: dot segments before a second slash, their percent-encoded spelling, backslashes, and tabs or
 * line breaks, which the URL parser drops.
 */
export const OFF_SITE = [
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/%2E%2e//evil.example/x',
  '/.%2e//evil.example/x',
  '/./\\evil.example/x',
  '/..\\/evil.example/x',
  '/a/b/../../..//evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  '//evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '/.\t//evil.example/x',
  'https://evil.example/x',
  'http:evil.example/x',
  'javascript:alert(1)',
  ' //evil.example/x',
];
