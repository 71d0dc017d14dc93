import { Inject, Injectable } from '@nestjs/common';
import type { BonusCode, ListBonusCodesResponse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { BonusCodeRow, bonusCodeRows } from './bonus-codes.read-model';

/** An academy runs tens of codes at a time; the list is one page, and this bounds it should that change. */
const MAX_CODES = 1_000;

const toBonusCode = ({ id, ...row }: BonusCodeRow): BonusCode => ({ _id: id, ...row });

/** Reads the admin's bonus codes. */
@Injectable()
export class BonusCodesQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get rows() {
    return bonusCodeRows(this.store);
  }

  async list(): Promise<ListBonusCodesResponse> {
    const { items } = await this.rows.find({ sort: [{ field: 'createdAt', direction: 'desc' }], limit: MAX_CODES });
    return { bonusCodes: items.map(toBonusCode) };
  }

  async byId(id: string): Promise<BonusCode | null> {
    const row = await this.rows.get(id);
    return row ? toBonusCode(row) : null;
  }

  /** The code (its stream's name) of the code created with this id; null once it was erased. */
  async codeOf(id: string): Promise<string | null> {
    return (await this.rows.get(id))?.code ?? null;
  }
}
