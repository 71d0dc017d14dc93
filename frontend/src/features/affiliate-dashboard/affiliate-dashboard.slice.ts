import { Affiliate, AffiliateDashboard, Conversion, Payout } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList } from '../../lib/paged-list';
import { Remote, RemoteError, remote } from '../../lib/remote';
import { ConversionFilters, Downline, TrackedReferral } from './affiliate-dashboard.api';
import { LinkTarget } from './referral-links';

export type AffiliateInfo = { isAffiliate: boolean; affiliate: Affiliate | null };

/** My conversions, newest first, filtered by type (spec part 1 §7). */
export const myConversionsList = createPagedList<Conversion, ConversionFilters>('affiliateDashboard/conversions', { type: '' });
/** My payouts, newest first. */
export const myPayoutsList = createPagedList<Payout, Record<string, never>>('affiliateDashboard/payouts', {});

export interface LinkBuilderState {
  /** What the affiliate typed to find a course or a tool; the search follows it after a pause. */
  search: string;
  targets: Remote<LinkTarget[]>;
  /** The page the link leads to; null for the general link (`/ref/{code}`). */
  chosen: LinkTarget | null;
}

/** A referral link a visitor opened: its code and, for a course link, the source to remember. */
export interface ReferralLink {
  code: string;
  source?: string;
}

/** The referral link being followed, and what came of it (stored, or refused as no affiliate's code). */
export interface ReferralState {
  link: ReferralLink | null;
  result: Remote<TrackedReferral>;
}

export interface AffiliateDashboardState {
  referral: ReferralState;
  info: Remote<AffiliateInfo>;
  joining: Remote<void>;
  dashboard: Remote<AffiliateDashboard>;
  downline: Remote<Downline>;
  conversions: PagedListState<Conversion, ConversionFilters>;
  payouts: PagedListState<Payout, Record<string, never>>;
  links: LinkBuilderState;
}

export const initialAffiliateDashboardState: AffiliateDashboardState = {
  referral: { link: null, result: remote.idle() },
  info: remote.idle(),
  joining: remote.idle(),
  dashboard: remote.idle(),
  downline: remote.idle(),
  conversions: myConversionsList.initialState,
  payouts: myPayoutsList.initialState,
  links: { search: '', targets: remote.idle(), chosen: null },
};

const affiliateDashboardSlice = createSlice({
  name: 'affiliateDashboard',
  initialState: initialAffiliateDashboardState,
  reducers: {
    /** A visitor opened `/ref/{code}`, `/courses/{slug}/ref/{code}` or `/tools/{slug}/ref/{code}`. */
    referralLinkOpened(state, action: PayloadAction<ReferralLink>) {
      state.referral = { link: action.payload, result: remote.loading() };
    },
    /** The click was tracked (or the tracker was out of reach) and the referral is in the cookies. */
    referralStored(state, action: PayloadAction<TrackedReferral>) {
      state.referral.result = remote.succeeded(action.payload);
    },
    /** The code is no affiliate's: nothing was stored. */
    referralRefused(state, action: PayloadAction<RemoteError>) {
      state.referral.result = remote.failed(action.payload);
    },

    /** /affiliate-dashboard was opened, or "Thử lại" was pressed: membership first, then the figures. */
    opened(state) {
      state.info = remote.reload(state.info);
    },
    infoReceived(state, action: PayloadAction<AffiliateInfo>) {
      state.info = remote.succeeded(action.payload);
    },
    infoFailed(state, action: PayloadAction<RemoteError>) {
      state.info = remote.fail(state.info, action.payload);
    },

    joinRequested(state) {
      if (state.joining.status !== 'loading') state.joining = remote.loading();
    },
    /** The member is an affiliate now: the dashboard takes the join call's place. */
    joined(state, action: PayloadAction<Affiliate>) {
      state.joining = remote.done();
      state.info = remote.succeeded({ isAffiliate: true, affiliate: action.payload });
    },
    joinFailed(state, action: PayloadAction<RemoteError>) {
      state.joining = remote.failed(action.payload);
    },

    dashboardRequested(state) {
      state.dashboard = remote.reload(state.dashboard);
    },
    dashboardReceived(state, action: PayloadAction<AffiliateDashboard>) {
      state.dashboard = remote.succeeded(action.payload);
    },
    dashboardFailed(state, action: PayloadAction<RemoteError>) {
      state.dashboard = remote.fail(state.dashboard, action.payload);
    },

    downlineRequested(state) {
      state.downline = remote.reload(state.downline);
    },
    downlineReceived(state, action: PayloadAction<Downline>) {
      state.downline = remote.succeeded(action.payload);
    },
    downlineFailed(state, action: PayloadAction<RemoteError>) {
      state.downline = remote.fail(state.downline, action.payload);
    },

    /** The link builder was shown: it offers the newest courses and tools before anything is typed. */
    linkBuilderOpened(state) {
      state.links.targets = remote.reload(state.links.targets);
    },
    linkSearchTyped(state, action: PayloadAction<string>) {
      state.links.search = action.payload;
    },
    linkTargetsReceived(state, action: PayloadAction<LinkTarget[]>) {
      state.links.targets = remote.succeeded(action.payload);
    },
    linkTargetsFailed(state, action: PayloadAction<RemoteError>) {
      state.links.targets = remote.fail(state.links.targets, action.payload);
    },
    linkTargetChosen(state, action: PayloadAction<LinkTarget | null>) {
      state.links.chosen = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder
      .addMatcher(myConversionsList.matches, (state, action) => {
        state.conversions = myConversionsList.reducer(state.conversions, action);
      })
      .addMatcher(myPayoutsList.matches, (state, action) => {
        state.payouts = myPayoutsList.reducer(state.payouts, action);
      }),
});

export const affiliateDashboardActions = affiliateDashboardSlice.actions;
export const affiliateDashboardReducer = affiliateDashboardSlice.reducer;
