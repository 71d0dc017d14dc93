import { CertificateVerification, MyCertificate } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { dataOf, Remote, RemoteError, remote } from '../../lib/remote';

/** The learner's certificates on /my-courses, their downloads, and the public check of a code. */
export interface CertificatesState {
  mine: Remote<MyCertificate[]>;
  /** Per course id: a download under way, or the reason the last one failed. */
  downloads: Record<string, Remote<void>>;
  /** The code last checked (normalised) and what the server said of it. */
  verification: { code: string | null; result: Remote<CertificateVerification> };
  /**
   * Per course id: a completed course whose certificate is not in the list yet. The certificate is
   * issued by a reaction a moment after the last lecture, so the list is asked again a few times
   * ('waiting'); 'overdue' once those checks are spent.
   */
  issuing: Record<string, 'waiting' | 'overdue'>;
}

export const initialCertificatesState: CertificatesState = { mine: remote.idle(), downloads: {}, verification: { code: null, result: remote.idle() }, issuing: {} };

const listed = (state: CertificatesState, courseId: string) => Boolean(dataOf(state.mine)?.some((certificate) => certificate.courseId === courseId));

const certificatesSlice = createSlice({
  name: 'certificates',
  initialState: initialCertificatesState,
  reducers: {
    /** The list was shown: it loads again (a course may have just been completed), keeping what is on screen. */
    listOpened(state) {
      state.mine = remote.reload(state.mine);
    },
    listReceived(state, action: PayloadAction<MyCertificate[]>) {
      state.mine = remote.succeeded(action.payload);
      for (const courseId of Object.keys(state.issuing)) if (listed(state, courseId)) delete state.issuing[courseId];
    },
    /** A completed course's certificate is offered (its card, the player): until the list has it, the list is asked again. */
    certificateAwaited(state, action: PayloadAction<string>) {
      if (!listed(state, action.payload)) state.issuing[action.payload] = 'waiting';
    },
    /** The checks are spent and some certificates are still missing: the offer says to look again later. */
    issueOverdue(state) {
      for (const courseId of Object.keys(state.issuing)) state.issuing[courseId] = 'overdue';
    },
    listFailed(state, action: PayloadAction<RemoteError>) {
      state.mine = remote.fail(state.mine, action.payload);
    },
    downloadRequested: {
      reducer(state, action: PayloadAction<{ courseId: string; courseSlug: string }>) {
        state.downloads[action.payload.courseId] = remote.loading();
      },
      prepare: (courseId: string, courseSlug: string) => ({ payload: { courseId, courseSlug } }),
    },
    downloadSaved(state, action: PayloadAction<string>) {
      delete state.downloads[action.payload];
    },
    downloadFailed(state, action: PayloadAction<{ courseId: string; error: RemoteError }>) {
      state.downloads[action.payload.courseId] = remote.failed(action.payload.error);
    },
    /** A code to check (already normalised); the same code again checks again. */
    verificationRequested(state, action: PayloadAction<string>) {
      const sameCode = state.verification.code === action.payload;
      state.verification = { code: action.payload, result: sameCode ? remote.reload(state.verification.result) : remote.loading() };
    },
    verificationReceived(state, action: PayloadAction<CertificateVerification>) {
      state.verification.result = remote.succeeded(action.payload);
    },
    verificationFailed(state, action: PayloadAction<RemoteError>) {
      state.verification.result = remote.failed(action.payload);
    },
    /** The code field was cleared or the page left: nothing checked is on screen. */
    verificationCleared(state) {
      state.verification = initialCertificatesState.verification;
    },
    /** Someone else may sign in on this browser next: their list must not show this learner's. */
    sessionEnded(state) {
      state.mine = remote.idle();
      state.downloads = {};
      state.issuing = {};
    },
  },
});

export const certificatesActions = certificatesSlice.actions;
export const certificatesReducer = certificatesSlice.reducer;
