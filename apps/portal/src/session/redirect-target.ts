import { defaultRedirectPath, redirectPathSchema } from '@portal/api/sign-in';

/**
 * Where to go after signing in: the requested path when it is a path of this site, else the
 * dashboard (spec section 4). Anything else (another site, '//host', a backslash trick) is
 * ignored, so a crafted link cannot send a member who just signed in to someone else's page.
 */
export function redirectTargetOf(requested: string | null | undefined): string {
  const parsed = redirectPathSchema.safeParse(requested);
  return parsed.success ? parsed.data : defaultRedirectPath;
}
