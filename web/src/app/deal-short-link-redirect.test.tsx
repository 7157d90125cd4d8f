import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { pagePatterns } from '../lib/paths/paths';
import { DealShortLinkRedirect } from './deal-short-link-redirect';

/** Where the router ended up, and whether it got there by replacing the entry. */
function Landing() {
  const { pathname, search } = useLocation();
  return <output data-testid="landing">{`${useNavigationType()} ${pathname}${search}`}</output>;
}

describe('DealShortLinkRedirect', () => {
  it("replaces a text's short link by the deal's page, keeping its query", async () => {
    // Prepare
    render(
      <MemoryRouter initialEntries={['/d/deal%2F42?from=text']}>
        <Routes>
          <Route path={pagePatterns.dealShortLink} element={<DealShortLinkRedirect />} />
          <Route path={pagePatterns.dealDetail} element={<Landing />} />
        </Routes>
      </MemoryRouter>,
    );

    // Assess
    expect(await screen.findByTestId('landing')).toHaveTextContent('REPLACE /deals/deal%2F42?from=text');
  });
});
