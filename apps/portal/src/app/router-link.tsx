import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';

type RouterLinkAdapterProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const externalHref = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The link component the UI kit renders (it never imports a router itself): in-app paths go
 * through the router, other addresses stay plain anchors.
 */
export function RouterLinkAdapter({ href, ...rest }: RouterLinkAdapterProps) {
  // A file link (`download`, e.g. a policy PDF) must reach the server, not the route table.
  if (externalHref.test(href) || rest.download !== undefined) return <a href={href} {...rest} />;
  return <RouterLink to={href} {...rest} />;
}
