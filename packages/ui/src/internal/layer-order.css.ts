import { layerOrder } from '@portal/tokens/vars';
import { globalLayer } from '@vanilla-extract/css';

// Imported first by the kit's entry, so the kit's own stylesheet (`@portal/ui/styles.css`) names
// the layer order before its first layered rule, even where an app loads it before the tokens'
// (a second declaration of the same order changes nothing).
const kit = globalLayer('kit');
for (const name of layerOrder) globalLayer({ parent: kit }, name);
