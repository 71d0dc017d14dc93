/** A legal text as data: numbered sections the table of contents links to. */
export type LegalBlock =
  | string
  | { list: string[] }
  /** Where the page puts the academy's contact and company data (from its settings). */
  | { controller: true };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** The version in force (contracts' legal-versions.ts), also its effective day. */
  version: string;
  intro: string;
  sections: LegalSection[];
}
