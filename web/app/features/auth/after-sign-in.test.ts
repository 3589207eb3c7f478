import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN } from '../../lib/return-to.ts';
import { afterSignInPath } from './after-sign-in.ts';

describe('after sign-in', () => {
  it('sends people with several companies or roles to the choice first', () => {
    expect(afterSignInPath({ needsMembershipChoice: false }, '/admin/profile')).toBe('/admin/profile');
    expect(afterSignInPath({ needsMembershipChoice: true }, '/admin/profile')).toBe('/login/choose?returnTo=%2Fadmin%2Fprofile');
  });

  it('never leaves the site, even through the choice', () => {
    expect(afterSignInPath({ needsMembershipChoice: false }, 'https://evil.example/admin')).toBe(
      afterSignInPath({ needsMembershipChoice: false }, null),
    );
  });

  it('sends a refused returnTo to the default page, never to a path that leaves the site or the login page', () => {
    // `/admin/..//host` resolves to `//host`: another site, which the router cannot open, so the
    // person stayed on the login page.
    for (const returnTo of ['/admin/..//evil.example/x', '/admin/%2e%2e//evil.example', '/.//evil.example/admin']) {
      expect(afterSignInPath({ needsMembershipChoice: false }, returnTo), returnTo).toBe(DEFAULT_AFTER_LOGIN);
      expect(afterSignInPath({ needsMembershipChoice: true }, returnTo), returnTo).toBe(
        `/login/choose?returnTo=${encodeURIComponent(DEFAULT_AFTER_LOGIN)}`,
      );
    }
  });
});
