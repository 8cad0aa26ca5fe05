import Bowser from 'bowser';

/**
 * 'Firefox 128 on Linux' from a user agent (bowser, a well-kept parser), for the activity log and
 * the security notices: enough for a member to recognise their own browser. Null when there is
 * none, the agent's own text (shortened) when bowser cannot name it.
 */
export function browserNameOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  if (!browser) return userAgent.slice(0, 60);
  const major = parsed.browser.version?.split('.')[0];
  const system = parsed.os.name;
  const name = major ? `${browser} ${major}` : browser;
  return system ? `${name} on ${system}` : name;
}
