import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import type { NotReadyReason } from './assessments-api.ts';

/** "This assessment cannot be published", with each reason the server gave (seed spec §4). */
export function NotReadyDialog({ reasons, onClose }: { reasons: NotReadyReason[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={reasons !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('assessments.notReady.title')}
      description={t('errors.notReady')}
    >
      <ul className="mb-4 flex list-disc flex-col gap-1 ps-6">
        {(reasons ?? []).map((reason, index) => (
          <li key={`${reason.code}-${index}`}>{reason.message}</li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Modal>
  );
}
