/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `federal` or `individual`: the edition the preview starts in. */
  readonly STORYBOOK_EDITION?: string;
}
