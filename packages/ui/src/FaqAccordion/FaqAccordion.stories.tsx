import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FaqAccordion, type FaqAccordionProps } from './FaqAccordion';
import { demoFaqItems } from './story-fixtures';

const meta = {
  title: 'Content/FaqAccordion',
  component: FaqAccordion,
  args: {
    items: demoFaqItems,
    onValueChange: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const questions = demoFaqItems.map((item) => item.question);

/** The answer a question button controls, found whether it is open or hidden. */
function answerOf(question: HTMLElement): HTMLElement | null {
  return document.getElementById(question.getAttribute('aria-controls') ?? '');
}

export const AllClosed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // Every question is a heading (level 3 by default) holding a button.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(questions.length);
    const triggers = questions.map((question) => canvas.getByRole('button', { name: question }));
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Expand All' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Collapse All' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Additional FAQs' })).not.toBeInTheDocument();

    // Tab order: Expand All, Collapse All, then the questions.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(triggers[0]).toHaveFocus();

    // Enter opens a question; its answer is a region named by the question.
    await userEvent.keyboard('{Enter}');
    await expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers[0]).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('region', { name: questions[0] })).toHaveTextContent(
      'Over 80 types of legal matters',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['what-is-covered']);

    // ArrowDown moves to the next question; Space opens it too (several stay open).
    await userEvent.keyboard('{ArrowDown}');
    await expect(triggers[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(triggers[1]).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');

    // Enter and Space close them again; a closed answer is no longer a region anyone can reach.
    await userEvent.keyboard(' ');
    await expect(triggers[1]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: questions[0] })).not.toBeInTheDocument();

    // The arrows wrap around; Home and End go to the first and last question.
    await userEvent.keyboard('{ArrowUp}');
    await expect(triggers.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(triggers[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(triggers.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(triggers[0]).toHaveFocus();
  },
};

/**
 * Closed answers are in the page, `hidden`, rather than left out: server-rendered HTML (the
 * portal's prerendered pages) carries every answer, which shows when scripts do not run.
 */
export const ClosedAnswersInThePage: Story = {
  name: 'Closed answers stay in the page, hidden',
  args: { defaultValue: ['what-is-covered'] },
  play: async ({ canvas, userEvent }) => {
    const closed = canvas.getByRole('button', { name: questions[1] });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    // Not reachable as a region (hidden from everyone) ...
    await expect(canvas.queryByRole('region', { name: questions[1] })).not.toBeInTheDocument();
    // ... yet its text is there, in the element the question controls; so is every answer's.
    const answer = answerOf(closed);
    await expect(answer).toHaveAttribute('hidden');
    await expect(answer).not.toBeVisible();
    await expect(answer).toHaveTextContent(
      'A network of over 18,000 attorneys across the country.',
    );
    for (const question of questions) {
      await expect(
        answerOf(canvas.getByRole('button', { name: question })),
      ).not.toBeEmptyDOMElement();
    }

    // Opening it shows that same element as a region named by the question.
    await userEvent.click(closed);
    await expect(canvas.getByRole('region', { name: questions[1] })).toBe(answer);
    // Once its short fade-in has run.
    await waitFor(() => expect(answer).toBeVisible());
  },
};

export const OneOpen: Story = {
  args: { defaultValue: ['visits'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: questions[2] })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region', { name: questions[2] })).toHaveTextContent(
      'Visits for covered matters are unlimited',
    );
    await expect(canvas.getByRole('button', { name: questions[0] })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvasElement.querySelector('[data-state="mixed"]')).not.toBeNull();
  },
};

export const AllExpanded: Story = {
  name: 'Expand All and Collapse All',
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const expandAll = canvas.getByRole('button', { name: 'Expand All' });
    const collapseAll = canvas.getByRole('button', { name: 'Collapse All' });

    await userEvent.tab();
    await expect(expandAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    for (const question of questions) {
      await expect(canvas.getByRole('button', { name: question })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await expect(canvas.getAllByRole('region')).toHaveLength(questions.length);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(demoFaqItems.map((item) => item.id));
    await expect(canvasElement.querySelector('[data-state="expanded"]')).not.toBeNull();
    // Focus stays on the button.
    await expect(expandAll).toHaveFocus();

    await userEvent.tab();
    await expect(collapseAll).toHaveFocus();
    await userEvent.keyboard(' ');
    for (const question of questions) {
      await expect(canvas.getByRole('button', { name: question })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(canvasElement.querySelector('[data-state="collapsed"]')).not.toBeNull();

    // Expand All again, for the docs page to show the expanded state.
    await userEvent.click(expandAll);
    await expect(canvas.getAllByRole('region')).toHaveLength(questions.length);
  },
};

export const LimitedToFive: Story = {
  name: 'Limited to 5, with Additional FAQs',
  args: { limit: 5, moreHref: '/faqs', headingLevel: 2 },
  play: async ({ canvas, userEvent }) => {
    // Home and contact pages: only the first 5 questions, then a link to the rest.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: questions[5] })).not.toBeInTheDocument();
    const more = canvas.getByRole('link', { name: 'Additional FAQs' });
    await expect(more).toHaveAttribute('href', '/faqs');

    // Expand All opens only the questions shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(5);
  },
};

/** The open list held by the page (e.g. to open a question named in the URL). */
function ControlledFaq(props: FaqAccordionProps) {
  const [value, setValue] = useState<string[]>(['wills']);
  return (
    <FaqAccordion
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

export const Controlled: Story = {
  args: {
    // As the FAQ page gives them: an anchor per question, which a search result links to.
    items: demoFaqItems.map((item) => ({ ...item, anchorId: `faq-legal-${item.id}` })),
  },
  render: (args) => <ControlledFaq {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: questions[3] })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The page opened the question a link pointed at; the link reaches its heading.
    await expect(canvas.getByRole('heading', { name: questions[3] })).toHaveAttribute(
      'id',
      'faq-legal-wills',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse All' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('button', { name: questions[3] })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const CustomLabels: Story = {
  args: {
    expandAllLabel: 'Abrir todo',
    collapseAllLabel: 'Cerrar todo',
    moreLabel: 'Más preguntas',
    limit: 3,
    moreHref: '/faqs',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Abrir todo' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cerrar todo' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Más preguntas' })).toBeInTheDocument();
  },
};
