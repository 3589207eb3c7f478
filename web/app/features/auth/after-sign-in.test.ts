import { describe, expect, it } from 'vitest';
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
});
