import { describe, expect, it } from 'vitest';
import { estateListUrl, MY_ESTATES_FIRST_PAGE } from './urls';

describe('the estate list URL', () => {
  it('leaves out empty filters and the "all" range, so My Estates opens on the URL asked for early', () => {
    expect(estateListUrl(MY_ESTATES_FIRST_PAGE)).toBe('/api/estates?page=1&pageSize=12');
  });

  it('keeps a search, a filter and a page', () => {
    expect(
      estateListUrl({ ...MY_ESTATES_FIRST_PAGE, q: 'Smith & Co', status: 'active', range: '30d', page: 3 }),
    ).toBe('/api/estates?q=Smith+%26+Co&status=active&range=30d&page=3&pageSize=12');
  });
});
