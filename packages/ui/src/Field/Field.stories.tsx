import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { FieldLabel } from './FieldLabel';
import { InputAdornment, InputGroup } from './InputGroup';
import { TextInput } from './TextInput';

/** The parts TextField and PasswordField are made of, composed by hand into a search field. */
function SearchField({ invalid = false }: { invalid?: boolean }) {
  const id = useId();
  return (
    <search>
      <form onSubmit={(event) => event.preventDefault()}>
        <FieldLabel htmlFor={id}>Search the site</FieldLabel>
        <FieldHint id={`${id}-hint`}>For example: dental plans</FieldHint>
        <InputGroup>
          <TextInput
            id={id}
            name="query"
            type="search"
            invalid={invalid}
            endAdornment
            aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          <InputAdornment>
            <Button variant="link" type="submit">
              Search
            </Button>
          </InputAdornment>
        </InputGroup>
        {invalid ? <FieldError id={`${id}-error`}>Required.</FieldError> : null}
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
