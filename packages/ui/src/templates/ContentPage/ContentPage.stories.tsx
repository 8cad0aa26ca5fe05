import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../Table';
import {
  expectNoSidewaysScroll,
  narrowViewport,
  templateStoryDefaults,
} from '../internal/template-story-fixtures';
import { ContentPage } from './ContentPage';

const prose = (
  <>
    <section aria-labelledby="using-the-site">
      <h2 id="using-the-site">Using this site</h2>
      <p>
        You may use this site to learn about the legal plan, to enroll, and to manage your
        enrollment. Keep your username and password to yourself.
      </p>
    </section>
    <section aria-labelledby="your-information">
      <h2 id="your-information">Your information</h2>
      <p>We use what you tell us only to run your plan. We never sell it.</p>
      <ul>
        <li>We keep your answers while your account is open.</li>
        <li>You can ask for a copy of what we hold.</li>
      </ul>
    </section>
    <section aria-labelledby="changes">
      <h2 id="changes">Changes to these terms</h2>
      <p>When these terms change, we say so on this page and by email.</p>
    </section>
  </>
);

const meta = {
  title: 'Templates/ContentPage',
  component: ContentPage,
  ...templateStoryDefaults,
  // The visual suite (tests/visual) also shoots these stories at 390 and 1280 px, the widths the
  // member screens built from this template are reviewed at.
  tags: ['visual-viewports'],
  args: {
    heading: 'Terms and conditions',
    lead: 'The terms of use of this site, in plain language.',
    children: prose,
    lastUpdated: { dateTime: '2026-03-03', text: '3 March 2026' },
  },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Heading, lead, prose, last updated',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByText('3 March 2026')).toHaveAttribute('datetime', '2026-03-03');
    await expect(canvas.getByText(/Last updated/)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const WithContents: Story = {
  name: 'With a contents list',
  args: {
    contents: [
      { href: '#using-the-site', label: 'Using this site' },
      { href: '#your-information', label: 'Your information' },
      { href: '#changes', label: 'Changes to these terms' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(nav).toContainElement(canvas.getByRole('link', { name: 'Your information' }));
  },
};

/** A data table keeps its own scrolling region; the page itself does not scroll sideways. */
export const WithTable: Story = {
  name: 'With a data table',
  args: {
    lastUpdated: undefined,
    children: (
      <>
        <p>The documents below are PDFs.</p>
        <Table caption="Policy documents">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Document</TableHeaderCell>
              <TableHeaderCell>Pages</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableHeaderCell scope="row">Privacy Notice</TableHeaderCell>
              <TableCell>4</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Policy documents' })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px)',
  ...narrowViewport,
  tags: ['no-visual'],
  args: {
    contents: [
      { href: '#using-the-site', label: 'Using this site' },
      { href: '#changes', label: 'Changes to these terms' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
