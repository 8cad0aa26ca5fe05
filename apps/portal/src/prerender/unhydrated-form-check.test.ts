import { describe, expect, it } from 'vitest';
import { formsSubmittableBeforeHydration } from './unhydrated-form-check.js';

describe('formsSubmittableBeforeHydration', () => {
  it('finds a form without an action whose submit button is enabled', () => {
    const html =
      '<form noValidate=""><input name="ssn" value=""/><button type="submit">FIND</button></form>';
    expect(formsSubmittableBeforeHydration(html)).toEqual([
      '<form noValidate=""> (first field: ssn) with <button type="submit">',
    ]);
  });

  it('leaves a form whose submit button is disabled until it hydrates', () => {
    const html =
      '<form noValidate=""><input name="ssn"/><button disabled="" type="submit">FIND</button></form>';
    expect(formsSubmittableBeforeHydration(html)).toEqual([]);
  });

  it('leaves a form that names its action, as the header search does, and plain buttons', () => {
    const html =
      '<form role="search" action="/search"><input name="query"/><button type="submit">Go</button></form>' +
      '<form><button type="button">Show</button></form>';
    expect(formsSubmittableBeforeHydration(html)).toEqual([]);
  });
});
