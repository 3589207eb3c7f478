import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryClient } from '../lib/query-client.ts';
import { testUser } from '../test/render-admin.tsx';
import Login from './login.tsx';
import LoginChoose from './login-choose.tsx';
import ReportLayout from './layouts/report.tsx';

/** Stands in for a screen that calls `useAction`: it needs the tab's query client from its route. */
function NeedsQueries() {
  return <p>{useQueryClient() === getQueryClient() ? 'the tab’s query client' : 'another client'}</p>;
}

vi.mock('../features/auth/login-page.tsx', () => ({ LoginPage: NeedsQueries }));
vi.mock('../features/auth/choose-membership-page.tsx', () => ({ ChooseMembershipPage: NeedsQueries }));

/**
 * The public site has no query client (its pages stay small, docs/decisions/007), so each area
 * outside the panel whose screens modify through `useAction` provides its own.
 */
describe('areas outside the panel that use TanStack Query', () => {
  it('sign-in provides the query client', () => {
    const Stub = createRoutesStub([{ path: '/login', Component: Login }]);
    render(<Stub initialEntries={['/login']} />);
    expect(screen.getByText('the tab’s query client')).toBeTruthy();
  });

  it('choosing a company provides the query client', async () => {
    const Stub = createRoutesStub([
      {
        path: '/login/choose',
        Component: LoginChoose as never,
        HydrateFallback: () => null,
        loader: () => ({ user: testUser(), returnTo: null }),
      },
    ]);
    render(<Stub initialEntries={['/login/choose']} />);
    expect(await screen.findByText('the tab’s query client')).toBeTruthy();
  });

  it('the report layout provides the query client to the report and its print view', () => {
    const Stub = createRoutesStub([
      { path: '/reports/:assessmentId', Component: ReportLayout, children: [{ index: true, Component: NeedsQueries }] },
    ]);
    render(<Stub initialEntries={['/reports/a1']} />);
    expect(screen.getByText('the tab’s query client')).toBeTruthy();
  });
});
