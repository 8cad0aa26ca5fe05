import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithRef, type ReactElement, type ReactNode, useRef } from 'react';
import { Button } from '../Button/Button';
import { cx } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { useScrollLock } from '../internal/use-scroll-lock';
import { warnInDevelopment } from '../internal/warn';
import * as styles from './Modal.css';

export const modalMessages = {
  /** The one button of a modal given no `buttons` (spec section 2: "default Close"). */
  close: 'Close',
} as const;

/** One button in the modal's button row. */
export interface ModalButton {
  label: string;
  /** Called on click, Enter or Space, before the modal closes (when `closes`). */
  onClick?: () => void;
  /** Default: `primary` for the last button, `secondary` for the others. */
  variant?: 'primary' | 'secondary';
  /**
   * Default true: the button also closes the modal (`onOpenChange(false)`). Set false for a button
   * whose work decides whether to close, e.g. a YES that waits for the server.
   */
  closes?: boolean;
}

export interface ModalProps
  extends Omit<
    ComponentPropsWithRef<typeof Dialog.Content>,
    'children' | 'asChild' | 'forceMount'
  > {
  /** Controlled open state (with `onOpenChange`). */
  open?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Called with false on Escape, a click on the backdrop or a closing button; with true by `trigger`. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The element that opens the modal (usually the kit's `Button`), rendered through Radix's
   * `Dialog.Trigger asChild`: it gets `aria-haspopup="dialog"`, `aria-expanded` and focus back on close.
   * It must accept a ref and `onClick`.
   */
  trigger?: ReactElement;
  /** The dialog's title and accessible name. Required: a dialog without a name is announced as "dialog". */
  heading: string;
  /** A line under the heading; it becomes the dialog's accessible description. */
  subheading?: string;
  /** The content between the heading and the buttons. */
  children?: ReactNode;
  /** The button row, in reading order. Default: one `closeLabel` button. */
  buttons?: readonly ModalButton[];
  closeLabel?: string;
  /** Where the dialog is portalled (default `document.body`); it must sit inside a theme class. */
  portalContainer?: HTMLElement | null;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern, through Radix Dialog): heading, optional subheading,
 * content and a row of buttons. Focus moves into the dialog, is trapped there, and returns on close
 * to the trigger, or to the element that had focus before it opened. Escape closes. Rest props and
 * `ref` go to the dialog element (`role="dialog"`, `data-state="open" | "closed"`).
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  heading,
  subheading,
  children,
  buttons,
  closeLabel = modalMessages.close,
  portalContainer,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: ModalProps) {
  const previouslyFocused = useRef<HTMLElement | null>(null);
  // Held here (Radix is always controlled) so the backdrop's state and the scroll lock follow it.
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  useScrollLock(isOpen);

  if (heading.trim() === '') {
    /* @__PURE__ */ warnInDevelopment(
      'a Modal has an empty heading: the heading is the dialog\u2019s accessible name.',
    );
  }

  function handleOpenAutoFocus(event: Event) {
    // Radix's focus scope calls this before it moves focus in, so the active element is still the
    // one the member was on (a Delete link, a Log Out button, or <body> when a timer opened it).
    const active = document.activeElement;
    previouslyFocused.current = active instanceof HTMLElement ? active : null;
    onOpenAutoFocus?.(event);
  }

  function handleCloseAutoFocus(event: Event) {
    onCloseAutoFocus?.(event);
    // With a trigger, Radix focuses it. Without one (an app-controlled modal) Radix focuses nothing
    // and focus would fall to <body>, sending a screen reader back to the top of the page
    // (WCAG 2.4.3): return it to where it was, if that element is still there.
    if (event.defaultPrevented || trigger) return;
    event.preventDefault();
    const target = previouslyFocused.current;
    previouslyFocused.current = null;
    if (target?.isConnected && target !== document.body) target.focus();
  }

  const actions: readonly ModalButton[] =
    buttons && buttons.length > 0 ? buttons : [{ label: closeLabel }];

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={portalContainer}>
        {/* Not Radix's Dialog.Overlay: it locks scroll with react-remove-scroll, which injects a
            <style> element that the content security policy refuses (useScrollLock says more).
            Radix's modal content still traps focus, hides the page from assistive technology and
            closes on a press outside it, which a press on this backdrop is. */}
        <div className={styles.overlay} data-state={isOpen ? 'open' : 'closed'}>
          <Dialog.Content
            {...rest}
            className={cx(styles.content, className)}
            onOpenAutoFocus={handleOpenAutoFocus}
            onCloseAutoFocus={handleCloseAutoFocus}
          >
            <div className={styles.header}>
              <Dialog.Title className={styles.heading}>{heading}</Dialog.Title>
              {subheading ? (
                <Dialog.Description className={styles.subheading}>{subheading}</Dialog.Description>
              ) : null}
            </div>
            {children !== undefined && children !== null ? (
              <div className={styles.body}>{children}</div>
            ) : null}
            <div className={styles.buttons}>
              {actions.map((action, index) => {
                const variant =
                  action.variant ?? (index === actions.length - 1 ? 'primary' : 'secondary');
                return action.closes === false ? (
                  <Button key={action.label} variant={variant} onClick={action.onClick}>
                    {action.label}
                  </Button>
                ) : (
                  // Radix's Close merges its click handler after the button's: onClick runs first,
                  // then the modal closes.
                  <Dialog.Close key={action.label} asChild>
                    <Button variant={variant} onClick={action.onClick}>
                      {action.label}
                    </Button>
                  </Dialog.Close>
                );
              })}
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
