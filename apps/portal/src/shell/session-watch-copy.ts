/** Words of the session watch that are not catalogue messages (spec section 4). */
export const sessionWatchCopy = {
  /** 'Incomplete Profile': Yes stays (and goes to the step that completes the profile), No logs out. */
  stay: 'Yes',
  leave: 'No',
} as const;
