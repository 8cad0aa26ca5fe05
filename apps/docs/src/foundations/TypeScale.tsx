import { sharedTokens } from '@portal/tokens';
import { vars } from '@portal/tokens/vars';
import { BothThemes, cellStyle, tableStyle } from './foundation-themes';

type TypeStep = keyof typeof sharedTokens.type;

const steps = Object.keys(sharedTokens.type) as TypeStep[];

const samples: Record<TypeStep, string> = {
  display: 'Legal help your family can count on',
  h1: 'Compare plans and enroll',
  h2: 'How the plan works',
  h3: 'What is covered',
  h4: 'Before you start',
  lead: 'Choose a plan, tell us who to cover, and you are done in about ten minutes.',
  body: 'You can change your plan during open season or after a qualifying life event.',
  small: 'Prices are per pay period and include all taxes and fees.',
};

/**
 * Each step of the type scale, drawn with its own tokens. The specimens are paragraphs, not headings,
 * so the page's outline stays the docs page's; the portal's h1 to h4 take these steps globally.
 */
export function TypeScale() {
  return (
    <BothThemes>
      {() =>
        steps.map((step) => {
          const tokens = vars.type[step];
          const values = sharedTokens.type[step];
          return (
            <div key={step} style={{ marginBlockEnd: vars.space[5] }}>
              <p
                style={{
                  margin: 0,
                  fontSize: tokens.size,
                  lineHeight: tokens.lineHeight,
                  fontWeight: tokens.weight,
                  letterSpacing: tokens.letterSpacing,
                }}
              >
                {samples[step]}
              </p>
              <p
                style={{
                  margin: `${vars.space[1]} 0 0`,
                  color: vars.color.textMuted,
                  fontSize: vars.type.small.size,
                }}
              >
                <code>type.{step}</code>: weight {values.weight}, line height {values.lineHeight}
              </p>
            </div>
          );
        })
      }
    </BothThemes>
  );
}

/** The sizes as CSS: a fluid step grows with the viewport between its two sizes. */
export function TypeScaleTable() {
  return (
    <table style={tableStyle}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: vars.space[2] }}>
        Type steps (both themes)
      </caption>
      <thead>
        <tr>
          {['Step', 'Size', 'Line height', 'Weight', 'Letter spacing'].map((heading) => (
            <th key={heading} scope="col" style={cellStyle}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => {
          const values = sharedTokens.type[step];
          return (
            <tr key={step}>
              <th scope="row" style={{ ...cellStyle, fontWeight: vars.font.weight.regular }}>
                <code>type.{step}</code>
              </th>
              <td style={cellStyle}>
                <code>{values.size}</code>
              </td>
              <td style={cellStyle}>{values.lineHeight}</td>
              <td style={cellStyle}>{values.weight}</td>
              <td style={cellStyle}>{values.letterSpacing}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const weights = Object.entries(sharedTokens.font.weight) as [
  keyof typeof sharedTokens.font.weight,
  string,
][];

/** The weights the variable font carries, and the characters the subset holds. */
export function FontSpecimen() {
  return (
    <div style={{ marginBlockEnd: vars.space[6] }}>
      {weights.map(([name, weight]) => (
        <p
          key={name}
          style={{
            margin: `0 0 ${vars.space[2]}`,
            fontSize: vars.type.h3.size,
            fontWeight: weight,
          }}
        >
          Public Sans {name} {weight}
        </p>
      ))}
      <p
        style={{
          fontSize: vars.type.lead.size,
          lineHeight: vars.type.lead.lineHeight,
          overflowWrap: 'anywhere',
        }}
      >
        ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 $ % &amp; @ © ® ™ · • … – —
        ‘ ’ “ ” « » € → × é ñ ü ç Å
      </p>
    </div>
  );
}
