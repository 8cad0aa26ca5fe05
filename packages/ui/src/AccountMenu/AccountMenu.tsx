import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { ChevronDownIcon } from '../internal/icons';
import { useLinkComponent } from '../Link/LinkProvider';
import * as styles from './AccountMenu.css';

export const accountMenuMessages = {
  /** The visible label under the member's name. */
  label: 'MY ACCOUNT',
} as const;

export interface AccountMenuItem {
  label: string;
  /** Navigate: the item renders the app's link (from `LinkProvider`). */
  href?: string;
  /** Act (Log Out): called when the item is chosen by click, Enter or Space. */
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
  /**
   * Default false. A modal menu hides the rest of the page with `aria-hidden` and blocks outside
   * pointer events; a header menu does not need that, and axe flags the still-focusable trigger
   * inside the hidden region.
   */
  modal?: boolean;
  /** Where the menu is portalled (default `document.body`); it must sit inside a theme class. */
  portalContainer?: HTMLElement | null;
}

function firstLetter(text: string): string {
  return Array.from(text.trim())[0]?.toUpperCase() ?? '';
}

/**
 * The signed-in member's menu (WAI-ARIA menu button, through Radix DropdownMenu): a trigger with
 * initials, name and label; Enter, Space or ArrowDown open it, arrows move, Escape closes and focus
 * returns to the trigger. Rest props and `ref` go to the trigger `<button>`.
 */
export function AccountMenu({
  firstName,
  lastName,
  initials = `${firstLetter(firstName)}${firstLetter(lastName)}`,
  items,
  label = accountMenuMessages.label,
  open,
  defaultOpen,
  onOpenChange,
  modal = false,
  portalContainer,
  className,
  ...rest
}: AccountMenuProps) {
  const LinkComponent = useLinkComponent();
  return (
    <DropdownMenu.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
    >
      <DropdownMenu.Trigger {...rest} className={cx(styles.trigger, className)}>
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={portalContainer}>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          {items.map((item) =>
            item.href === undefined ? (
              <DropdownMenu.Item key={item.label} className={styles.item} onSelect={item.onSelect}>
                {item.label}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={item.label}
                className={styles.item}
                onSelect={item.onSelect}
                asChild
              >
                <LinkComponent href={item.href}>{item.label}</LinkComponent>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
