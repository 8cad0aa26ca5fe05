import {
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Button } from '../Button/Button';
import { cx } from '../internal/class-names';
import { ChevronDownIcon } from '../internal/icons/chevron-down-icon';
import { mergeRefs } from '../internal/merge-refs';
import { useControllableState } from '../internal/use-controllable-state';
import { Link } from '../Link/Link';
import * as styles from './AccountMenu.css';

export const accountMenuMessages = {
  /** The visible label under the member's name. */
  label: 'MY ACCOUNT',
} as const;

export interface AccountMenuItem {
  label: string;
  /** Navigate: the item renders the kit's `Link` (the app's link, from `LinkProvider`). */
  href?: string;
  /**
   * Act (Log Out): the item renders a `Button` that looks like a link, called on click, Enter or
   * Space. With `href` too, called when the link is followed.
   */
  onSelect?: () => void;
}

export interface AccountMenuProps
  extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'onSelect'> {
  firstName: string;
  lastName: string;
  /** Shown in the circle. Default: the first letters of the first and last names. */
  initials?: string;
  items: readonly AccountMenuItem[];
  label?: string;
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function firstLetter(text: string): string {
  return Array.from(text.trim())[0]?.toUpperCase() ?? '';
}

/**
 * The signed-in member's menu, a WAI-ARIA disclosure (the APG's "disclosure navigation menu"): a
 * button with initials, name and label shows or hides a list of links and buttons. Enter or Space
 * on the button toggles it, Tab moves through the items, Escape closes it and returns focus to the
 * button; a click or focus outside closes it, and so does choosing an item. Rest props and `ref` go
 * to the `<button>`.
 */
export function AccountMenu({
  firstName,
  lastName,
  initials = `${firstLetter(firstName)}${firstLetter(lastName)}`,
  items,
  label = accountMenuMessages.label,
  open,
  defaultOpen = false,
  onOpenChange,
  className,
  onClick,
  ref,
  ...rest
}: AccountMenuProps) {
  const listId = `${useId()}-account-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const state = isOpen ? 'open' : 'closed';

  // A press anywhere else closes the list. `pointerdown`, not `click`: it also covers a press that
  // starts a drag or a text selection, and it runs before focus moves.
  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePress(event: PointerEvent) {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePress, true);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress, true);
  }, [isOpen, setOpen]);

  function handleButtonClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(!isOpen);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !isOpen || event.defaultPrevented) return;
    // Marked as handled: the header's mobile menu, around this one, closes only on an unhandled
    // Escape, so the first Escape closes this list and the second the mobile menu.
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Focus went to another element outside (Tab past the last item, Shift+Tab before the button).
    // A null `relatedTarget` (a press on the page, or Safari, which does not focus a pressed
    // button) is left to the outside-press handler, so pressing the button does not close and
    // reopen the list.
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  function choose(item: AccountMenuItem) {
    item.onSelect?.();
    setOpen(false);
    // The chosen item is about to be hidden; without this, focus would fall to <body> and a screen
    // reader would start again from the top of the page (WCAG 2.4.3). A route change that manages
    // focus itself runs after this.
    buttonRef.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation: Escape and focus leaving from the button or any item close the list; the controls themselves are native and keyboard-operable.
    <div
      ref={rootRef}
      className={styles.root}
      data-state={state}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        {...rest}
        ref={mergeRefs(buttonRef, ref)}
        type="button"
        className={cx(styles.trigger, className)}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-state={state}
        onClick={handleButtonClick}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span className={styles.names}>
          <span className={styles.name}>
            {firstName} {lastName}
          </span>
          {/* A space, so the accessible name reads "Jane Doe MY ACCOUNT", not "Jane DoeMY ACCOUNT". */}{' '}
          <span className={styles.label}>{label}</span>
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} data-state={state} hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.label} className={styles.listItem}>
            {item.href === undefined ? (
              <Button variant="link" className={styles.action} onClick={() => choose(item)}>
                {item.label}
              </Button>
            ) : (
              <Link href={item.href} className={styles.action} onClick={() => choose(item)}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
