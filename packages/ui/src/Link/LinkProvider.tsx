import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type RefAttributes,
  useContext,
  useMemo,
} from 'react';

/** What the kit hands to a link component: an `href` and ordinary anchor attributes (and a ref). */
export type LinkComponentProps = { href: string } & AnchorHTMLAttributes<HTMLAnchorElement> &
  RefAttributes<HTMLAnchorElement>;

/** The app's link component, e.g. a wrapper that renders its router's link with `to={href}`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

export interface LinkContextValue {
  component: LinkComponent;
}

function NativeLink(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkContextValue>({ component: NativeLink });

export interface LinkProviderProps {
  /** Renders every kit link: `Link`, `HeaderNavLink`, `AccountMenu` items. */
  component: LinkComponent;
  children?: ReactNode;
}

/**
 * Injects the app's router link so the kit never imports a router (Braid's approach). Without a
 * provider, links are plain `<a>` elements.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  const value = useMemo(() => ({ component }), [component]);
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>;
}

/** The link component in force: the provider's, or a plain `<a>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext).component;
}
