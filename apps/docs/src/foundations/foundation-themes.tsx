import { type ThemeName, type Tokens, themeNames, themes, themeTokens } from '@portal/tokens';
import { vars } from '@portal/tokens/vars';
import type { CSSProperties, ReactNode } from 'react';

/** What the docs call each theme: the edition that uses it. */
export const themeLabels: Record<ThemeName, string> = {
  federal: 'Federal (MFB)',
  individual: 'Individual (MP)',
};

export type { ThemeName, Tokens };
export { themeNames, themeTokens };

/** Two columns on a wide canvas, one above the other on a narrow one. */
const columns: CSSProperties = {
  display: 'grid',
  marginBlockEnd: vars.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space[5],
};

/**
 * Renders a foundation once per theme, each inside its theme class, so both editions show side by
 * side whatever the toolbar says (a theme class sets every token variable for what is inside it).
 */
export function BothThemes({ children }: { children: (theme: ThemeName) => ReactNode }) {
  return (
    <div style={columns}>
      {themeNames.map((theme) => (
        <section
          key={theme}
          aria-label={themeLabels[theme]}
          className={themes[theme]}
          style={{
            padding: vars.space[4],
            border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
            borderRadius: vars.radius.lg,
            minWidth: 0,
          }}
        >
          <p style={{ margin: `0 0 ${vars.space[3]}`, fontWeight: vars.font.weight.bold }}>
            {themeLabels[theme]}
          </p>
          {children(theme)}
        </section>
      ))}
    </div>
  );
}

/** A contrast ratio as the docs print it: two decimals, then ':1'. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}

export const tableStyle: CSSProperties = {
  borderCollapse: 'collapse',
  marginBlockEnd: vars.space[6],
  width: '100%',
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
};

export const cellStyle: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[2]} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
};
