import { declareLayerOrder } from '@portal/tokens/vars';

// Imported first by the kit's entry, so the kit's own stylesheet (`@portal/ui/styles.css`) names
// the layer order before its first layered rule, even where an app loads it before the tokens'
// (a second declaration of the same order changes nothing).
declareLayerOrder();
