import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AppLoadingOverlay } from './loading-overlay.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { loadingStore } from '../../lib/loading-store.ts';

afterEach(() => loadingStore.reset());

describe('app-wide loading overlay', () => {
  it('shows a labelled status while something is loading', () => {
    render(
      <I18nextProvider i18n={createI18n('fa')}>
        <AppLoadingOverlay />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => loadingStore.start());
    expect(screen.getByRole('status').textContent).toContain('در حال بارگذاری');
    act(() => loadingStore.stop());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says on screen what is being made, until the last overlapping call ends, and forgets it after', () => {
    render(
      <I18nextProvider i18n={createI18n('fa')}>
        <AppLoadingOverlay />
      </I18nextProvider>,
    );
    act(() => loadingStore.start('در حال ساخت PDF…'));
    act(() => loadingStore.start());
    expect(screen.getByRole('status').textContent).toContain('در حال ساخت PDF…');
    act(() => loadingStore.stop());
    expect(screen.getByText('در حال ساخت PDF…')).toBeTruthy();
    act(() => loadingStore.stop());
    expect(screen.queryByRole('status')).toBeNull();
    act(() => loadingStore.start());
    expect(screen.getByRole('status').textContent).not.toContain('PDF');
  });
});
