import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BankCard, lastFourDigits } from './BankCard';
import * as stories from './BankCard.stories';

const { InUse, PendingUse, Deletable, LongBankName } = composeStories(stories);

afterEach(cleanup);

describe('BankCard', () => {
  it('keeps only the last four digits', () => {
    expect(lastFourDigits('000123456789')).toBe('6789');
    expect(lastFourDigits('4321-0000-1111-2468')).toBe('2468');
    expect(lastFourDigits('XXXXXX1357')).toBe('1357');
    expect(lastFourDigits('12')).toBe('12');
  });

  it.each([
    ['InUse', InUse],
    ['PendingUse', PendingUse],
    ['Deletable', Deletable],
    ['LongBankName', LongBankName],
  ])('never puts the full account number in the DOM (%s)', (_name, Story) => {
    const { container } = render(<Story />);
    const digits = (Story.args.accountNumber ?? '').replace(/\D/g, '');
    const html = container.innerHTML.replace(/\D/g, ' ');
    // No run of more than four of the account's digits, in text or attributes.
    expect(html).not.toContain(digits.slice(0, -4));
    expect(container.textContent).toContain(`••••${digits.slice(-4)}`);
  });

  it('forwards the ref and rest props to the article', () => {
    const ref = createRef<HTMLElement>();
    render(
      <BankCard
        ref={ref}
        data-bank-id="b-1"
        bankName="Coastal Bank"
        accountNumber="77001357"
        accountType="Checking"
        status="inUse"
        headingLevel={3}
      />,
    );
    const article = screen.getByRole('article', { name: 'Coastal Bank' });
    expect(ref.current).toBe(article);
    expect(article.dataset.bankId).toBe('b-1');
    expect(screen.getByRole('heading', { level: 3, name: 'Coastal Bank' })).toBeTruthy();
  });
});
