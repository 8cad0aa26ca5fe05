import { createContext, type ReactNode, use } from 'react';
import type { EditionContent } from './edition-content.js';

const EditionContext = createContext<EditionContent | null>(null);

export function EditionProvider({
  edition,
  children,
}: {
  edition: EditionContent | null;
  children: ReactNode;
}) {
  return <EditionContext value={edition}>{children}</EditionContext>;
}

export function useEdition(): EditionContent {
  const edition = use(EditionContext);
  if (!edition) throw new Error('useEdition must be used inside an EditionProvider');
  return edition;
}

/** The edition, or null where none is known yet (the document of the member pages' shell). */
export function useOptionalEdition(): EditionContent | null {
  return use(EditionContext);
}
