import { Injectable } from '@nestjs/common';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';

export interface RecipientContact {
  name: string;
  email: string;
}

/**
 * The name and address an email goes to, opened from the vault at the moment it is sent and kept
 * nowhere: the recipients read model holds them only sealed, as identity's events carry them.
 */
@Injectable()
export class RecipientContacts {
  constructor(private readonly vault: PersonalDataVault) {}

  /** Null when the details are gone (the account deleted, its key forgotten) or carry no address. */
  async open(sealed: SealedData | null): Promise<RecipientContact | null> {
    if (!sealed) return null;
    const details = await this.vault.open<Partial<RecipientContact>>(sealed);
    if (!details?.email) return null;
    return { name: details.name ?? '', email: details.email };
  }
}
