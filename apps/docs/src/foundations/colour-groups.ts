import type { ColorToken } from '@portal/tokens';
import { sharedTokens } from '@portal/tokens';

/** The colour tokens in the order a designer reads them; anything unlisted lands in 'Other'. */
const groups: readonly { name: string; tokens: readonly ColorToken[] }[] = [
  { name: 'Text and page', tokens: ['text', 'textMuted', 'textInverse', 'background', 'surface'] },
  { name: 'Borders', tokens: ['border', 'borderStrong', 'borderSubtle'] },
  {
    name: 'Primary and its tints',
    tokens: [
      'primary',
      'primaryHover',
      'primaryText',
      'primarySurface',
      'primaryTint',
      'secondary',
      'secondaryHover',
      'secondaryText',
      'secondaryBorder',
      'link',
      'linkHover',
      'selected',
      'selectedText',
    ],
  },
  { name: 'Accent', tokens: ['accent', 'accentText', 'accentSurface', 'accentBorder'] },
  ...(['info', 'success', 'warning', 'error'] as const).map((status) => ({
    name: `Status: ${status}`,
    tokens: [
      status,
      `${status}Text`,
      `${status}Surface`,
      `${status}Border`,
    ] as const satisfies readonly ColorToken[],
  })),
  { name: 'Focus', tokens: ['focusRing', 'focusRingInverse'] },
  {
    name: 'Header and footer',
    tokens: ['headerBackground', 'headerText', 'footerBackground', 'footerText', 'notificationDot'],
  },
  { name: 'Disabled', tokens: ['disabledSurface', 'disabledText'] },
];

const listed = new Set<string>(groups.flatMap((group) => group.tokens));
const others = (Object.keys(sharedTokens.color) as ColorToken[]).filter(
  (token) => !listed.has(token),
);

export const colourGroups =
  others.length > 0 ? [...groups, { name: 'Other', tokens: others }] : groups;
