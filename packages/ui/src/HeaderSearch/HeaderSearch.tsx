import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/class-names';
import { SearchIcon } from '../internal/icons/search-icon';
import { mergeRefs } from '../internal/merge-refs';
import { visuallyHidden } from '../internal/shared.css';
import { useControllableState } from '../internal/use-controllable-state';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './HeaderSearch.css';

export const headerSearchMessages = {
  /** The field's label (visually hidden by default). */
  label: 'Search',
  /** The submit button's accessible name (the button shows a magnifying glass). */
  submitLabel: 'Search',
  /** The accessible name of the suggestions list. */
  suggestionsLabel: 'Suggestions',
  /** Announced (politely) while the suggestions list is shown, and when its length changes. */
  suggestionsStatus: (count: number): string =>
    count === 1
      ? '1 suggestion. Use the up and down arrows to choose it.'
      : `${count} suggestions. Use the up and down arrows to choose one.`,
} as const;

export interface HeaderSearchProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'role' | 'children' | 'onChange'> {
  /** Called with the trimmed query on submit, or with a chosen suggestion. Never with ''. */
  onSearch: (query: string) => void;
  /** The field's label. Default 'Search'. */
  label?: string;
  /** Hide the label on screen (it stays the field's accessible name). Default true. */
  labelHidden?: boolean;
  /** The submit button's accessible name. Default 'Search'. */
  submitLabel?: string;
  placeholder?: string;
  /** Controlled query text. */
  query?: string;
  /** Uncontrolled: the text the field starts with. */
  defaultQuery?: string;
  /** Called on every change of the text (to fetch suggestions). */
  onQueryChange?: (query: string) => void;
  /**
   * Suggestions for the current text, already filtered by the app. When given (even empty), the
   * field is a combobox (WAI-ARIA combobox with a listbox popup); choosing a suggestion submits it.
   */
  suggestions?: readonly string[];
  /** The suggestions list's accessible name. Default 'Suggestions'. */
  suggestionsLabel?: string;
  /** The status message announcing how many suggestions are shown. */
  suggestionsStatus?: (count: number) => string;
  /** The field's `name` (a form without script submits it). Default 'query'. */
  name?: string;
  /** A ref to the `<input>` (to focus it). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The header's search form: `<form role="search">` with one labelled field and a submit button.
 * Submitting trims the text and ignores an empty query. With `suggestions` the field is a WAI-ARIA
 * combobox with a listbox popup: typing shows the app's suggestions, ArrowDown and ArrowUp move
 * through them (focus stays in the field), Enter or a click chooses one and searches for it, Enter
 * with none active searches the typed text. Escape closes the suggestions, then clears the text;
 * with nothing to close or clear it is left to an outer handler (the mobile menu closes). Rest props
 * and `ref` go to the `<form>`.
 */
export function HeaderSearch({
  onSearch,
  label = headerSearchMessages.label,
  labelHidden = true,
  submitLabel = headerSearchMessages.submitLabel,
  placeholder,
  query,
  defaultQuery = '',
  onQueryChange,
  suggestions,
  suggestionsLabel = headerSearchMessages.suggestionsLabel,
  suggestionsStatus = headerSearchMessages.suggestionsStatus,
  name = 'query',
  inputRef,
  className,
  ...rest
}: HeaderSearchProps) {
  const id = useId();
  const inputId = `${id}-search`;
  const listboxId = `${id}-suggestions`;
  const ownInputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useControllableState({
    value: query,
    defaultValue: defaultQuery,
    onChange: onQueryChange,
  });
  // Whether the member wants the list (typed, or pressed an arrow); it shows only with options.
  const [listWanted, setListWanted] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // A suggestion given twice would be two options with the same text.
  const options = useMemo(() => Array.from(new Set(suggestions ?? [])), [suggestions]);
  const isCombobox = suggestions !== undefined;
  const expanded = isCombobox && listWanted && options.length > 0;
  // The app may send fewer suggestions than the index reached; then none is active.
  const active = expanded && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  function closeList() {
    setListWanted(false);
    setActiveIndex(-1);
  }

  function search(value: string) {
    const trimmed = value.trim();
    if (trimmed === '') {
      ownInputRef.current?.focus();
      return;
    }
    onSearch(trimmed);
  }

  function choose(option: string) {
    closeList();
    setText(option);
    search(option);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    closeList();
    search(text);
  }

  function handleChange(value: string) {
    setText(value);
    if (!isCombobox) return;
    // Typing opens the list (when the app has suggestions) with no option active, so Enter still
    // searches for what was typed.
    setListWanted(true);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm or cancel an input method's composition (Japanese, Chinese...) are its own.
    if (event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    if (isCombobox && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      // Keeps the caret where it is (ArrowUp would move it to the start).
      event.preventDefault();
      if (options.length === 0) return;
      const last = options.length - 1;
      if (!expanded) {
        // Opens the list on the first (ArrowDown) or last (ArrowUp) option; Alt+ArrowDown only
        // opens it, as the APG's combobox does.
        setListWanted(true);
        setActiveIndex(event.altKey ? -1 : event.key === 'ArrowDown' ? 0 : last);
      } else if (event.key === 'ArrowDown') {
        setActiveIndex(active >= last ? 0 : active + 1);
      } else {
        setActiveIndex(active <= 0 ? last : active - 1);
      }
      return;
    }
    if (event.key === 'Enter' && active >= 0) {
      // Chooses the active option instead of submitting the typed text.
      event.preventDefault();
      choose(options[active] ?? '');
      return;
    }
    if (event.key !== 'Escape') return;
    if (expanded) {
      // Marked as handled, so an outer menu stays open: this Escape only closes the list.
      event.preventDefault();
      closeList();
    } else if (input.value !== '') {
      // Also stops Chrome's native clearing of type="search", which would skip onChange.
      event.preventDefault();
      setText('');
    }
  }

  const labelClassName = cx(styles.label, labelHidden && visuallyHidden);
  // What the field is in both modes; the combobox adds its role and states.
  const fieldProps = {
    ref: mergeRefs(ownInputRef, inputRef),
    id: inputId,
    type: 'search',
    name,
    value: text,
    placeholder,
    autoComplete: 'off',
    enterKeyHint: 'search',
    className: styles.input,
    onChange: (event: ChangeEvent<HTMLInputElement>) => handleChange(event.target.value),
    onKeyDown: handleKeyDown,
  } satisfies ComponentPropsWithRef<'input'>;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the search landmark in every browser and screen reader in use; the newer <search> element is not yet mapped by all of them, and the form is needed for submission anyway.
    <form {...rest} role="search" className={cx(styles.form, className)} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <div className={styles.row}>
        {isCombobox ? (
          <input
            {...fieldProps}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            // Tab, or a click elsewhere, leaves the list behind; a press on an option keeps focus
            // here (its mousedown is cancelled), so this does not undo a choice.
            onBlur={closeList}
          />
        ) : (
          <input {...fieldProps} />
        )}
        <SubmitButton label={submitLabel} />
        {isCombobox ? (
          <div
            id={listboxId}
            role="listbox"
            aria-label={suggestionsLabel}
            className={styles.listBox}
            hidden={!expanded}
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the options are not focusable on purpose: the keyboard reaches them from the field (ArrowDown, ArrowUp, Enter), which keeps focus and names the active one with aria-activedescendant, as the combobox pattern requires.
              <div
                key={option}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                data-state={index === active ? 'active' : 'inactive'}
                // Keeps focus (and the screen reader's place) in the field during the press.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      {isCombobox ? (
        // Announces how many suggestions there are: the list itself is not focused, so a screen
        // reader would not otherwise know it appeared (APG combobox, WCAG 4.1.3).
        <div role="status" className={visuallyHidden}>
          {expanded ? suggestionsStatus(options.length) : ''}
        </div>
      ) : null}
    </form>
  );
}

function SubmitButton({ label }: { label: string }) {
  return (
    <button type="submit" className={styles.submit}>
      <SearchIcon />
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}
