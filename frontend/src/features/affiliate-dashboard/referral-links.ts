/** Something an affiliate can link to: a course or a tool of the public catalogues. */
export interface LinkTarget {
  kind: 'course' | 'tool';
  slug: string;
  name: string;
}

/**
 * The three link forms of spec part 1 §2.1 as paths. The page hands them in (they are the
 * affiliate pages' `referralLinks`, which the referral routes read), so they are written once.
 */
export interface ReferralPaths {
  site(code: string): string;
  course(slug: string, code: string): string;
  tool(slug: string, code: string): string;
}

/** The full address to share, on this site's origin: the chosen course's or tool's page, else the general link. */
export function referralLink(paths: ReferralPaths, origin: string, code: string, target: LinkTarget | null): string {
  if (!target) return `${origin}${paths.site(code)}`;
  return `${origin}${target.kind === 'course' ? paths.course(target.slug, code) : paths.tool(target.slug, code)}`;
}

/** The key of a target in lists and tests: `course:<slug>` or `tool:<slug>`. */
export const targetKey = (target: LinkTarget) => `${target.kind}:${target.slug}`;
