import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqAccordion } from './FaqAccordion';
import { demoFaqItems } from './story-fixtures';

const [first, second] = demoFaqItems.map((item) => item.question);

/** The answer a question controls, found whether it is open or hidden. */
function answerOf(question: HTMLElement): HTMLElement {
  const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
  if (!answer) throw new Error(`no answer for ${question.textContent}`);
  return answer;
}

afterEach(cleanup);

describe('FaqAccordion', () => {
  it('lets find in page reach a closed answer, and opens its question', async () => {
    const onValueChange = vi.fn();
    render(<FaqAccordion items={demoFaqItems} onValueChange={onValueChange} />);
    const question = screen.getByRole('button', { name: second });
    const answer = answerOf(question);
    // Closed, yet searchable: the browser looks inside `hidden="until-found"`, not plain `hidden`.
    expect(answer.getAttribute('hidden')).toBe('until-found');
    expect(question).toHaveAttribute('aria-expanded', 'false');

    // What Chrome does when the find bar (or a #:~:text= link) matches text in it: `beforematch`
    // on the hidden element, then it removes `hidden` and scrolls the match into view.
    answer.dispatchEvent(new Event('beforematch', { bubbles: true }));
    answer.removeAttribute('hidden');

    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    expect(onValueChange).toHaveBeenLastCalledWith(['how-many-attorneys']);
    expect(screen.getByRole('region', { name: second })).toBe(answer);
    await waitFor(() => expect(answer).toBeVisible());

    // Closed again by its question, it is searchable again.
    question.click();
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'false'));
    expect(answer.getAttribute('hidden')).toBe('until-found');
    expect(answer).not.toBeVisible();
  });

  it('keeps a closed answer from taking space under its question', () => {
    render(<FaqAccordion items={demoFaqItems} />);
    const answer = answerOf(screen.getByRole('button', { name: first }));
    // until-found hides with content-visibility, which keeps the box and its padding.
    expect(answer.getBoundingClientRect().height).toBe(0);
  });

  describe('the server’s HTML, which is the page without JavaScript', () => {
    let root: Root | undefined;
    afterEach(() => {
      root?.unmount();
      root = undefined;
      document.body.replaceChildren();
    });

    it('has every answer and states no collapsed question, until the page runs', async () => {
      const html = renderToString(<FaqAccordion items={demoFaqItems} />);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);

      // As served: every answer in the HTML (the stylesheet shows them without scripts), so no
      // question may say it is collapsed; none says expanded either, as nothing can close one.
      const questions = [...container.querySelectorAll('h3 > button')];
      expect(questions).toHaveLength(demoFaqItems.length);
      for (const question of questions) {
        expect(question.hasAttribute('aria-expanded')).toBe(false);
        expect(answerOf(question as HTMLElement).textContent).not.toBe('');
      }

      // Hydrated: the questions work, say so, and the closed answers become searchable. React
      // reports a mismatch with the server's HTML as a recoverable error.
      const mismatches: unknown[] = [];
      root = hydrateRoot(container, <FaqAccordion items={demoFaqItems} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
      const question = screen.getByRole('button', { name: first });
      await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'false'));
      expect(answerOf(question).getAttribute('hidden')).toBe('until-found');
      expect(mismatches).toEqual([]);
    });
  });
});
