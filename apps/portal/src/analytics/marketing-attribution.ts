import type { keptAcrossSessionClear } from '../session/session-store.js';

/**
 * The marketing parameters an entry link may carry (spec section 2: utm, utm_source, cid, mlpid
 * and BTID, in any case), captured for analytics and kept for the visit in session storage.
 */
export type MarketingAttribution = {
  utm: string | null;
  utmSource: string | null;
  cId: string | null;
  mlpId: string | null;
  btId: string | null;
};

export const noAttribution: MarketingAttribution = {
  utm: null,
  utmSource: null,
  cId: null,
  mlpId: null,
  btId: null,
};

/** Query parameter names (lower case: names match in any case) and the field each fills. */
const parameterFields = {
  utm: 'utm',
  utm_source: 'utmSource',
  cid: 'cId',
  mlpid: 'mlpId',
  btid: 'btId',
} as const satisfies Record<string, keyof MarketingAttribution>;

/** An identifier worth keeping: letters, digits and . _ -, at most 64 of them. */
const identifierPattern = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The attribution an address's query string carries. utm and utm_source count only when the
 * source is one of the edition's allowed marketing sources (compared in any case, kept in the
 * list's spelling); the ids only when they look like ids. Anything else is left out, so a crafted
 * link cannot put arbitrary text into every analytics event.
 */
export function readAttribution(
  search: string,
  allowedSources: readonly string[],
): Partial<MarketingAttribution> {
  const found: Partial<MarketingAttribution> = {};
  for (const [name, rawValue] of new URLSearchParams(search)) {
    const field = parameterFields[name.toLowerCase() as keyof typeof parameterFields];
    if (!field) continue;
    const value = rawValue.trim();
    if (field === 'utm' || field === 'utmSource') {
      const source = allowedSources.find(
        (allowed) => allowed.toLowerCase() === value.toLowerCase(),
      );
      if (source) found[field] = source;
    } else if (identifierPattern.test(value)) {
      found[field] = value;
    }
  }
  return found;
}

/** Storage of the visit's attribution; it survives clearing the session (session-store.ts). */
export const attributionStorageKey: (typeof keptAcrossSessionClear)[number] = 'portal.attribution';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function loadAttribution(storage: KeyValueStorage): MarketingAttribution {
  try {
    const stored = JSON.parse(storage.getItem(attributionStorageKey) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return noAttribution;
    const result: MarketingAttribution = { ...noAttribution };
    for (const field of Object.keys(noAttribution) as (keyof MarketingAttribution)[]) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') result[field] = value;
    }
    return result;
  } catch {
    return noAttribution;
  }
}

/**
 * Captures what an address carries into storage: a later entry link's values replace earlier
 * ones, field by field; an address without any keeps what the visit had. Returns the result.
 */
export function captureAttribution(
  storage: KeyValueStorage,
  search: string,
  allowedSources: readonly string[],
): MarketingAttribution {
  const stored = loadAttribution(storage);
  const found = readAttribution(search, allowedSources);
  if (Object.keys(found).length === 0) return stored;
  const next = { ...stored, ...found };
  storage.setItem(attributionStorageKey, JSON.stringify(next));
  return next;
}
