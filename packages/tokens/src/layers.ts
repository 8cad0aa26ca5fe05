// Types only: `@portal/tokens/vars` is imported at run time too (breakpoints, `vars`), and a value
// import of vanilla-extract here would put its runtime (about 26 kB gzip) in every app's bundle.
import type { GlobalStyleRule, StyleRule } from '@vanilla-extract/css';

/**
 * The design system's cascade layers, lowest first (docs/architecture.md section 9, 'Cascade
 * layers'). Every class of the kit has the same specificity, so without layers a composed style
 * (PlanCard's `display: flex` on a Card) won only if its stylesheet happened to come later, and
 * the portal's chunking decided that. In layers, precedence is the layer's, whatever the order of
 * the stylesheets:
 *
 * - `kit.base`: the theme classes and the element defaults (`global.css.ts`).
 * - `kit.components`: each component's own styles.
 * - `kit.compositions`: what a kit component puts on another kit component it renders (a class
 *   passed as `className`, a rule for a child passed in), so the composing component wins.
 *
 * An app's own styles stay outside any layer, above all of these: a class the portal passes to a
 * kit component always applies.
 */
export const layers = {
  base: 'kit.base',
  components: 'kit.components',
  compositions: 'kit.compositions',
} as const;

/**
 * The layers' order, for `globalLayer` (`layer-order.css.ts` here and in `@portal/ui`): a layer's
 * place is fixed where the page first names it, so each package's entry imports that file first,
 * and the page's first stylesheet (the shell's, with the tokens) names the order before any
 * component does.
 */
export const layerOrder = ['base', 'components', 'compositions'] as const;

/** The rule inside a layer (vanilla-extract's `'@layer'` key), with its selectors and queries. */
function inLayer(name: string) {
  return <Rule extends StyleRule | GlobalStyleRule>(rule: Rule): Rule =>
    ({ '@layer': { [name]: rule } }) as Rule;
}

/** A theme class or element default: `globalStyle('body', baseLayer({ ... }))`. */
export const baseLayer = inLayer(layers.base);

/** A kit component's own style: `style(componentLayer({ ... }))`. */
export const componentLayer = inLayer(layers.components);

/**
 * What a kit component puts on another kit component it renders, through `className` or a rule
 * for a child: `style(compositionLayer({ ... }))`, so it wins over that component's own styles.
 */
export const compositionLayer = inLayer(layers.compositions);
