/**
 * The public website's pages (issue 3): they render with the shell's and the site's strings only.
 * Anything else (sign-in, the panel, assessment pages) loads the panel's strings first.
 */
const PUBLIC_SITE = /^\/(?:$|about-us|contact-us|policy|assessment-survey|products|services|demo|blogs)(?:\/|$)/i;

export function isPublicSitePath(pathname: string): boolean {
  return PUBLIC_SITE.test(pathname);
}
