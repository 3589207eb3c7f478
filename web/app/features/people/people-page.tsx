import { Link } from 'react-router';
import { FileSpreadsheet, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { PeopleTable } from './people-table.tsx';

/** /admin/users: everyone the signed-in admin may manage. */
export function PeoplePage() {
  const { t } = useTranslation();
  const scope = useCompanyScope();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('people.title')}</h1>
          <p className="mt-1 text-ink-muted">{t(scope.isSystemManager ? 'people.introManager' : 'people.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {scope.isSystemManager ? null : (
            <Button asChild variant="secondary">
              <Link to="/admin/users/import">
                <FileSpreadsheet aria-hidden className="size-5" />
                {t('orgNav.import')}
              </Link>
            </Button>
          )}
          <Button asChild>
            <Link to="/admin/users/add">
              <UserPlus aria-hidden className="size-5" />
              {t('people.add')}
            </Link>
          </Button>
        </div>
      </div>
      <PeopleTable caption={t('people.title')} />
    </div>
  );
}
