import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

afterEach(cleanup);

function Wide({ width }: { width: string }) {
  return (
    <div style={{ width }}>
      <Table caption="Plan comparison">
        <TableHead>
          <TableRow>
            <TableHeaderCell style={{ minWidth: '30rem' }}>Feature</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Unlimited visits</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

describe('Table', () => {
  it('becomes a focusable named region only while it overflows', async () => {
    const { rerender } = render(<Wide width="60rem" />);
    const table = screen.getByRole('table', { name: 'Plan comparison' });
    const scroller = table.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.dataset.state).toBe('fits'));
    expect(scroller.hasAttribute('tabindex')).toBe(false);
    expect(scroller.hasAttribute('role')).toBe(false);

    rerender(<Wide width="10rem" />);
    const region = await screen.findByRole('region', { name: 'Plan comparison' });
    expect(region).toBe(scroller);
    expect(region.getAttribute('tabindex')).toBe('0');

    rerender(<Wide width="60rem" />);
    await waitFor(() => expect(scroller.dataset.state).toBe('fits'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('forwards the ref and rest props to the <table>', () => {
    const ref = createRef<HTMLTableElement>();
    render(
      <Table ref={ref} caption="Payment history" captionHidden data-testid="payments">
        <TableBody>
          <TableRow>
            <TableCell>$29.50</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Payment history' });
    expect(ref.current).toBe(table);
    expect(table.dataset.testid).toBe('payments');
  });
});
