import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Stack gap={5}>
        <nav aria-label="Footer">
          <Stack direction="row" gap={5} wrap>
            <Link href="/contact" variant="standalone">
              Contact Us
            </Link>
            <Link href="/privacy" variant="standalone">
              Privacy Policy
            </Link>
            <Link href="/compliance-and-legal" variant="standalone">
              Compliance &amp; Legal
            </Link>
          </Stack>
        </nav>
        <p>
          Administered by a third-party administrator. Plans are administered by different entities
          in Florida and California.
        </p>
      </Stack>
    ),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Compliance & Legal' })).toHaveAttribute(
      'href',
      '/compliance-and-legal',
    );
  },
};
