import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Stories and component tests (composeStories) run with the preview's decorators, globals and
// parameters, and with the a11y addon's afterEach that runs axe on every story.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
