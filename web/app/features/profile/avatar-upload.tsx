import { useEffect, useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, UserProfile } from '@rira/contracts/auth';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FilePicker } from '../../components/ui/file-picker.tsx';
import { CURRENT_USER_KEY } from '../../lib/session.ts';
import { useAction } from '../../lib/use-action.ts';
import { authApi } from '../auth/auth-api.ts';
import { AVATAR_TYPES, checkAvatarFile } from './avatar-validation.ts';
import { PROFILE_KEY } from './profile-query.ts';

/** Current avatar (or initials); choose a file, see it, then save or cancel. */
export function AvatarUpload({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The new picture shows at once wherever the person's avatar is (menu, profile); a refusal is the client's toast.
  const upload = useAction((chosen: File) => authApi.uploadAvatar(chosen), {
    onSuccess: ({ avatarUrl: url }) => {
      queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (user) => (user ? { ...user, avatarUrl: url } : user));
      queryClient.setQueryData<UserProfile>(PROFILE_KEY, (profile) => (profile ? { ...profile, avatarUrl: url } : profile));
      setFile(null);
    },
  });
  const saving = upload.busy;

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function onChoose(chosen: File) {
    const issue = checkAvatarFile(chosen);
    if (issue) {
      setFile(null);
      setProblem(t(issue === 'type' ? 'profile.avatar.badType' : 'profile.avatar.tooLarge'));
      return;
    }
    setProblem(null);
    setFile(chosen);
  }

  function save() {
    if (file) upload.fire(file);
  }

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center">
      <Avatar name={name} src={preview ?? avatarUrl} size="lg" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        {file ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={save} disabled={saving}>
              {t('profile.avatar.save')}
            </Button>
            <Button variant="ghost" onClick={() => setFile(null)} disabled={saving}>
              {t('common.cancel')}
            </Button>
          </div>
        ) : (
          // The avatar beside it shows the choice: no "no file chosen" line.
          <FilePicker
            id={inputId}
            file={file}
            accept={AVATAR_TYPES.join(',')}
            label={t('profile.avatar.choose')}
            icon={<Camera aria-hidden className="size-5" />}
            size="md"
            showChoice={false}
            aria-describedby={problem ? `${errorId} ${inputId}-hint` : `${inputId}-hint`}
            aria-invalid={problem ? true : undefined}
            onChoose={onChoose}
          />
        )}
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          {t('profile.avatar.hint')}
        </p>
        {problem ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
