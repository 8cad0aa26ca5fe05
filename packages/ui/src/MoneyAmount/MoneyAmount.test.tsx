import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyAmount } from './MoneyAmount';
import * as stories from './MoneyAmount.stories';
import { spokenTextOf } from './spoken-text';

const { PerMonth, PerPaycheck, PerYear, WithoutPeriod, Negative } = composeStories(stories);

afterEach(cleanup);

describe('MoneyAmount', () => {
  it.each([
    ['PerMonth', PerMonth, '$18.50/mo', '$18.50 per month'],
    ['PerPaycheck', PerPaycheck, '$8.54/paycheck', '$8.54 per paycheck'],
    ['PerYear', PerYear, '$222.00/yr', '$222.00 per year'],
    ['WithoutPeriod', WithoutPeriod, '$1,234.56', '$1,234.56'],
    ['Negative', Negative, '-$5.00', '-$5.00'],
  ])('%s shows %s and says %s', (_name, Story, shown, said) => {
    const { container } = render(<Story />);
    const root = container.firstElementChild as HTMLElement;
    // What is on screen: the text outside the visually hidden words.
    const hidden = root.querySelector('[aria-hidden="true"] ~ span');
    const onScreen = (root.textContent ?? '').replace(hidden?.textContent ?? '', '');
    expect(onScreen).toBe(shown);
    expect(spokenTextOf(root)).toBe(said);
  });

  it('renders one span, forwarding the ref and rest props to it', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <MoneyAmount
        ref={ref}
        amount="$27.95"
        period={{ short: '/mo', spoken: 'per month' }}
        size="xxl"
        id="high-price"
        data-plan="H"
      />,
    );
    const amount = screen.getByText('$27.95');
    expect(ref.current).toBe(amount.parentElement);
    expect(ref.current?.tagName).toBe('SPAN');
    expect(ref.current?.id).toBe('high-price');
    expect(ref.current?.dataset.plan).toBe('H');
    expect(ref.current?.dataset.size).toBe('xxl');
  });
});
