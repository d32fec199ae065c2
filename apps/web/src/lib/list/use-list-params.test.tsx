import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeListQuerySchema } from '@lineup/contract/places';
import { i18nReady } from '#web/lib/i18n.ts';
import { useListParams, type ListParams } from '#web/lib/list/use-list-params.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

type PlaceParams = ListParams<ReturnType<typeof placeListQuerySchema.parse>>;
const latest: { current?: PlaceParams } = {};

function Probe() {
  const params = useListParams(placeListQuerySchema);
  useEffect(() => {
    latest.current = params;
  });
  return null;
}

// The providers show nothing until the reader's language is loaded; these checks read the first render.
beforeAll(() => i18nReady);

const params = () => latest.current as PlaceParams;
const where = () => screen.getByTestId('location').textContent;

describe('useListParams', () => {
  it('reads the query from the address with the contract’s schema and its defaults', () => {
    renderWithRouter(<Probe />, '/place?page=3&pageSize=50&q=beach&sort=country&order=desc&type=school&active=false');
    expect(params().query).toEqual({
      page: 3,
      pageSize: 50,
      q: 'beach',
      sort: 'country',
      order: 'desc',
      type: 'school',
      active: false,
    });
  });

  it('lets each bad value fall back to its own default and keeps the good ones', () => {
    renderWithRouter(<Probe />, '/place?page=-2&pageSize=7&sort=password&type=volcano&q=ericeira&country=PT');
    expect(params().query).toEqual({ page: 1, pageSize: 25, q: 'ericeira', sort: 'name', order: 'asc', country: 'PT' });
  });

  it('writes only what differs from the defaults, and a new search or filter starts at page 1', () => {
    renderWithRouter(<Probe />, '/place?page=4&tab=other');
    act(() => params().setSearch('carcavelos'));
    expect(where()).toBe('/place?tab=other&q=carcavelos');
    act(() => params().setPage(2));
    expect(where()).toBe('/place?tab=other&q=carcavelos&page=2');
    act(() => params().update({ active: true, type: 'beach' }));
    expect(where()).toBe('/place?tab=other&q=carcavelos&type=beach&active=true');
    expect(params().query).toMatchObject({ page: 1, active: true, type: 'beach' });
    act(() => params().setSort('name', 'asc'));
    act(() => params().update({ type: undefined, q: '' }));
    expect(where()).toBe('/place?tab=other&active=true');
  });
});
