import type { UserProfile } from '@rira/contracts';
import type { FileStore } from '../../plugins/storage.ts';
import type { UserRow } from './auth.repo.ts';

/** `personnelCode` is the one in the active company (it is kept per company). */
export function toUserProfile(user: UserRow, files: FileStore, personnelCode: string | null): UserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    firstNameEn: user.firstNameEn,
    lastNameEn: user.lastNameEn,
    username: user.username,
    birthDate: user.birthDate,
    nationality: user.nationality,
    nationalCode: user.nationalCode,
    passportNumber: user.passportNumber,
    mobile: user.mobile,
    email: user.email,
    personnelCode,
    avatarUrl: user.avatarPath ? files.url(user.avatarPath) : null,
    isActive: user.isActive,
    language: user.preferredLanguage,
    createdAt: user.createdAt.toISOString(),
  };
}
