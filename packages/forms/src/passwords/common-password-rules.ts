import { commonPasswordsText } from './common-passwords.js';

/*
 * The blocklist is ~10,300 breached passwords (~81 KB, ~40 KB gzip) shipped as a string module.
 * Only this file imports it, and the package has no side effects, so a page that never checks a new
 * password (the login page) does not bundle it. The Set is built on first use, not at import.
 */
let blocklist: ReadonlySet<string> | undefined;

/** The common-password blocklist (lowercase entries), built on first use. */
export function commonPasswordBlocklist(): ReadonlySet<string> {
  blocklist ??= new Set(commonPasswordsText.split('\n'));
  return blocklist;
}

function repeatedUnits(value: string): string[] {
  const units: string[] = [];
  for (let size = 1; size <= value.length / 2; size += 1) {
    if (value.length % size === 0 && value.slice(0, size).repeat(value.length / size) === value) {
      units.push(value.slice(0, size));
    }
  }
  return units;
}

/**
 * The forms of a password compared with the blocklist: lowercased as typed; without the digits and
 * symbols padded on at the end, the start or both (`Password1234!` -> `password`); and the unit of a
 * repeated word (`qwertyqwerty` -> `qwerty`). A 12-character minimum makes members lengthen their
 * usual password, and these are the ways they commonly do it, so the list's short entries catch them.
 */
export function blocklistLookupForms(password: string): string[] {
  const lower = password.toLowerCase();
  const withoutTrailing = lower.replace(/[^a-z]+$/, '');
  const withoutLeading = lower.replace(/^[^a-z]+/, '');
  const core = withoutLeading.replace(/[^a-z]+$/, '');
  const forms = new Set<string>();
  for (const form of [lower, withoutTrailing, withoutLeading, core]) {
    if (form.length === 0) continue;
    forms.add(form);
    for (const unit of repeatedUnits(form)) forms.add(unit);
  }
  return [...forms];
}

/** True when the password, or the word it pads or repeats, is on the common-password blocklist. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswordBlocklist();
  return blocklistLookupForms(password).some((form) => list.has(form));
}
