import type { Page } from '@playwright/test';

/** The kit's cascade layers, lowest first (docs/architecture.md section 9, 'Cascade layers'). */
export const kitLayers = ['kit', 'kit.base', 'kit.components', 'kit.compositions'];

/** The kit's layers in the order the page's enabled stylesheets first name them. */
export function layerOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names: string[] = [];
    const name = (layer: string) => {
      if (layer.startsWith('kit') && !names.includes(layer)) names.push(layer);
    };
    const visit = (rules: CSSRuleList, parent: string) => {
      for (const rule of rules) {
        const inside = (layer: string) => (parent ? `${parent}.${layer}` : layer);
        if (rule instanceof CSSLayerStatementRule) {
          for (const layer of rule.nameList) name(inside(layer));
        } else if (rule instanceof CSSLayerBlockRule) {
          name(inside(rule.name));
          visit(rule.cssRules, inside(rule.name));
        } else if ('cssRules' in rule) {
          visit((rule as CSSGroupingRule).cssRules, parent);
        }
      }
    };
    for (const sheet of document.styleSheets) {
      if (!sheet.disabled) visit(sheet.cssRules, '');
    }
    return names;
  });
}
