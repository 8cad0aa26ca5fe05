import { media } from '@portal/tokens/vars';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { cx } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { MenuIcon } from './icons';
import * as styles from './MobileMenu.css';

export const mobileMenuMessages = {
  /** The visible text (and accessible name) of the disclosure button. */
  label: 'Menu',
} as const;

export interface MobileMenuProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The header's entries (a `HeaderNav`, a `HeaderSearch`): inline at 992 px and wider. */
  children: ReactNode;
  /** The button's text. Default `mobileMenuMessages.label` ('Menu'). */
  label?: string;
  /** Controlled open state of the narrow layout's panel. */
  open?: boolean;
  /** Uncontrolled: whether the panel starts open. Default false. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Close the panel when a link inside it is followed. Default true: a client-side route change
   * keeps the header mounted, and the panel should not stay open over the new page.
   */
  closeOnNavigate?: boolean;
  /** Class of the `<button>`. */
  buttonClassName?: string;
  /** Class of the panel `<div>`. */
  panelClassName?: string;
}

function isShown(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element.getClientRects().length > 0;
}

/**
 * Below 992 px (`breakpoints.header`) the header's entries collapse behind a 'Menu' disclosure
 * button (`aria-expanded`, `aria-controls`); at 992 px and wider the button is hidden and the same
 * entries show inline. The entries are rendered once, in one panel, whose layout CSS media queries
 * switch, so it is right before hydration. Escape closes the open panel and returns focus to the
 * button. Rest props and `ref` go to the wrapping `<div>` (`display: contents`).
 */
export function MobileMenu({
  children,
  label = mobileMenuMessages.label,
  open,
  defaultOpen = false,
  onOpenChange,
  closeOnNavigate = true,
  buttonClassName,
  panelClassName,
  className,
  onKeyDown,
  ...rest
}: MobileMenuProps) {
  const panelId = `${useId()}-menu`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const state = isOpen ? 'open' : 'closed';

  // Widening past the breakpoint shows the entries inline; close the panel so that narrowing again
  // does not bring back a panel nobody opened.
  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(media.headerUp);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [isOpen, setOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    // A menu or listbox inside (the account menu, search suggestions) handles its own Escape and
    // marks the event; only an unhandled Escape closes the panel.
    if (event.key !== 'Escape' || event.defaultPrevented || !isOpen) return;
    const button = buttonRef.current;
    if (!isShown(button)) return;
    event.preventDefault();
    setOpen(false);
    button.focus();
  }

  function handlePanelClick(event: MouseEvent<HTMLDivElement>) {
    // `defaultPrevented` is not a sign to stay open: router links cancel the browser's navigation
    // to do their own.
    if (!closeOnNavigate || !isOpen) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('a[href]')) setOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation: Escape from any control inside (the button, a link, the search field) closes the panel; the controls themselves are native and keyboard-operable.
    <div {...rest} className={cx(styles.root, className)} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.toggle, buttonClassName)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-state={state}
        onClick={() => setOpen(!isOpen)}
      >
        <MenuIcon barsClassName={styles.bars} crossClassName={styles.cross} />
        {label}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegation: notices links followed inside (Enter on a link fires click too); it adds no action of its own. */}
      <div
        id={panelId}
        className={cx(styles.panel, panelClassName)}
        data-state={state}
        onClick={handlePanelClick}
      >
        {children}
      </div>
    </div>
  );
}
