import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColourPalette, ContrastTable } from './ColourPalette';
import { IconGallery, icons } from './IconGallery';
import { ElevationScale, MotionTable, RadiusScale, SpaceScale } from './SpaceScale';
import { FontSpecimen, TypeScale, TypeScaleTable } from './TypeScale';

/**
 * The design language, drawn from the tokens: each story shows both themes side by side (or, for
 * what both themes share, once), and runs axe in both editions like every story.
 */
const meta = {
  title: 'Foundations/Gallery',
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <ColourPalette />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Colour tokens in both themes',
    });
    await expect(
      within(table).getByRole('rowheader', { name: 'color.primarySurface' }),
    ).toBeVisible();
  },
};

export const Contrast: Story = {
  render: () => <ContrastTable />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Colour pairs and their contrast in both themes',
    });
    await expect(within(table).queryByText(/FAILS/)).toBeNull();
  },
};

export const Typography: Story = {
  render: () => (
    <>
      <FontSpecimen />
      <TypeScaleTable />
      <TypeScale />
    </>
  ),
  play: async ({ canvasElement }) => {
    // The web font loads from the kit's own file (the preview imports the tokens, which declare
    // it); `load` resolves with no face if the family were not declared at all.
    const faces = await document.fonts.load('700 16px "Public Sans"');
    await expect(
      faces.some((face) => face.family.includes('Public Sans') && face.status === 'loaded'),
    ).toBe(true);
    await expect(within(canvasElement).getAllByText('Compare plans and enroll')).toHaveLength(2);
  },
};

export const Space: Story = {
  render: () => (
    <>
      <SpaceScale />
      <MotionTable />
    </>
  ),
};

export const Elevation: Story = {
  render: () => (
    <>
      <ElevationScale />
      <RadiusScale />
    </>
  ),
};

export const Icons: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    await expect(icons.length).toBeGreaterThan(0);
    await expect(within(canvasElement).getAllByText('ErrorIcon')).toHaveLength(2);
  },
};
