import { Inject, Injectable } from '@nestjs/common';
import type { EmailTemplate, ListEmailTemplatesResponse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { EmailTemplateRow, emailTemplateRows } from './email-templates.read-model';

/** An academy keeps tens of templates; the list is one page, and this bounds it should that change. */
const MAX_TEMPLATES = 1_000;

const toEmailTemplate = ({ id, deleted, ...row }: EmailTemplateRow): EmailTemplate => ({ _id: id, ...row });

/** Reads the admin's email templates. */
@Injectable()
export class EmailTemplatesQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get rows() {
    return emailTemplateRows(this.store);
  }

  async list(): Promise<ListEmailTemplatesResponse> {
    const { items } = await this.rows.find({ filter: { deleted: false }, sort: [{ field: 'createdAt', direction: 'desc' }], limit: MAX_TEMPLATES });
    return { templates: items.map(toEmailTemplate) };
  }

  /** A template the admin can still see and choose; null once deleted. */
  async live(id: string): Promise<EmailTemplate | null> {
    const row = await this.rows.get(id);
    return row && !row.deleted ? toEmailTemplate(row) : null;
  }

  /**
   * The content a send renders, deleted or not (a campaign may point at a template deleted in a
   * race with its setup): what the sending worker reads.
   */
  async content(id: string): Promise<Pick<EmailTemplateRow, 'subject' | 'body' | 'variables'> | null> {
    const row = await this.rows.get(id);
    return row ? { subject: row.subject, body: row.body, variables: row.variables } : null;
  }

  /** The names of these templates, deleted ones left out (the campaigns list shows them). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { items } = await this.rows.find({ filter: { id: { $in: [...ids] }, deleted: false }, limit: ids.length });
    return new Map(items.map((row) => [row.id, row.name]));
  }
}
