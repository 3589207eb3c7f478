import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { DashboardPage } from './dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const summary = (total: number, unseen: number, perOffering: { id: string; total: number; unseen: number; last30Days: number }[]) => ({
  body: { succeeded: true, message: '', errors: [], data: { total, unseen, last30Days: total, perOffering } },
});

describe('the dashboard of the people who run the public site', () => {
  it('shows the content manager both demo summaries and the way to the inbox', async () => {
    const api = mockApi({
      'manager/productDemo/Dashboard/Get': () => summary(5, 2, [{ id: 'rira360', total: 5, unseen: 2, last30Days: 5 }]),
      'manager/serviceDemo/Dashboard/Get': () => summary(1, 1, [{ id: 'okr', total: 1, unseen: 1, last30Days: 1 }]),
    });
    renderAdmin(() => <DashboardPage />, { role: 'contentManager' });

    const section = await screen.findByRole('region', { name: 'درخواست‌های دمو' });
    const products = within(section).getByRole('region', { name: 'خلاصهٔ درخواست‌های دموی محصولات' });
    expect(await within(products).findAllByText('۵', { selector: 'dd' })).toHaveLength(2);
    expect(within(products).getByRole('rowheader').textContent).toBe('ریرا ۳۶۰');
    const services = within(section).getByRole('region', { name: 'خلاصهٔ درخواست‌های دموی خدمات' });
    expect(await within(services).findAllByText('۱', { selector: 'dd' })).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'دیدن فرم‌های دریافتی' }).getAttribute('href')).toBe(
      '/admin/form-submission?tab=productDemo',
    );
    expect(api.callsTo('manager/productDemo/Dashboard/Get')).toHaveLength(1);
  });

  it('shows an ordinary user no demo requests and asks for none', () => {
    const api = mockApi({});
    renderAdmin(() => <DashboardPage />, { role: 'user' });
    expect(screen.queryByRole('region', { name: 'درخواست‌های دمو' })).toBeNull();
    expect(api.calls.filter((c) => c.path.includes('Demo'))).toEqual([]);
  });
});
