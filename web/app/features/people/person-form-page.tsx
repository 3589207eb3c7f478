import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY_ROLES, type CompanyRole, type Person } from '@rira/contracts/organisation';
import { BackLink } from '../../components/admin/back-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { companyKeys } from '../companies/companies-api.ts';
import { peopleApi, peopleKeys } from './people-api.ts';
import { personPaths } from './person-row-actions.tsx';
import { EMPTY_PERSON, PersonForm, type PersonFormValues } from './person-form.tsx';

/** /admin/users/add (the system manager may come with ?companyId=…&role=companyAdmin). */
export function PersonAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = useCompanyScope();
  const [params] = useSearchParams();
  const role = params.get('role');
  const roles: CompanyRole[] = role && (COMPANY_ROLES as readonly string[]).includes(role) ? [role as CompanyRole] : ['user'];
  const fromCompany = scope.isSystemManager ? scope.companyId : undefined;
  const defaults: PersonFormValues = { ...EMPTY_PERSON, roles, companyId: fromCompany };
  const back = fromCompany ? `/admin/companies/${fromCompany}` : '/admin/users';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <BackLink to={back} label={fromCompany ? t('companies.backToCompany') : t('people.backToList')} />
      <h1 className="text-2xl font-bold md:text-3xl">{t(roles.includes('companyAdmin') ? 'people.addAdminTitle' : 'people.addTitle')}</h1>
      <PersonForm
        defaultValues={defaults}
        companyChoice={scope.isSystemManager ? 'choose' : 'session'}
        submitLabel={t('people.form.create')}
        onCancel={() => void navigate(back)}
        save={(values) => peopleApi.create(values)}
        // A person added to a company changes its head count.
        invalidates={(values) => (values.companyId ? [peopleKeys.all, companyKeys.all] : [peopleKeys.all])}
        onSaved={() => navigate(fromCompany ? back : '/admin/users')}
      />
    </div>
  );
}

export function personToFormValues(person: Person, isSystemManager: boolean): PersonFormValues {
  return {
    companyId: isSystemManager ? person.companyId : undefined,
    firstName: person.firstName,
    lastName: person.lastName,
    firstNameEn: person.firstNameEn ?? '',
    lastNameEn: person.lastNameEn ?? '',
    birthDate: person.birthDate,
    nationality: person.nationality,
    nationalCode: person.nationalCode ?? '',
    passportNumber: person.passportNumber ?? '',
    mobile: person.mobile ?? '',
    email: person.email ?? '',
    personnelCode: person.personnelCode ?? '',
    userType: person.userType,
    departmentId: person.departmentId,
    structureId: person.structureId,
    positionId: person.positionId,
    jobTitleId: person.jobTitleId,
    managementLevelId: person.managementLevelId,
    managerId: person.managerId,
    roles: person.roles.length ? person.roles : ['user'],
    isActive: person.isActive,
  };
}

/** /admin/users/edit-{userId} */
export function PersonEditPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const navigate = useNavigate();
  const scope = useCompanyScope();
  const me = useCurrentUser();
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
      <h1 className="text-2xl font-bold md:text-3xl">
        {person ? t('people.editTitleNamed', { name: textIn(person.fullName, person.fullNameEn, lang) }) : t('people.editTitle')}
      </h1>
      {isPending ? (
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      ) : isError || !person ? (
        <EmptyState title={t('people.notFound')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <PersonForm
          key={person.id}
          defaultValues={personToFormValues(person, scope.isSystemManager)}
          companyChoice={scope.isSystemManager ? 'fixed' : 'session'}
          companyTitle={textIn(person.companyTitle, person.companyTitleEn, lang)}
          submitLabel={t('org.actions.saveChanges')}
          accountLocked={!person.accountEditable}
          rolesLocked={person.id === me.id}
          personId={person.id}
          managerLabel={person.managerName ? textIn(person.managerName, person.managerNameEn, lang) : undefined}
          onCancel={() => void navigate(personPaths(person, scope.isSystemManager).view)}
          save={(values) => peopleApi.update({ ...values, id: person.id })}
          invalidates={[peopleKeys.all]}
          onSaved={() => navigate(personPaths(person, scope.isSystemManager).view)}
        />
      )}
    </div>
  );
}
