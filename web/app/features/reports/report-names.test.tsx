import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { ReportDocumentView } from './report-document.tsx';
import { testDocument } from './test-report.ts';

describe('the assessed person’s name on the report', () => {
  it('is the English name on an English report', () => {
    renderAt(() => <ReportDocumentView doc={testDocument()} kind="complete" lang="en" />, { lang: 'en' });
    expect(screen.getAllByText('Ali Rezaei').length).toBeGreaterThan(0);
    expect(screen.queryByText('علی رضایی')).toBeNull();
  });

  it('is the Persian name on a Persian report', () => {
    renderAt(() => <ReportDocumentView doc={testDocument()} kind="complete" lang="fa" />);
    expect(screen.getAllByText('علی رضایی').length).toBeGreaterThan(0);
    expect(screen.queryByText('Ali Rezaei')).toBeNull();
  });

  it('falls back to the Persian name on an English report when the person has no English one', () => {
    renderAt(
      () => <ReportDocumentView doc={testDocument({ person: { fullName: 'علی رضایی', fullNameEn: null } })} kind="complete" lang="en" />,
      { lang: 'en' },
    );
    expect(screen.getAllByText('علی رضایی').length).toBeGreaterThan(0);
  });
});
