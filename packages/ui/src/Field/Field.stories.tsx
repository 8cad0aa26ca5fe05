import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { FieldLabel } from './FieldLabel';
import { InputAdornment, InputGroup } from './InputGroup';
import { TextInput } from './TextInput';
import { useField } from './use-field';

/**
 * The parts TextField and PasswordField are made of, composed by hand into a search field and
 * wired by `useField`, as the kit's own fields are.
 */
function SearchField({ invalid = false }: { invalid?: boolean }) {
  const field = useField<HTMLInputElement>({
    idSuffix: 'search',
    name: 'query',
    hint: 'For example: dental plans',
    errorKey: invalid ? 'required' : undefined,
    errorMessages: { required: 'Required.' },
    fallbackErrorMessage: 'Invalid. Try again.',
    dismissErrorLabel: 'Dismiss error',
  });
  return (
    <search>
      <form onSubmit={(event) => event.preventDefault()}>
        <FieldLabel {...field.labelProps}>Search the site</FieldLabel>
        <FieldHint {...field.hintProps}>For example: dental plans</FieldHint>
        <InputGroup>
          <TextInput
            {...field.controlProps}
            name="query"
            type="search"
            invalid={field.errorProps !== undefined}
            endAdornment
          />
          <InputAdornment>
            <Button variant="link" type="submit">
              Search
            </Button>
          </InputAdornment>
        </InputGroup>
        {field.errorProps ? (
          <FieldError id={field.errorProps.id}>{field.errorProps.message}</FieldError>
        ) : null}
      </form>
    </search>
  );
}

const meta = {
  title: 'Forms/Field parts',
  component: SearchField,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComposedSearchField: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('searchbox', { name: 'Search the site' }),
    ).toHaveAccessibleDescription('For example: dental plans');
  },
};

export const ComposedInvalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search the site' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('For example: dental plans Required.');
  },
};
