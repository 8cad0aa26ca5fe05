import { globalLayer } from '@vanilla-extract/css';
import { layerOrder } from './layers';

// Imported first by the package's entry, so the tokens' stylesheet (and the portal's shell
// stylesheet, which starts with it) names the kit's layer order before any layered rule:
// `@layer kit; @layer kit.base; @layer kit.components; @layer kit.compositions;`.
const kit = globalLayer('kit');
for (const name of layerOrder) globalLayer({ parent: kit }, name);
