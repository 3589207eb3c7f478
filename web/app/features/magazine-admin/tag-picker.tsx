import { useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TagItem } from '@rira/contracts/site/admin-magazine';
import { normalizeForSearch } from '@rira/contracts/persian-text';
import { Input } from '../../components/ui/input.tsx';
import { useAction } from '../../lib/use-action.ts';

export interface TagPickerProps {
  id: string;
  tags: TagItem[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** Creates a tag from the typed text; resolves with its id. */
  onCreate: (title: string) => Promise<string>;
  describedBy?: string;
}

const normal = (text: string) => normalizeForSearch(text).toLowerCase();

/**
 * Tags chosen from the existing ones as you type (ی/ک and digits matched alike), or created from
 * the typed text. The chosen tags are removable chips.
 */
export function TagPicker({ id, tags, value, onChange, onCreate, describedBy }: TagPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const creating = useAction(onCreate, { onSuccess: (tagId) => add(tagId) });
  const busy = creating.busy;
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const term = normal(text.trim());
  const matches = term
    ? tags
        .filter(
          (tag) =>
            tag.isActive && !value.includes(tag.id) && (normal(tag.title).includes(term) || normal(tag.titleEn ?? '').includes(term)),
        )
        .slice(0, 8)
    : [];
  const exact = tags.find((tag) => normal(tag.title) === term || normal(tag.titleEn ?? '') === term);

  function add(tagId: string) {
    if (!value.includes(tagId)) onChange([...value, tagId]);
    setText('');
  }

  function create() {
    const title = text.trim();
    if (!title || busy) return;
    creating.fire(title);
  }

  return (
    <div className="flex flex-col gap-2">
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((tagId) => {
            const title = byId.get(tagId)?.title ?? tagId;
            return (
              <li key={tagId} className="inline-flex items-center gap-1 rounded-full border border-line bg-primary-50 ps-3 text-sm">
                #{title}
                <button
                  type="button"
                  className="inline-flex size-9 items-center justify-center rounded-full hover:bg-primary-100"
                  aria-label={t('articlesAdmin.form.removeTag', { title })}
                  onClick={() => onChange(value.filter((v) => v !== tagId))}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Input
        id={id}
        value={text}
        autoComplete="off"
        aria-describedby={describedBy}
        placeholder={t('articlesAdmin.form.tagSearch')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (exact) add(exact.id);
          else if (matches[0] && matches.length === 1) add(matches[0].id);
          else create();
        }}
      />
      {term ? (
        <ul className="flex flex-wrap gap-2" aria-live="polite">
          {matches.map((tag) => (
            <li key={tag.id}>
              <button
                type="button"
                className="inline-flex min-h-10 items-center rounded-full border border-line px-3 text-sm hover:border-primary-300 hover:bg-primary-50"
                onClick={() => add(tag.id)}
              >
                {t('articlesAdmin.form.addTag', { title: tag.title })}
              </button>
            </li>
          ))}
          {exact ? null : (
            <li>
              <button
                type="button"
                disabled={busy}
                className="inline-flex min-h-10 items-center rounded-full border border-dashed border-primary-300 px-3 text-sm text-primary-800 hover:bg-primary-50"
                onClick={() => create()}
              >
                + {t('articlesAdmin.form.addTag', { title: text.trim() })}
              </button>
            </li>
          )}
        </ul>
      ) : null}
    </div>
  );
}
