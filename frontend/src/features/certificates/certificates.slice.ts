import { CertificateVerification, MyCertificate } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';

/** The learner's certificates on /my-courses, their downloads, and the public check of a code. */
export interface CertificatesState {
  mine: Remote<MyCertificate[]>;
  /** Per course id: a download under way, or the reason the last one failed. */
  downloads: Record<string, Remote<void>>;
  /** The code last checked (normalised) and what the server said of it. */
  verification: { code: string | null; result: Remote<CertificateVerification> };
}

export const initialCertificatesState: CertificatesState = { mine: remote.idle(), downloads: {}, verification: { code: null, result: remote.idle() } };

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
    },
  },
});

export const certificatesActions = certificatesSlice.actions;
export const certificatesReducer = certificatesSlice.reducer;
