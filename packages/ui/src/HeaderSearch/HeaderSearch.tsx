import {
  type ComponentPropsWithRef,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useMemo,
  useRef,
} from 'react';
import {
  ComboBox,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { cx } from '../internal/class-names';
import { mergeRefs } from '../internal/merge-refs';
import { visuallyHidden } from '../internal/shared.css';
import { useControllableState } from '../internal/use-controllable-state';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './HeaderSearch.css';
import { SearchIcon } from './icons';

export const headerSearchMessages = {
  /** The field's label (visually hidden by default). */
  label: 'Search',
  /** The submit button's accessible name (the button shows a magnifying glass). */
  submitLabel: 'Search',
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
  /** The field's `name` (a form without script submits it). Default 'query'. */
  name?: string;
  /** A ref to the `<input>` (to focus it). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The header's search form: `<form role="search">` with one labelled field and a submit button.
 * Submitting trims the text and ignores an empty query. With `suggestions` the field becomes a
 * react-aria ComboBox (`allowsCustomValue`): typing shows the app's suggestions, arrows move through
 * them, Enter or a click chooses one and searches for it, Enter with none chosen searches the typed
 * text. Escape closes the suggestions, then clears the text; with nothing to close or clear it is
 * left to an outer handler (the mobile menu closes). Rest props and `ref` go to the `<form>`.
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
  name = 'query',
  inputRef,
  className,
  ...rest
}: HeaderSearchProps) {
  const inputId = `${useId()}-search`;
  const ownInputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useControllableState({
    value: query,
    defaultValue: defaultQuery,
    onChange: onQueryChange,
  });
  // Each suggestion is its own key; repeated strings would be one option with two keys.
  const items = useMemo(
    () => Array.from(new Set(suggestions ?? []), (suggestion) => ({ id: suggestion })),
    [suggestions],
  );

  function search(value: string) {
    const trimmed = value.trim();
    if (trimmed === '') {
      ownInputRef.current?.focus();
      return;
    }
    onSearch(trimmed);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    // react-aria has already handled the key; the attributes still describe the state before it.
    const wasOpen = input.getAttribute('aria-expanded') === 'true';
    const activeId = input.getAttribute('aria-activedescendant');
    const activeOption = activeId ? input.ownerDocument.getElementById(activeId) : null;
    // react-aria stops the implicit submission while the list is open (Enter might choose an
    // option). With no option active, Enter means "search for what I typed"; on the option already
    // chosen (searched for before), react-aria reports no change, so search again here.
    if (
      event.key === 'Enter' &&
      wasOpen &&
      (activeOption === null || activeOption.getAttribute('aria-selected') === 'true')
    ) {
      event.preventDefault();
      if (activeOption) setText(activeOption.textContent ?? '');
      search(activeOption ? (activeOption.textContent ?? '') : input.value);
      return;
    }
    if (event.key !== 'Escape') return;
    if (wasOpen) {
      // react-aria closed the list; mark the key handled so an outer menu stays open.
      event.preventDefault();
    } else if (input.value !== '') {
      // Also stops Chrome's native clearing of type="search", which would skip onChange.
      event.preventDefault();
      setText('');
    }
  }

  function handleSuggestion(key: Key | null) {
    if (key === null) return;
    const suggestion = String(key);
    setText(suggestion);
    search(suggestion);
  }

  const labelClassName = cx(styles.label, labelHidden && visuallyHidden);
  const mergedInputRef = mergeRefs(ownInputRef, inputRef);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the search landmark in every browser and screen reader in use; the newer <search> element is not yet mapped by all of them, and the form is needed for submission anyway.
    <form {...rest} role="search" className={cx(styles.form, className)} onSubmit={handleSubmit}>
      {suggestions === undefined ? (
        <>
          <label htmlFor={inputId} className={labelClassName}>
            {label}
          </label>
          <div className={styles.row}>
            <input
              ref={mergedInputRef}
              id={inputId}
              type="search"
              name={name}
              value={text}
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className={styles.input}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={handleKeyDown}
            />
            <SubmitButton label={submitLabel} />
          </div>
        </>
      ) : (
        <ComboBox
          items={items}
          inputValue={text}
          onInputChange={setText}
          onChange={handleSuggestion}
          allowsCustomValue
          // The app decides what matches; the list is shown as given.
          menuTrigger="input"
          className={styles.field}
        >
          <Label className={labelClassName}>{label}</Label>
          <div className={styles.row}>
            <Input
              ref={mergedInputRef}
              name={name}
              placeholder={placeholder}
              enterKeyHint="search"
              className={styles.input}
              onKeyDown={handleKeyDown}
            />
            <SubmitButton label={submitLabel} />
          </div>
          <Popover className={styles.popover} placement="bottom start" offset={4}>
            {/* react-aria names it: 'Suggestions' (its own localised string) and the field's label. */}
            <ListBox className={styles.listBox}>
              {(item: { id: string }) => (
                <ListBoxItem id={item.id} textValue={item.id} className={styles.option}>
                  {item.id}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      )}
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
