import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { KeyRound, LogIn, Pencil, Power, RotateCcwKey, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Person } from '@rira/contracts/organisation';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDate } from '../../lib/format.ts';
import type { KeysUnder } from '../../lib/i18n-keys.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useLang } from '../../lib/use-lang.ts';
import { peopleApi, peopleKeys } from './people-api.ts';
import { BackLink } from '../../components/admin/back-link.tsx';
import { PersonActionDialogs, personPaths, usePersonActions } from './person-row-actions.tsx';

/** /admin/users/view-{userId}: the person's details and what can be done with them. */
export function PersonViewPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const scope = useCompanyScope();
  const {
    data: person,
    isPending,
    isError,
  } = useQuery({
    queryKey: peopleKeys.one(userId, scope.companyId),
    queryFn: () => peopleApi.get(userId, scope.companyId),
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <BackLink to="/admin/users" label={t('people.backToList')} />
      {isPending ? (
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      ) : isError || !person ? (
        <EmptyState title={t('people.notFound')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <PersonDetails person={person} />
      )}
    </div>
  );
}

function PersonDetails({ person }: { person: Person }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const actions = usePersonActions(person, { onDeleted: () => void navigate('/admin/users') });
  const paths = personPaths(person, actions.isSystemManager);
  const digits = (value: string | null) => (value ? <bdi dir="ltr">{localDigits(value, lang)}</bdi> : null);
  const inCompany = actions.isSystemManager ? `companyId=${person.companyId}` : '';

  const rows: Array<[KeysUnder<'people.fields'>, ReactNode]> = [
    ['firstName', person.firstName],
    ['lastName', person.lastName],
    [
      'firstNameEn',
      person.firstNameEn ? (
        <bdi lang="en" dir="ltr">
          {person.firstNameEn}
        </bdi>
      ) : null,
    ],
    [
      'lastNameEn',
      person.lastNameEn ? (
        <bdi lang="en" dir="ltr">
          {person.lastNameEn}
        </bdi>
      ) : null,
    ],
    ['nationality', t(`people.nationality.${person.nationality}`)],
    person.nationality === 'iranian'
      ? ['nationalCode', digits(person.nationalCode)]
      : ['passportNumber', person.passportNumber ? <bdi dir="ltr">{person.passportNumber}</bdi> : null],
    ['birthDate', person.birthDate ? formatDate(person.birthDate, lang) : null],
    ['mobile', digits(person.mobile)],
    ['email', person.email ? <bdi dir="ltr">{person.email}</bdi> : null],
    ['username', person.username ? <bdi dir="ltr">{person.username}</bdi> : null],
    ['company', <LocalText fa={person.companyTitle} en={person.companyTitleEn} />],
    ['personnelCode', digits(person.personnelCode)],
    ['userType', t(`people.userTypes.${person.userType}`)],
    ['department', person.departmentTitle ? <LocalText fa={person.departmentTitle} en={person.departmentTitleEn} /> : null],
    ['structure', person.structureTitle ? <LocalText fa={person.structureTitle} en={person.structureTitleEn} /> : null],
    ['position', person.positionTitle ? <LocalText fa={person.positionTitle} en={person.positionTitleEn} /> : null],
    ['jobTitle', person.jobTitleTitle ? <LocalText fa={person.jobTitleTitle} en={person.jobTitleTitleEn} /> : null],
    [
      'managementLevel',
      person.managementLevelTitle ? <LocalText fa={person.managementLevelTitle} en={person.managementLevelTitleEn} /> : null,
    ],
    [
      'manager',
      person.managerId ? (
        <Link
          to={`/admin/users/view-${person.managerId}${inCompany ? `?${inCompany}` : ''}`}
          className="rounded-md text-primary-800 hover:underline"
        >
          <LocalText fa={person.managerName} en={person.managerNameEn} />
        </Link>
      ) : null,
    ],
    [
      'directReports',
      person.directReports ? (
        <Link
          to={`/admin/users?manager=${person.id}${inCompany ? `&${inCompany}` : ''}`}
          className="rounded-md text-primary-800 hover:underline"
        >
          {t('people.view.directReports', { count: person.directReports, value: localDigits(person.directReports, lang) })}
        </Link>
      ) : null,
    ],
    ['roles', person.roles.map((role) => t(`roles.${role}`)).join(t('common.listSeparator'))],
    ['password', person.hasPassword ? t('people.view.hasPassword') : t('people.view.noPassword')],
    ['createdAt', formatDate(person.createdAt, lang)],
  ];

  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={textIn(person.fullName, person.fullNameEn, lang)} src={person.avatarUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">
            <LocalText fa={person.fullName} en={person.fullNameEn} />
          </h1>
          <div className="flex flex-wrap gap-2">
            <Badge tone={person.isActive ? 'success' : 'neutral'}>
              {person.isActive ? t('org.status.active') : t('org.status.inactive')}
            </Badge>
            {person.roles.map((role) => (
              <Badge key={role} tone={role === 'companyAdmin' ? 'info' : 'neutral'}>
                {t(`roles.${role}`)}
              </Badge>
            ))}
          </div>
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.edit}>
            <Pencil aria-hidden className="size-5" />
            {t('org.actions.edit')}
          </Link>
        </Button>
        <Button variant="secondary" onClick={actions.toggle}>
          <Power aria-hidden className="size-5" />
          {person.isActive ? t('org.actions.deactivate') : t('org.actions.activate')}
        </Button>
        {person.accountEditable ? (
          <>
            <Button variant="secondary" onClick={() => actions.setPending('password')}>
              <KeyRound aria-hidden className="size-5" />
              {t('people.setPassword.action')}
            </Button>
            <Button variant="secondary" onClick={() => actions.setPending('reset')}>
              <RotateCcwKey aria-hidden className="size-5" />
              {t('people.resetPassword.action')}
            </Button>
          </>
        ) : null}
        {actions.isSystemManager ? (
          <Button variant="secondary" onClick={() => actions.setPending('loginAs')}>
            <LogIn aria-hidden className="size-5 rtl:rotate-180" />
            {t('people.loginAs.action')}
          </Button>
        ) : null}
        <Button variant="danger" onClick={() => actions.setPending('delete')}>
          <Trash2 aria-hidden className="size-5" />
          {t('org.actions.delete')}
        </Button>
      </div>

      {person.accountEditable ? null : (
        <p className="rounded-lg bg-primary-50 px-4 py-3 text-sm text-primary-900">{t('people.form.accountLocked')}</p>
      )}

      <section aria-labelledby="person-details" className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6">
        <h2 id="person-details" className="mb-4 text-lg font-semibold">
          {t('people.view.details')}
        </h2>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt className="text-sm text-ink-muted">{t(`people.fields.${key}`)}</dt>
              <dd className="font-medium">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <PersonActionDialogs person={person} actions={actions} />
    </>
  );
}
