import { declareLayerOrder } from './layers';

// Imported first by the package's entry, so the tokens' stylesheet (and the portal's shell
// stylesheet, which starts with it) names the kit's layer order before any layered rule.
declareLayerOrder();
