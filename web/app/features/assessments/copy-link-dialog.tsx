import { useRef, useState } from 'react';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { Input } from '../../components/ui/input.tsx';
import { copySelection } from '../../lib/clipboard.ts';

/**
 * When the browser would not copy the link by itself (an insecure page, a denied permission): the
 * link in a read-only field, selected at once, to copy by hand or with the button (docs/decisions/034).
 */
export function CopyLinkDialog({ copied, onClose }: { copied: { name: string; link: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState(false);
  const select = () => {
    field.current?.focus();
    field.current?.select();
  };
  return (
    <Modal
      open={copied !== null}
      onOpenChange={(open) => {
        if (!open) {
          setDone(false);
          onClose();
        }
      }}
      title={copied ? t('assessments.detail.copyLinkTitle', { name: copied.name }) : ''}
      description={copied ? t('assessments.detail.copyLinkManual', { name: copied.name }) : ''}
    >
      {copied ? (
        <div className="flex flex-col gap-3">
          <label htmlFor="invitation-link" className="text-sm font-medium">
            {t('assessments.detail.copyLinkField')}
          </label>
          {/* The dialog focuses it first, and focus selects it: one Ctrl+C (or the phone's Copy) away. */}
          <Input
            ref={field}
            id="invitation-link"
            readOnly
            dir="ltr"
            value={copied.link}
            className="font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
            onClick={select}
          />
          <p className="text-sm text-ink-muted">{t('assessments.detail.copyLinkOnlyForThem')}</p>
          {done ? (
            <p role="status" className="text-sm font-medium text-success">
              {t('assessments.detail.copyLinkDone')}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                select();
                setDone(copySelection());
              }}
            >
              <Copy aria-hidden className="size-4" />
              {t('assessments.detail.copyLinkAgain')}
            </Button>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
