import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/language';
import { createI18n } from './i18n.ts';
import { LocalText, LocalTitle, localTextAttributes } from './language-marked-text.tsx';
import { pickLocal, textIn, titleIn } from '@rira/contracts/local-text';

function renderIn(lang: LanguageCode, ui: React.ReactElement) {
  return render(<I18nextProvider i18n={createI18n(lang)}>{ui}</I18nextProvider>).container;
}

describe('pickLocal / textIn / titleIn', () => {
  it('gives each reader their language, and the other one when theirs is missing', () => {
    expect(pickLocal('منابع انسانی', 'Human resources', 'en')).toEqual({ text: 'Human resources', lang: 'en' });
    expect(pickLocal('منابع انسانی', 'Human resources', 'fa')).toEqual({ text: 'منابع انسانی', lang: 'fa' });
    expect(pickLocal('منابع انسانی', null, 'en')).toEqual({ text: 'منابع انسانی', lang: 'fa' });
    expect(pickLocal('منابع انسانی', '  ', 'en')).toEqual({ text: 'منابع انسانی', lang: 'fa' });
    expect(pickLocal('', 'Sam Carter', 'fa')).toEqual({ text: 'Sam Carter', lang: 'en' });
    expect(pickLocal(null, null, 'fa')).toEqual({ text: '', lang: 'fa' });
    expect(textIn('مدیر', 'Manager', 'en')).toBe('Manager');
    expect(titleIn({ title: 'همکار', titleEn: 'Peer' }, 'fa')).toBe('همکار');
    expect(titleIn({ title: 'همکار', titleEn: null }, 'en')).toBe('همکار');
    expect(titleIn(null, 'en')).toBe('');
  });

  it('marks only a text in the other language', () => {
    expect(localTextAttributes('همکار', 'Peer', 'en')).toEqual({});
    expect(localTextAttributes('همکار', null, 'en')).toEqual({ lang: 'fa', dir: 'rtl' });
    expect(localTextAttributes('', 'Sam', 'fa')).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

describe('<LocalText>', () => {
  it('shows the English title plainly on an English page', () => {
    const page = renderIn(
      'en',
      <p>
        <LocalTitle item={{ title: 'منابع انسانی', titleEn: 'Human resources' }} />
      </p>,
    );
    expect(page.innerHTML).toBe('<p>Human resources</p>');
  });

  it('shows the Persian title, marked fa and rtl, on an English page that has no English one', () => {
    const page = renderIn(
      'en',
      <p>
        <LocalTitle item={{ title: 'منابع انسانی', titleEn: null }} />
      </p>,
    );
    const marked = page.querySelector('span')!;
    expect(marked.textContent).toBe('منابع انسانی');
    expect(marked.getAttribute('lang')).toBe('fa');
    expect(marked.getAttribute('dir')).toBe('rtl');
  });

  it('never adds an English second line on a Persian page', () => {
    const page = renderIn(
      'fa',
      <p>
        <LocalText fa="سارا محمدی" en="Sara Mohammadi" />
      </p>,
    );
    expect(page.textContent).toBe('سارا محمدی');
    expect(page.querySelector('[lang]')).toBeNull();
  });

  it('shows the fallback when neither language has a text', () => {
    expect(renderIn('fa', <LocalText fa={null} en={null} fallback="—" />).textContent).toBe('—');
  });
});
