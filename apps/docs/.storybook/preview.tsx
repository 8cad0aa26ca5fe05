import { type ThemeName, themeNames, themes } from '@portal/tokens';
import { type LinkComponentProps, LinkProvider } from '@portal/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type MouseEvent, type ReactNode, useLayoutEffect } from 'react';
import { action } from 'storybook/actions';

function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

// `STORYBOOK_EDITION=individual` pins the first edition shown (Storybook exposes STORYBOOK_* to the
// preview); the story tests set it per Vitest project.
const initialEdition: ThemeName = isThemeName(import.meta.env.STORYBOOK_EDITION)
  ? import.meta.env.STORYBOOK_EDITION
  : 'federal';

/**
 * Puts the edition's theme class on <html> (so portalled content such as the account menu is
 * themed, as in the portal) and on a wrapper (so stories inlined in docs pages are themed too).
 */
function EditionFrame({ edition, children }: { edition: ThemeName; children: ReactNode }) {
  const themeClass = themes[edition];
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(themeClass);
    return () => root.classList.remove(themeClass);
  }, [themeClass]);
  return <div className={themeClass}>{children}</div>;
}

const withEdition: Decorator = (Story, context) => {
  const edition = isThemeName(context.globals.edition) ? context.globals.edition : initialEdition;
  return (
    <EditionFrame edition={edition}>
      <Story />
    </EditionFrame>
  );
};

const navigate = action('navigate');

/**
 * Stands in for the portal's router link: records the navigation instead of leaving the story, so
 * clicking a link in a story or a test does not unload the preview.
 */
function StoryRouterLink({ href, onClick, ...rest }: LinkComponentProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(href);
  }
  return <a {...rest} href={href} onClick={handleClick} />;
}

const withStoryRouter: Decorator = (Story) => (
  <LinkProvider component={StoryRouterLink}>
    <Story />
  </LinkProvider>
);

const preview: Preview = {
  // Every component gets a docs page; a component with its own MDX page uses that one instead.
  tags: ['autodocs'],
  globalTypes: {
    edition: {
      description: 'Edition theme',
      toolbar: {
        title: 'Edition',
        icon: 'paintbrush',
        items: [
          { value: 'federal', title: 'Federal (MFB)' },
          { value: 'individual', title: 'Individual (MP)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    edition: initialEdition,
  },
  // Order: the router is inside the edition frame, so everything a story renders is themed.
  decorators: [withStoryRouter, withEdition],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
        },
      },
    },
  },
};

export default preview;
