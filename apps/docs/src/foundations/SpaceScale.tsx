import { sharedTokens } from '@portal/tokens';
import { vars } from '@portal/tokens/vars';
import { BothThemes, cellStyle, tableStyle } from './foundation-themes';

type SpaceStep = keyof typeof sharedTokens.space;
type RadiusStep = keyof typeof sharedTokens.radius;
type ElevationLevel = keyof typeof sharedTokens.elevation;

const spaceSteps = Object.keys(sharedTokens.space) as SpaceStep[];
const radiusSteps = Object.keys(sharedTokens.radius) as RadiusStep[];
const elevationLevels = Object.keys(sharedTokens.elevation) as ElevationLevel[];

const elevationUse: Record<ElevationLevel, string> = {
  flat: 'On the page',
  raised: 'Cards, panels',
  raisedHover: 'Card under the pointer, selected card',
  overlay: 'Menus, dropdowns, popovers',
  modal: 'Dialogs, toasts',
};

/** The spacing scale as bars: the gaps, paddings and margins every layout takes from. */
export function SpaceScale() {
  return (
    <table style={tableStyle}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: vars.space[2] }}>
        Spacing (both themes)
      </caption>
      <thead>
        <tr>
          {['Token', 'Value', 'Size'].map((heading) => (
            <th key={heading} scope="col" style={cellStyle}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spaceSteps.map((step) => (
          <tr key={step}>
            <th scope="row" style={{ ...cellStyle, fontWeight: vars.font.weight.regular }}>
              <code>space[{step}]</code>
            </th>
            <td style={cellStyle}>{sharedTokens.space[step]}</td>
            <td style={{ ...cellStyle, inlineSize: '60%' }}>
              <span
                style={{
                  display: 'block',
                  inlineSize: vars.space[step],
                  blockSize: vars.space[4],
                  backgroundColor: vars.color.primary,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const tile = {
  display: 'flex',
  alignItems: 'end',
  minBlockSize: '5rem',
  padding: vars.space[3],
  backgroundColor: vars.color.background,
  // A transparent border: invisible normally, painted in forced-colours mode where shadows vanish.
  border: `${vars.borderWidth.thin} solid transparent`,
} as const;

const tiles = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space[5],
  padding: vars.space[5],
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
} as const;

/** Each elevation level on the surface colour, in both themes. */
export function ElevationScale() {
  return (
    <BothThemes>
      {() => (
        <div style={tiles}>
          {elevationLevels.map((level) => (
            <div
              key={level}
              style={{ ...tile, borderRadius: vars.radius.lg, boxShadow: vars.elevation[level] }}
            >
              <span>
                <code>
                  elevation.
                  <wbr />
                  {level}
                </code>
                <br />
                {elevationUse[level]}
              </span>
            </div>
          ))}
        </div>
      )}
    </BothThemes>
  );
}

/** Each corner radius, in both themes. */
export function RadiusScale() {
  return (
    <BothThemes>
      {() => (
        <div style={tiles}>
          {radiusSteps.map((step) => (
            <div
              key={step}
              style={{
                ...tile,
                borderRadius: vars.radius[step],
                border: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
              }}
            >
              <span>
                <code>
                  radius.
                  <wbr />
                  {step}
                </code>
                <br />
                {sharedTokens.radius[step]}
              </span>
            </div>
          ))}
        </div>
      )}
    </BothThemes>
  );
}

/** Durations and easings; the durations become 0.01ms under prefers-reduced-motion. */
export function MotionTable() {
  return (
    <table style={tableStyle}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: vars.space[2] }}>
        Motion (both themes)
      </caption>
      <thead>
        <tr>
          {['Token', 'Value', 'With reduced motion'].map((heading) => (
            <th key={heading} scope="col" style={cellStyle}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(sharedTokens.motion).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cellStyle, fontWeight: vars.font.weight.regular }}>
              <code>motion.{name}</code>
            </th>
            <td style={cellStyle}>
              <code>{value}</code>
            </td>
            <td style={cellStyle}>
              {name === 'durationSpin'
                ? 'unchanged: spinners show a still ring instead'
                : name.startsWith('duration')
                  ? '0.01ms'
                  : 'unchanged (nothing moves)'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
