import { type Ref, useId, useMemo, useRef } from 'react';
import { mergeRefs } from '../internal/merge-refs';

/**
 * The ids and ref every field wires the same way: the control's id (the app's, or a generated one
 * with a readable suffix), the ids its hint and error take for aria-describedby, a ref of the
 * field's own (to return focus after an error is dismissed) merged with the app's.
 */
export function useFieldControl<T extends HTMLElement>(
  id: string | undefined,
  ref: Ref<T> | undefined,
  suffix: string,
) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-${suffix}`;
  const controlRef = useRef<T>(null);
  // Stable across renders, so an app's callback ref is not detached and re-attached each render.
  const mergedRef = useMemo(() => mergeRefs(ref, controlRef), [ref]);
  return {
    controlId,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
    controlRef,
    mergedRef,
  };
}
