/** The two editions as the end-to-end run serves them (ports away from the demo's 3000/3001). */
export type EditionFixture = {
  productFlag: 'MFB' | 'MP';
  port: number;
  baseURL: string;
  /** The demo member of this edition (README 'Demo data'). */
  member: { username: string; firstName: string; lastName: string };
  /** A demo member of the other edition, who must be told where to sign in. */
  otherEditionMember: string;
  otherEditionPort: number;
};

const mfbPort = Number(process.env.E2E_PORT_MFB ?? 4310);
// The next port by default, as the short-timer service takes the two after: a run given only
// E2E_PORT_MFB keeps to its own four ports and never meets another run's MP service on 4311.
const mpPort = Number(process.env.E2E_PORT_MP ?? mfbPort + 1);
/** The second service, with short timers (README of tests): the next two ports by default. */
const timersMfbPort = Number(process.env.E2E_PORT_TIMERS_MFB ?? mfbPort + 2);
const timersMpPort = Number(process.env.E2E_PORT_TIMERS_MP ?? mfbPort + 3);

export const editionFixtures: EditionFixture[] = [
  {
    productFlag: 'MFB',
    port: mfbPort,
    baseURL: `http://localhost:${mfbPort}`,
    member: { username: 'fed.member', firstName: 'Jordan', lastName: 'Rivera' },
    otherEditionMember: 'ind.member',
    otherEditionPort: mpPort,
  },
  {
    productFlag: 'MP',
    port: mpPort,
    baseURL: `http://localhost:${mpPort}`,
    member: { username: 'ind.member', firstName: 'Samuel', lastName: 'Okafor' },
    otherEditionMember: 'fed.member',
    otherEditionPort: mfbPort,
  },
];

export const demoPassword = 'Demo-Portal-2026';

/**
 * The same editions served by a second service whose timers are short, for the specs named
 * `*.timers.spec.ts`: the idle warning after 4 s with a 15 s countdown (spec: 840 s and 60 s),
 * and one-time codes that expire after 8 s (spec: 10 minutes).
 */
export const shortTimers = {
  idleWarningSeconds: 4,
  idleCountdownSeconds: 15,
  // Long enough for a fresh code to be read from the outbox and typed while another test step
  // holds a core (3 s expired one mid-typing at a load average of 20), short enough to wait out.
  twoStepCodeSeconds: 8,
} as const;

export const timersEditionFixtures: EditionFixture[] = editionFixtures.map((edition) => {
  const port = edition.productFlag === 'MFB' ? timersMfbPort : timersMpPort;
  return {
    ...edition,
    port,
    baseURL: `http://localhost:${port}`,
    otherEditionPort: edition.productFlag === 'MFB' ? timersMpPort : timersMfbPort,
  };
});
