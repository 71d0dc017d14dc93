import { Dispatch } from 'react';
import { DraftEdit, DraftErrors } from '../../builder-draft';

/** What every part of the builder form needs: the draft's edits and the messages by address. */
export interface BuilderFieldProps {
  edit: Dispatch<DraftEdit>;
  errors: DraftErrors;
  /** Hides a message once the user changes what it was about. */
  clearError(address: string): void;
  disabled: boolean;
}
