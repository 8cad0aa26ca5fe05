import { codesOf } from './code-list.js';

/** Qualifying life events, as the event list names them (spec section 3). */
export const lifeEvents = {
  A: 'New Child',
  S: 'Marriage',
  L: 'Death',
  D: 'Divorce',
  O: 'Loss of Other Insurance',
  G: 'Acquired Other Insurance',
  H: 'Acquired Other Insurance',
  N: 'None of these',
  M: 'Move Out of Regional Plan',
} as const;

export type LifeEvent = keyof typeof lifeEvents;
export const lifeEventValues = codesOf(lifeEvents);

/**
 * The friendly set of seven the member picks from (spec section 3), in the spec's order, each with
 * the event code it stands for. "Gain of other health insurance" is G (H is the event list's second
 * code for the same event).
 */
export const friendlyLifeEvents = [
  { code: 'S', label: 'I got married' },
  { code: 'A', label: 'I had a child' },
  { code: 'O', label: 'I lost other coverage' },
  { code: 'M', label: 'I have moved' },
  { code: 'D', label: 'I got divorced' },
  { code: 'L', label: 'A covered family member has died' },
  { code: 'G', label: 'Gain of other health insurance' },
] as const satisfies ReadonlyArray<{ code: LifeEvent; label: string }>;

export type FriendlyLifeEvent = (typeof friendlyLifeEvents)[number]['code'];
export const friendlyLifeEventValues = friendlyLifeEvents.map((event) => event.code) as [
  FriendlyLifeEvent,
  ...FriendlyLifeEvent[],
];

/** The same events as the eligibility flow names them (spec section 3). */
export const eligibilityFlowLifeEvents = {
  A: 'Add child',
  S: 'Marriage',
  O: 'Lost coverage',
  L: 'Death',
  D: 'Divorce',
  G: 'Gain coverage',
  M: 'Move',
} as const satisfies Partial<Record<LifeEvent, string>>;
