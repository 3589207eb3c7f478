import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { Picker, idsField, type PickerItem, type PickerProps } from './picker.tsx';
import type { LanguageCode } from '@rira/contracts/language';

const COMPETENCIES: PickerItem[] = [
  { id: 'c1', label: 'کار گروهی', hint: 'ارتباطات' },
  { id: 'c2', label: 'یادگیری', hint: 'رشد' },
  { id: 'c3', label: 'تصمیم‌گیری', hint: 'رهبری' },
  { id: 'c4', label: 'Listening', hint: 'ارتباطات' },
];

/** A picker with its own state, as a form holds it; `onChange` sees every change. */
function renderPicker(props: Partial<PickerProps> = {}, initial: PickerItem[] = [], lang: LanguageCode = 'en') {
  const onChange = vi.fn();
  function Host() {
    const [value, setValue] = useState<PickerItem[]>(initial);
    return (
      <form onSubmit={props.onSearch ? undefined : () => onChange('submitted')}>
        <Picker
          id="picked"
          label="Competencies"
          options={COMPETENCIES}
          value={value}
          onChange={(next) => {
            onChange(next.map((item) => item.id));
            setValue(next);
          }}
          {...props}
        />
      </form>
    );
  }
  renderAt(() => <Host />, { lang });
  return { onChange, search: () => screen.getByRole('searchbox', { name: 'Search Competencies' }) };
}

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const chips = () =>
  within(screen.getByRole('list', { name: 'Chosen: Competencies' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Picker', () => {
  it('filters a list the page has, matching either spelling of ی and ک, and shows the chosen ones as chips', () => {
    const { search, onChange } = renderPicker();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    // Arabic ي typed, Persian ی stored.
    fireEvent.change(search(), { target: { value: 'يادگيري' } });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(box(/یادگیری/));
    expect(onChange).toHaveBeenLastCalledWith(['c2']);
    expect(chips()).toEqual(['یادگیری']);
    expect(screen.getByText('(1 chosen)')).toBeTruthy();
    // The hint is searched too.
    fireEvent.change(search(), { target: { value: 'ارتباطات' } });
    expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).value)).toEqual(['c1', 'c4']);
    fireEvent.change(search(), { target: { value: 'nothing like it' } });
    expect(screen.getByText('Nothing found.')).toBeTruthy();
  });

  it('is used by keyboard: ↓ or Enter from the search, arrows, Home/End, Enter to pick, Esc back; one Tab stop', () => {
    const { search, onChange } = renderPicker();
    const boxes = () => screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes().map((b) => b.tabIndex)).toEqual([0, -1, -1, -1]);

    // Enter in the search box goes to the list and does not submit the form.
    search().focus();
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(document.activeElement).toBe(boxes()[0]);
    expect(onChange).not.toHaveBeenCalledWith('submitted');

    fireEvent.keyDown(boxes()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1]!, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['c2']);
    expect(boxes()[1]!.checked).toBe(true);
    // The list's one Tab stop follows the focus.
    expect(boxes().map((b) => b.tabIndex)).toEqual([-1, 0, -1, -1]);

    fireEvent.keyDown(boxes()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(boxes()[3]);
    fireEvent.keyDown(boxes()[3]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(boxes()[3]);
    fireEvent.keyDown(boxes()[3]!, { key: 'Home' });
    expect(document.activeElement).toBe(boxes()[0]);
    fireEvent.keyDown(boxes()[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search());

    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(boxes()[0]!, { key: 'Escape' });
    expect(document.activeElement).toBe(search());
  });

  it('moves the focus to the next chip, then to the search box, when chips are removed', () => {
    const { search, onChange } = renderPicker({}, [COMPETENCIES[0]!, COMPETENCIES[1]!]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove “کار گروهی”' }));
    expect(onChange).toHaveBeenLastCalledWith(['c2']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove “یادگیری”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove “یادگیری”' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(document.activeElement).toBe(search());
  });

  it('disables the rest once the most allowed are chosen, skips them by keyboard, and leaves out excluded options', () => {
    renderPicker({ max: 2, exclude: ['c4'] }, [COMPETENCIES[0]!, COMPETENCIES[2]!]);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.value)).toEqual(['c1', 'c2', 'c3']);
    expect(boxes.map((b) => b.disabled)).toEqual([false, true, false]);
    boxes[0]!.focus();
    fireEvent.keyDown(boxes[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(boxes[2]);
  });

  it('leaves the search to the caller when it searches on the server, and shows its note', () => {
    const onSearch = vi.fn();
    const { search } = renderPicker({ onSearch, searchPlaceholder: 'Name or mobile', note: 'Only the first 25 are shown.', busy: true });
    fireEvent.change(search(), { target: { value: 'zzz' } });
    expect(onSearch).toHaveBeenLastCalledWith('zzz');
    // The options are the caller's results: not filtered again here.
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(search().getAttribute('placeholder')).toBe('Name or mobile');
    expect(screen.getByText('Only the first 25 are shown.')).toBeTruthy();
    expect(document.getElementById(search().getAttribute('aria-controls')!)!.getAttribute('aria-busy')).toBe('true');
  });

  it('keeps a chosen item’s chip when a new search no longer finds it', () => {
    function Host() {
      const [value, setValue] = useState<PickerItem[]>([]);
      const [options, setOptions] = useState(COMPETENCIES);
      return (
        <Picker
          id="p"
          label="Competencies"
          options={options}
          value={value}
          onChange={setValue}
          onSearch={(text) => setOptions(text ? [] : COMPETENCIES)}
        />
      );
    }
    renderAt(() => <Host />, { lang: 'en' });
    fireEvent.click(box(/Listening/));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'x' } });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(chips()).toEqual(['Listening']);
  });

  it('shows loading, and is named and described for assistive technology', () => {
    renderPicker({ loading: true, description: 'Up to 20', error: 'Choose one' }, [], 'fa');
    expect(screen.getByText('در حال بارگذاری…')).toBeTruthy();
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-describedby')).toBe('picked-description picked-error');
    expect(screen.getByRole('searchbox', { name: 'جست‌وجو در Competencies' })).toBeTruthy();
  });
});

describe('idsField', () => {
  it('turns a form field of ids into the picker’s items and back', () => {
    const onIds = vi.fn();
    const field = idsField(['c3', 'gone'], COMPETENCIES, onIds);
    expect(field.value).toEqual([COMPETENCIES[2], { id: 'gone', label: 'gone' }]);
    field.onChange([COMPETENCIES[0]!]);
    expect(onIds).toHaveBeenCalledWith(['c1']);
  });
});
