import { Inject, Injectable } from '@nestjs/common';
import type { UserProfile } from '@academy/contracts';
import type { AccountDirectory } from '../../../../platform/auth/principal';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { USER_PROFILES_COLLECTION, UserProfileRow } from './user-profile.read-model';

@Injectable()
export class UserProfileQuery implements AccountDirectory {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get profiles() {
    return this.store.collection<UserProfileRow>(USER_PROFILES_COLLECTION);
  }

  async byUid(uid: string): Promise<UserProfile | null> {
    const row = await this.profiles.get(uid);
    return row ? { _id: row.id, uid: row.id, ...withoutId(row) } : null;
  }

  /** The access guard's view: role and whether the account may act. */
  async find(uid: string) {
    const row = await this.profiles.get(uid);
    return row ? { role: row.role, disabled: row.firebaseDisabled || !row.isActive } : null;
  }
}

function withoutId({ id: _id, ...rest }: UserProfileRow) {
  return rest;
}
