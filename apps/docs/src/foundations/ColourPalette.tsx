import { type ColorToken, checkContrast, contrastRatio } from '@portal/tokens';
import { vars } from '@portal/tokens/vars';
import type { CSSProperties } from 'react';
import { colourGroups } from './colour-groups';
import {
  cellStyle,
  formatRatio,
  type ThemeName,
  tableStyle,
  themeLabels,
  themeNames,
  themeTokens,
} from './foundation-themes';

const chip: CSSProperties = {
  display: 'inline-block',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  marginInlineEnd: vars.space[2],
  verticalAlign: 'middle',
  borderRadius: vars.radius.md,
  // Decorative edge so a white chip still shows; the chip itself carries no information.
  boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
};

function Swatch({ theme, token }: { theme: ThemeName; token: ColorToken }) {
  const colours = themeTokens[theme].color;
  const value = colours[token];
  return (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <span style={{ ...chip, backgroundColor: value }} />
      <span>
        <code>{value}</code>
        <br />
        {formatRatio(contrastRatio(value, colours.background))} on background,{' '}
        {formatRatio(contrastRatio(value, colours.text))} with text
      </span>
    </div>
  );
}

/**
 * Every colour token, grouped, with its value in each theme and its contrast ratio against the
 * theme's background and text colours (which pairs the components actually draw is in the contrast
 * table).
 */
export function ColourPalette() {
  return (
    <table style={tableStyle}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: vars.space[2] }}>
        Colour tokens in both themes
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cellStyle}>
            Token
          </th>
          {themeNames.map((theme) => (
            <th key={theme} scope="col" style={cellStyle}>
              {themeLabels[theme]}
            </th>
          ))}
        </tr>
      </thead>
      {colourGroups.map((group) => (
        <tbody key={group.name}>
          <tr>
            <th
              colSpan={1 + themeNames.length}
              scope="colgroup"
              style={{ ...cellStyle, paddingBlockStart: vars.space[4] }}
            >
              {group.name}
            </th>
          </tr>
          {group.tokens.map((token) => (
            <tr key={token}>
              <th scope="row" style={{ ...cellStyle, fontWeight: vars.font.weight.regular }}>
                <code>color.{token}</code>
              </th>
              {themeNames.map((theme) => (
                <td key={theme} style={cellStyle}>
                  <Swatch theme={theme} token={token} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

const specimen: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3.5rem',
  blockSize: '2.5rem',
  marginInlineEnd: vars.space[2],
  verticalAlign: 'middle',
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
};

/** The pair drawn as the components draw it: text as text, a border or icon colour as a ring. */
function PairSpecimen({
  foreground,
  background,
  kind,
}: Record<'foreground' | 'background' | 'kind', string>) {
  if (kind === 'text') {
    return (
      <span
        aria-hidden="true"
        style={{ ...specimen, color: foreground, backgroundColor: background }}
      >
        Aa
      </span>
    );
  }
  return (
    <span style={{ ...specimen, backgroundColor: background }}>
      <span
        style={{
          inlineSize: '1.5rem',
          blockSize: '1.5rem',
          borderRadius: vars.radius.circle,
          border: `4px solid ${foreground}`,
        }}
      />
    </span>
  );
}

/**
 * Every foreground/background pair the components draw (`contrastPairs`), drawn in both themes with
 * its ratio: text needs 4.5:1 (WCAG 1.4.3), borders, icons and focus rings 3:1 (WCAG 1.4.11).
 */
export function ContrastTable() {
  const results = Object.fromEntries(
    themeNames.map((theme) => [theme, checkContrast(themeTokens[theme])]),
  ) as Record<ThemeName, ReturnType<typeof checkContrast>>;
  return (
    <table style={tableStyle}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: vars.space[2] }}>
        Colour pairs and their contrast in both themes
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cellStyle}>
            Foreground on background
          </th>
          <th scope="col" style={cellStyle}>
            Used for
          </th>
          <th scope="col" style={cellStyle}>
            Minimum
          </th>
          {themeNames.map((theme) => (
            <th key={theme} scope="col" style={cellStyle}>
              {themeLabels[theme]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {results.federal.map((pair, index) => (
          <tr key={`${pair.foreground}-${pair.background}`}>
            <th scope="row" style={{ ...cellStyle, fontWeight: vars.font.weight.regular }}>
              <code>{pair.foreground}</code> on <code>{pair.background}</code>
            </th>
            <td style={cellStyle}>{pair.usage}</td>
            <td style={cellStyle}>{formatRatio(pair.minimum)}</td>
            {themeNames.map((theme) => {
              const result = results[theme][index];
              if (!result) return null;
              return (
                <td key={theme} style={{ ...cellStyle, whiteSpace: 'nowrap' }}>
                  <PairSpecimen
                    foreground={result.foregroundValue}
                    background={result.backgroundValue}
                    kind={result.kind}
                  />
                  {formatRatio(result.ratio)} {result.passes ? 'passes' : 'FAILS'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
