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
const mpPort = Number(process.env.E2E_PORT_MP ?? 4311);

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
